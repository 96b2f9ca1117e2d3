import { definirCatalogo } from '../catalogo';

/**
 * Formas de pago (spec §3 'Payment method', §7 'Payment methods'). `efectivo` (ours) marks cash: change and the
 * cash count need it; `activa` (ours) keeps a method in the history while the till stops offering it.
 */
export const formasPago = definirCatalogo({
  recurso: 'formasPago',
  modulo: 'formasPago',
  tabla: 'formas_pago',
  api: { lista: 'formasPago', item: 'formasPago/formaPago', primeraPagina: 1 },
  nombre: {
    singular: { es: 'Forma de pago', en: 'Payment method' },
    plural: { es: 'Formas de pago', en: 'Payment methods' },
    femenino: true,
  },
  campos: {
    nombre: { tipo: 'texto', max: 100, requerido: true, unico: true, etiqueta: { es: 'Nombre', en: 'Name' } },
    descripcion: { tipo: 'texto', max: 255, etiqueta: { es: 'Descripción', en: 'Description' } },
    id_sede: {
      tipo: 'referencia',
      catalogo: 'sedes',
      objeto: 'sede',
      etiqueta: { es: 'Sede', en: 'Venue' },
      ayuda: { es: 'Vacío: todas las sedes', en: 'Empty: every venue' },
    },
    efectivo: { tipo: 'booleano', defecto: false, etiqueta: { es: 'Es efectivo', en: 'Is cash' } },
    activa: { tipo: 'booleano', defecto: true, etiqueta: { es: 'Activa', en: 'Active' } },
  },
  lista: { columnas: ['nombre', 'id_sede', 'efectivo', 'activa'], orden: 'nombre', busqueda: ['nombre'] },
  iniciales: [
    { nombre: 'Efectivo', efectivo: true },
    { nombre: 'Tarjeta débito' },
    { nombre: 'Tarjeta crédito' },
    { nombre: 'Transferencia' },
    { nombre: 'Nequi' },
    { nombre: 'Daviplata' },
  ],
  enUso: {
    es: 'No se puede eliminar la forma de pago: tiene movimientos; desactívala',
    en: 'The payment method cannot be deleted: it has movements; deactivate it',
  },
});
