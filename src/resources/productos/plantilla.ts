import type { Envelope, Page } from '../../../common/api';
import { productos } from '../../../common/catalogos';
import {
  ayudaColumna,
  CAMPOS_IMPORTACION,
  encabezadoImportacion,
} from '../../../common/importacionProductos';
import { MENU_EJEMPLO } from '../../../common/menuEjemplo';
import { http } from '../../dataProvider/http';
import { descargar, libroXlsx } from '../catalogo/descargar';

type Celda = string | number | null;

/** The example row of the template, by field (options by their Spanish label, as the import reads them). */
const EJEMPLO: Record<string, Celda> = {
  nombre: 'Limonada de coco',
  codigo: 'LIM-001',
  tipo_producto: 'Para la venta',
  precio_venta: 9000,
  costo: 3500,
  maneja_inventario: 'No',
  unidad_medida: 'Unidad',
  estado: 'Activo',
  tiempo_preparacion: 5,
  descripcion: 'Limonada natural con leche de coco',
};

const opciones = (campo: string) => {
  const d = productos.campos[campo];
  return d.tipo === 'opcion' ? d.opciones.map((o) => o.etiqueta.es) : [];
};

/**
 * The template's sheets: 'Productos' (the declaration's Spanish labels as headers, a row saying how each column
 * is written, the example row) and 'Listas' (the company's categories and taxes, and the valid options).
 */
export function hojasPlantilla(
  categorias: string[],
  impuestos: { nombre: string; porcentaje: string }[],
): Record<string, Celda[][]> {
  const ejemplo: Record<string, Celda> = {
    ...EJEMPLO,
    id_categoria: categorias[0] ?? null,
    id_impuesto: impuestos[0]?.nombre ?? null,
  };
  const listas: [string, string[]][] = [
    ['Categorías', categorias],
    ['Impuestos', impuestos.map((i) => i.nombre)],
    ['Tipo de producto', opciones('tipo_producto')],
    ['Unidad de medida', opciones('unidad_medida')],
    ['Estado', opciones('estado')],
  ];
  const largo = Math.max(...listas.map(([, v]) => v.length));
  return {
    Productos: [
      CAMPOS_IMPORTACION.map(encabezadoImportacion),
      CAMPOS_IMPORTACION.map((campo) => ejemplo[campo] ?? null),
    ],
    Listas: [
      listas.map(([titulo]) => titulo),
      ...Array.from({ length: largo }, (_, i) => listas.map(([, v]) => v[i] ?? null)),
      [],
      ['Cómo se escribe cada columna'],
      ...CAMPOS_IMPORTACION.map((campo) => [
        encabezadoImportacion(campo),
        ayudaColumna(productos.campos[campo]),
      ]),
    ],
  };
}

async function todos<T>(ruta: string): Promise<T[]> {
  const { data } = await http.get<Envelope<Page<T>>>(ruta, { params: { page: 1, rowsPerPage: -1 } });
  return data.data.data;
}

/** Downloads `plantilla-productos.xlsx` with the company's current categories and taxes. */
export async function descargarPlantilla(): Promise<void> {
  const [categorias, impuestos] = await Promise.all([
    todos<{ nombre: string }>('categorias'),
    todos<{ nombre: string; porcentaje: string }>('productosImpuestos'),
  ]);
  descargar(
    'plantilla-productos.xlsx',
    await libroXlsx(
      hojasPlantilla(
        categorias.map((c) => c.nombre),
        impuestos,
      ),
    ),
  );
}

/** Downloads `menu-ejemplo.xlsx`: a Colombian menu ready to import (its categories are created by the import). */
export async function descargarEjemplo(): Promise<void> {
  descargar('menu-ejemplo.xlsx', await libroXlsx({ Productos: MENU_EJEMPLO }));
}
