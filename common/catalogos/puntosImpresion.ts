import { definirCatalogo } from '../catalogo';

/**
 * Puntos de impresión (spec §7 'Configuration': configuraciones/puntos/impresion, configuraciones/punto/impresion,
 * DELETE configuraciones/punto/impresion/{id}); fields not shown by the spec: name, venue, paper width.
 */
export const puntosImpresion = definirCatalogo({
  recurso: 'puntosImpresion',
  ruta: '/configSistema/puntosImpresion',
  modulo: 'puntosImpresion',
  tabla: 'puntos_impresion',
  api: {
    lista: 'configuraciones/puntos/impresion',
    item: 'configuraciones/punto/impresion',
    primeraPagina: 1,
  },
  nombre: {
    singular: { es: 'Punto de impresión', en: 'Print point' },
    plural: { es: 'Puntos de impresión', en: 'Print points' },
    femenino: false,
  },
  campos: {
    nombre: { tipo: 'texto', max: 100, requerido: true, unico: true, etiqueta: { es: 'Nombre', en: 'Name' } },
    id_sede: { tipo: 'referencia', catalogo: 'sedes', objeto: 'sede', etiqueta: { es: 'Sede', en: 'Venue' } },
    ancho_papel: {
      tipo: 'opcion',
      requerido: true,
      defecto: '80',
      etiqueta: { es: 'Ancho del papel', en: 'Paper width' },
      opciones: [
        { valor: '58', etiqueta: { es: '58 mm', en: '58 mm' } },
        { valor: '80', etiqueta: { es: '80 mm', en: '80 mm' } },
      ],
    },
  },
  lista: { columnas: ['nombre', 'id_sede', 'ancho_papel'], orden: 'nombre', busqueda: ['nombre'] },
  iniciales: [{ nombre: 'Cocina' }, { nombre: 'Bar' }, { nombre: 'Caja' }],
});
