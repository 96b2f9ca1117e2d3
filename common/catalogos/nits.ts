import { definirCatalogo } from '../catalogo';
import { MENSAJES_NIT, nitValido, NIT_MAX_DIGITOS } from '../nit';
import { esVacio } from '../validacion';

/** DIAN's code of the NIT among the identification types (tipos_identificacion_dian). */
export const TIPO_NIT = 31;
/** DIAN's code of the cédula de ciudadanía. */
export const TIPO_CEDULA = 13;
/** The anonymous buyer every company has (colombia.md): it cannot be deleted nor its document changed. */
export const CONSUMIDOR_FINAL = { documento: '222222222222', nombre: 'Consumidor final' } as const;

const NIT = new RegExp(`^\\d{1,${NIT_MAX_DIGITOS}}$`);

/**
 * Proveedores y clientes (spec §3 'Provider/client (nit)', §7 'Providers'; app path /proveedores, API `nits`,
 * pages from 0). Every spec field; `nombre` (ours) is written by the server from the razón social or else the
 * names and surnames, for the list, the search and other catalogues' references. A company (persona jurídica)
 * needs its razón social, a person (persona natural) a first name and a first surname. The document number is
 * unique per company and identification type; a NIT's check digit is computed as the user types and checked on
 * save (common/nit.ts). Code beside it: server/routes/nits/ (GET nits/nit/documento/{doc}, the Consumidor final
 * guard) and src/resources/proveedores/ (the check digit in the form).
 */
export const nits = definirCatalogo({
  recurso: 'proveedores',
  modulo: 'proveedores',
  tabla: 'nits',
  api: { lista: 'nits', item: 'nits/nit', primeraPagina: 0 },
  nombre: {
    singular: { es: 'Proveedor o cliente', en: 'Supplier or client' },
    plural: { es: 'Proveedores y clientes', en: 'Suppliers and clients' },
    femenino: false,
  },
  campos: {
    tipo_proveedor_cliente: {
      tipo: 'opcion',
      requerido: true,
      defecto: 'ambos',
      etiqueta: { es: 'Tipo', en: 'Kind' },
      opciones: [
        { valor: 'proveedor', etiqueta: { es: 'Proveedor', en: 'Supplier' } },
        { valor: 'cliente', etiqueta: { es: 'Cliente', en: 'Client' } },
        { valor: 'ambos', etiqueta: { es: 'Proveedor y cliente', en: 'Supplier and client' } },
      ],
    },
    id_tipo_documento: {
      tipo: 'referencia',
      catalogo: 'tiposIdentificacion',
      global: true,
      objeto: 'tipo_documento',
      requerido: true,
      etiqueta: { es: 'Tipo de documento', en: 'Document type' },
    },
    numero_documento: {
      tipo: 'texto',
      max: 20,
      requerido: true,
      unico: true,
      unicoCon: ['id_tipo_documento'],
      etiqueta: { es: 'Número de documento', en: 'Document number' },
    },
    digito_verificacion: {
      tipo: 'entero',
      min: 0,
      max: 9,
      requeridoSi: { campo: 'id_tipo_documento', valores: [TIPO_NIT] },
      etiqueta: { es: 'Dígito de verificación', en: 'Check digit' },
      ayuda: { es: 'Se calcula del NIT', en: 'Computed from the NIT' },
    },
    tipo_contribuyente: {
      tipo: 'opcion',
      requerido: true,
      etiqueta: { es: 'Tipo de persona', en: 'Person type' },
      opciones: [
        { valor: 'natural', etiqueta: { es: 'Persona natural', en: 'Natural person' } },
        { valor: 'juridica', etiqueta: { es: 'Persona jurídica', en: 'Company' } },
      ],
    },
    razon_social: {
      tipo: 'texto',
      max: 200,
      requeridoSi: { campo: 'tipo_contribuyente', valores: ['juridica'] },
      etiqueta: { es: 'Razón social', en: 'Company name' },
    },
    primer_nombre: {
      tipo: 'texto',
      max: 60,
      requeridoSi: { campo: 'tipo_contribuyente', valores: ['natural'] },
      etiqueta: { es: 'Primer nombre', en: 'First name' },
    },
    otros_nombres: { tipo: 'texto', max: 60, etiqueta: { es: 'Otros nombres', en: 'Other names' } },
    primer_apellido: {
      tipo: 'texto',
      max: 60,
      requeridoSi: { campo: 'tipo_contribuyente', valores: ['natural'] },
      etiqueta: { es: 'Primer apellido', en: 'First surname' },
    },
    segundo_apellido: { tipo: 'texto', max: 60, etiqueta: { es: 'Segundo apellido', en: 'Second surname' } },
    nombre: {
      tipo: 'texto',
      max: 255,
      calculado: [
        ['razon_social'],
        ['primer_nombre', 'otros_nombres', 'primer_apellido', 'segundo_apellido'],
      ],
      etiqueta: { es: 'Nombre', en: 'Name' },
    },
    nombre_comercial: { tipo: 'texto', max: 200, etiqueta: { es: 'Nombre comercial', en: 'Trade name' } },
    id_pais: {
      tipo: 'referencia',
      catalogo: 'paises',
      global: true,
      objeto: 'pais',
      etiqueta: { es: 'País', en: 'Country' },
    },
    id_departamento: {
      tipo: 'referencia',
      catalogo: 'departamentos',
      global: true,
      objeto: 'departamento',
      etiqueta: { es: 'Departamento', en: 'Department' },
    },
    id_ciudad: {
      tipo: 'referencia',
      catalogo: 'municipios',
      global: true,
      objeto: 'ciudad',
      dependeDe: { campo: 'id_departamento', columna: 'id_departamento' },
      etiqueta: { es: 'Municipio', en: 'Municipality' },
    },
    direccion: { tipo: 'texto', max: 200, etiqueta: { es: 'Dirección', en: 'Address' } },
    telefono_1: { tipo: 'texto', max: 20, etiqueta: { es: 'Teléfono 1', en: 'Phone 1' } },
    telefono_2: { tipo: 'texto', max: 20, etiqueta: { es: 'Teléfono 2', en: 'Phone 2' } },
    email: { tipo: 'texto', max: 150, formato: 'correo', etiqueta: { es: 'Correo', en: 'E-mail' } },
    email_recepcion_factura_electronica: {
      tipo: 'texto',
      max: 150,
      formato: 'correo',
      etiqueta: { es: 'Correo para factura electrónica', en: 'E-invoice e-mail' },
    },
    id_actividad_econo: {
      tipo: 'referencia',
      catalogo: 'actividadesEconomicas',
      global: true,
      busquedaRemota: true,
      objeto: 'actividad_economica',
      etiqueta: { es: 'Actividad económica (CIIU)', en: 'Economic activity (CIIU)' },
    },
    inactivar: { tipo: 'booleano', defecto: false, etiqueta: { es: 'Inactivo', en: 'Inactive' } },
    observaciones: {
      tipo: 'texto',
      max: 500,
      multilinea: true,
      etiqueta: { es: 'Observaciones', en: 'Notes' },
    },
  },
  lista: {
    columnas: ['nombre', 'numero_documento', 'tipo_proveedor_cliente', 'inactivar'],
    orden: 'nombre',
    busqueda: ['nombre', 'numero_documento', 'nombre_comercial'],
  },
  iniciales: [
    {
      tipo_proveedor_cliente: 'cliente',
      id_tipo_documento: TIPO_CEDULA,
      numero_documento: CONSUMIDOR_FINAL.documento,
      tipo_contribuyente: 'natural',
      razon_social: CONSUMIDOR_FINAL.nombre,
      primer_nombre: 'Consumidor',
      primer_apellido: 'Final',
      nombre: CONSUMIDOR_FINAL.nombre,
    },
  ],
  mensajes: {
    nit_formato: { es: MENSAJES_NIT.formato, en: `A NIT has digits only, up to ${NIT_MAX_DIGITOS}` },
    nit_digito: { es: MENSAJES_NIT.digito, en: 'The check digit does not match the NIT' },
    solo_nit: {
      es: 'El dígito de verificación solo aplica al NIT',
      en: 'Only a NIT has a check digit',
    },
    consumidor_final_documento: {
      es: 'El documento del consumidor final no se puede cambiar',
      en: 'The final consumer’s document cannot be changed',
    },
    consumidor_final_eliminar: {
      es: 'El consumidor final no se puede eliminar',
      en: 'The final consumer cannot be deleted',
    },
    documento_no_existe: {
      es: 'No hay un proveedor o cliente con ese número de documento',
      en: 'There is no supplier or client with that document number',
    },
  },
  enUso: {
    es: 'No se puede eliminar el proveedor o cliente: tiene movimientos; inactívalo',
    en: 'The supplier or client cannot be deleted: it has movements; make it inactive',
  },
  validarRegistro(v): Record<string, string> {
    const dv = v.digito_verificacion;
    if (Number(v.id_tipo_documento) !== TIPO_NIT)
      return esVacio(dv) ? {} : { digito_verificacion: 'solo_nit' };
    const numero = esVacio(v.numero_documento) ? '' : String(v.numero_documento).trim();
    if (numero === '') return {};
    if (!NIT.test(numero)) return { numero_documento: 'nit_formato' };
    if (esVacio(dv)) return {};
    return nitValido(numero, String(dv)) ? {} : { digito_verificacion: 'nit_digito' };
  },
});
