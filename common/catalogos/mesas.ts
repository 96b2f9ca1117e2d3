import { definirCatalogo } from '../catalogo';

/**
 * Mesas (spec §3 'Table', §7 'Tables'; menu group Configuración). The coordinates place the table on its venue's
 * floor plan (a grid of 0–100 per axis) that the selling screens draw; `ubicacion` is the zone (Salón, Terraza…);
 * `tipo_mesa` (not shown by the spec) is its shape and seats.
 */
export const mesas = definirCatalogo({
  recurso: 'mesas',
  modulo: 'mesas',
  tabla: 'mesas',
  api: { lista: 'mesas', item: 'mesas/mesa', primeraPagina: 1 },
  nombre: { singular: { es: 'Mesa', en: 'Table' }, plural: { es: 'Mesas', en: 'Tables' }, femenino: true },
  campos: {
    nombre: { tipo: 'texto', max: 50, requerido: true, unico: true, etiqueta: { es: 'Nombre', en: 'Name' } },
    id_sede: {
      tipo: 'referencia',
      catalogo: 'sedes',
      objeto: 'sede',
      requerido: true,
      etiqueta: { es: 'Sede', en: 'Venue' },
    },
    ubicacion: {
      tipo: 'texto',
      max: 50,
      etiqueta: { es: 'Zona', en: 'Zone' },
      ayuda: { es: 'Salón, Terraza, Barra…', en: 'Dining room, Terrace, Bar…' },
    },
    tipo_mesa: {
      tipo: 'opcion',
      requerido: true,
      defecto: 'cuadrada_4',
      etiqueta: { es: 'Tipo de mesa', en: 'Table type' },
      opciones: [
        { valor: 'cuadrada_2', etiqueta: { es: 'Cuadrada, 2 puestos', en: 'Square, 2 seats' } },
        { valor: 'cuadrada_4', etiqueta: { es: 'Cuadrada, 4 puestos', en: 'Square, 4 seats' } },
        { valor: 'redonda_4', etiqueta: { es: 'Redonda, 4 puestos', en: 'Round, 4 seats' } },
        { valor: 'redonda_6', etiqueta: { es: 'Redonda, 6 puestos', en: 'Round, 6 seats' } },
        { valor: 'rectangular_6', etiqueta: { es: 'Rectangular, 6 puestos', en: 'Rectangular, 6 seats' } },
        { valor: 'rectangular_8', etiqueta: { es: 'Rectangular, 8 puestos', en: 'Rectangular, 8 seats' } },
        { valor: 'barra', etiqueta: { es: 'Puesto de barra', en: 'Bar seat' } },
      ],
    },
    coordenada_x: {
      tipo: 'entero',
      min: 0,
      max: 100,
      etiqueta: { es: 'Posición horizontal', en: 'Horizontal position' },
    },
    coordenada_y: {
      tipo: 'entero',
      min: 0,
      max: 100,
      etiqueta: { es: 'Posición vertical', en: 'Vertical position' },
    },
  },
  lista: {
    columnas: ['nombre', 'id_sede', 'ubicacion', 'tipo_mesa'],
    orden: 'nombre',
    busqueda: ['nombre', 'ubicacion'],
  },
});
