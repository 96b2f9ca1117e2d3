import { definirCatalogo } from '../catalogo';
import { direccionImpresoraValida } from '../tiquetes';

/**
 * Puntos de impresión (spec §7 'Configuration': configuraciones/puntos/impresion, configuraciones/punto/impresion,
 * DELETE configuraciones/punto/impresion/{id}); fields not shown by the spec: name, venue, paper width, and how its
 * station tickets print (issue 8): 'navegador' (the station's browser prints them) or 'red' (the server sends ESC/POS
 * bytes to `direccion_ip`:`puerto` from the outbox; server/tiquetes/), only on a server with PRINTERS_NETWORK whose
 * printer guard takes the address and port (server/routes/puntosImpresion/reglas.ts). A `predeterminado` station takes
 * the order lines of products without a print point (issue 34; server/routes/ordenes/estacion.ts).
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
    modo_impresion: {
      tipo: 'opcion',
      requerido: true,
      defecto: 'navegador',
      etiqueta: { es: 'Impresión de tiquetes', en: 'Ticket printing' },
      opciones: [
        { valor: 'navegador', etiqueta: { es: 'Navegador de la estación', en: 'Station browser' } },
        { valor: 'red', etiqueta: { es: 'Impresora de red (ESC/POS)', en: 'Network printer (ESC/POS)' } },
      ],
    },
    direccion_ip: {
      tipo: 'texto',
      max: 253,
      requeridoSi: { campo: 'modo_impresion', valores: ['red'] },
      visibleSi: { campo: 'modo_impresion', valores: ['red'] },
      etiqueta: { es: 'Dirección de la impresora', en: 'Printer address' },
      ayuda: {
        es: 'IPv4 o nombre en la red local, p. ej. 192.168.1.50',
        en: 'IPv4 or local host name, e.g. 192.168.1.50',
      },
    },
    puerto: {
      tipo: 'entero',
      min: 1,
      max: 65535,
      defecto: 9100,
      visibleSi: { campo: 'modo_impresion', valores: ['red'] },
      etiqueta: { es: 'Puerto', en: 'Port' },
      ayuda: {
        es: 'Puerto de impresora: 9100 (el habitual), 9101, 9102, 515 o 631',
        en: 'Printer port: 9100 (the usual one), 9101, 9102, 515 or 631',
      },
    },
    predeterminado: {
      tipo: 'booleano',
      defecto: false,
      etiqueta: { es: 'Estación predeterminada', en: 'Default station' },
      ayuda: {
        es: 'Recibe los productos sin punto de impresión de su sede (o de todas si no tiene sede).',
        en: 'Receives the products without a print point of its venue (or of every venue if it has none).',
      },
    },
  },
  lista: {
    columnas: ['nombre', 'id_sede', 'ancho_papel', 'modo_impresion', 'predeterminado'],
    orden: 'nombre',
    busqueda: ['nombre'],
  },
  iniciales: [{ nombre: 'Cocina', predeterminado: true }, { nombre: 'Bar' }, { nombre: 'Caja' }],
  mensajes: {
    direccion_invalida: {
      es: 'Escribe una dirección IPv4 (192.168.1.50) o un nombre de equipo válido',
      en: 'Type an IPv4 address (192.168.1.50) or a valid host name',
    },
  },
  validarRegistro(v): Record<string, string> {
    if (v.modo_impresion !== 'red') return {};
    const d = v.direccion_ip;
    if (d === null || d === undefined || String(d).trim() === '') return {};
    return direccionImpresoraValida(String(d).trim()) ? {} : { direccion_ip: 'direccion_invalida' };
  },
});
