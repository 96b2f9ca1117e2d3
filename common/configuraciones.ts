import type { Texto } from './catalogo';
import { formatear } from './validacion';
import { digitoVerificacion, formatoNitValido, limpiarNit, NIT_MAX_DIGITOS } from './nit';
import { telefonoE164 } from './telefono';

/**
 * The company's settings (spec §3 'Configuration entry': nombre, valor; spec §7 GET configuraciones, POST
 * configuraciones/configuracion), declared once for both sides: the server refuses unknown names and checks each
 * value with `validarConfiguracion`; the settings page (`/configSistema/editar`) draws one typed input per entry,
 * grouped, and validates with the same function. Values travel and are stored as strings; an entry never saved
 * reads as its `defecto`.
 */

export type GrupoConfiguracion = 'empresa' | 'propina' | 'caja' | 'ventas' | 'erp' | 'regional';

/** The groups in the order the page shows them. */
export const GRUPOS_CONFIGURACION: readonly { grupo: GrupoConfiguracion; titulo: Texto; ayuda?: Texto }[] = [
  {
    grupo: 'empresa',
    titulo: { es: 'Datos de la empresa en el recibo', en: 'Company details on receipts' },
  },
  {
    grupo: 'propina',
    titulo: { es: 'Propina voluntaria', en: 'Voluntary tip' },
    ayuda: {
      es: 'Ley 1935 de 2018: la propina es voluntaria y no puede superar el 10 % del consumo; se le pregunta al cliente antes de facturar.',
      en: 'Colombian Law 1935 of 2018: the tip is voluntary and at most 10 % of the bill; the customer is asked before billing.',
    },
  },
  { grupo: 'caja', titulo: { es: 'Caja', en: 'Cash register' } },
  { grupo: 'ventas', titulo: { es: 'Numeración de ventas por sede', en: 'Sale numbering per venue' } },
  { grupo: 'erp', titulo: { es: 'Integración ERP', en: 'ERP integration' } },
  { grupo: 'regional', titulo: { es: 'Moneda y zona horaria', en: 'Currency and time zone' } },
];

/**
 * How a value is read, checked and drawn: free text (`max` characters), a NIT with its check digit
 * ('900123456-8'), a phone number (stored '+57…'), a percentage (0 to `max`, two decimals), a yes/no ('1'/'0'),
 * a sale-number prefix, an ISO 4217 currency, an IANA time zone.
 */
export type TipoConfiguracion =
  'texto' | 'nit' | 'telefono' | 'porcentaje' | 'booleano' | 'prefijo' | 'moneda' | 'zonaHoraria';

export interface EntradaConfiguracion {
  /** The stored name; for an entry `porSede` the prefix of `<nombre>.<id_sede>`. */
  nombre: string;
  grupo: GrupoConfiguracion;
  tipo: TipoConfiguracion;
  /** The value an entry has while it was never saved. */
  defecto: string;
  etiqueta: Texto;
  ayuda?: Texto;
  /** Longest text (texto, prefijo) or highest percentage (porcentaje). */
  max?: number;
  /** May not be emptied. */
  requerido?: boolean;
  /** One entry per venue of the company: `prefijoVenta.3`. */
  porSede?: boolean;
}

/** The Spanish texts are the server's answers (422 on the field); the app registers both languages. */
export const MENSAJES_CONFIGURACION = {
  es: {
    desconocida: 'La configuración indicada no existe',
    sede: 'La sede indicada no existe',
    requerido: 'El campo es requerido ',
    max_caracteres: 'Debe tener como máximo %{max} caracteres',
    nit_formato: `El NIT debe tener solo números, hasta ${NIT_MAX_DIGITOS} dígitos`,
    nit_digito: 'El dígito de verificación no corresponde al NIT',
    telefono: 'El campo debe de ser un número telefonico',
    porcentaje: 'El porcentaje debe ser un número entre 0 y %{max}, con máximo dos decimales',
    booleano: 'El valor debe ser 0 o 1',
    prefijo: 'El prefijo admite hasta %{max} letras mayúsculas, números o guiones',
    moneda: 'La moneda debe ser un código ISO 4217 de tres letras, por ejemplo COP',
    zonaHoraria: 'La zona horaria no es válida, por ejemplo America/Bogota',
  },
  en: {
    desconocida: 'The given setting does not exist',
    sede: 'The given venue does not exist',
    requerido: 'This field is required',
    max_caracteres: 'Must be at most %{max} characters',
    nit_formato: `The NIT must have digits only, at most ${NIT_MAX_DIGITOS}`,
    nit_digito: 'The check digit does not match the NIT',
    telefono: 'Must be a phone number',
    porcentaje: 'The percentage must be a number between 0 and %{max}, with at most two decimals',
    booleano: 'The value must be 0 or 1',
    prefijo: 'The prefix allows up to %{max} capital letters, digits or dashes',
    moneda: 'The currency must be a three-letter ISO 4217 code, e.g. COP',
    zonaHoraria: 'The time zone is not valid, e.g. America/Bogota',
  },
} as const;

export type ClaveConfiguracion = keyof (typeof MENSAJES_CONFIGURACION)['es'];

/** Ley 1935 de 2018: the voluntary tip is at most 10 % (colombia.md). */
export const PROPINA_MAXIMA = 10;

/**
 * The receipts' logo: a stored image (`DATA_DIR/uploads/logos/…`, its relative path as the value), listed by
 * `GET configuraciones` like any entry but written only by `POST configuraciones/logo` (multipart, field `logo`,
 * checked by its bytes as product icons are) and `DELETE configuraciones/logo`; `POST configuraciones/configuracion`
 * refuses it as unknown.
 */
export const CONFIGURACION_LOGO = 'logo';
export const MENSAJES_LOGO = {
  guardado: 'Logo guardado correctamente',
  eliminado: 'Logo eliminado correctamente',
  requerido: 'Debe adjuntar una imagen en el campo logo',
};

/**
 * Issue 29: '1' makes every sale an electronic POS document (server/dian/documentoVenta.ts); off by default, and
 * turned on only when every venue has a POS range in force (server/dian/activacion.ts).
 */
export const CONFIGURACION_DOCUMENTOS_DIAN = 'documentosElectronicos';

export const CONFIGURACIONES: readonly EntradaConfiguracion[] = [
  {
    nombre: 'razonSocial',
    grupo: 'empresa',
    tipo: 'texto',
    defecto: '',
    max: 150,
    etiqueta: { es: 'Razón social', en: 'Business name' },
  },
  {
    nombre: 'nit',
    grupo: 'empresa',
    tipo: 'nit',
    defecto: '',
    etiqueta: { es: 'NIT', en: 'NIT (tax id)' },
    ayuda: {
      es: 'Sin el dígito de verificación: se calcula al escribir.',
      en: 'Without the check digit: it is computed as you type.',
    },
  },
  {
    nombre: 'direccion',
    grupo: 'empresa',
    tipo: 'texto',
    defecto: '',
    max: 200,
    etiqueta: { es: 'Dirección', en: 'Address' },
  },
  {
    nombre: 'telefono',
    grupo: 'empresa',
    tipo: 'telefono',
    defecto: '',
    etiqueta: { es: 'Teléfono', en: 'Phone' },
  },
  {
    nombre: 'porcentajePropinaSugerida',
    grupo: 'propina',
    tipo: 'porcentaje',
    defecto: '10',
    max: PROPINA_MAXIMA,
    requerido: true,
    etiqueta: { es: 'Porcentaje de propina sugerida', en: 'Suggested tip percentage' },
  },
  {
    nombre: 'preguntarPropina',
    grupo: 'propina',
    tipo: 'booleano',
    defecto: '1',
    etiqueta: {
      es: 'Preguntar al cliente por la propina antes de facturar',
      en: 'Ask the customer about the tip before billing',
    },
  },
  {
    nombre: 'conteoCiego',
    grupo: 'caja',
    tipo: 'booleano',
    defecto: '0',
    etiqueta: { es: 'Conteo ciego al cerrar la caja', en: 'Blind count when closing the register' },
    ayuda: {
      es: 'El cajero cuenta el efectivo sin ver el valor esperado.',
      en: 'The cashier counts the cash without seeing the expected amount.',
    },
  },
  {
    nombre: 'ventaRequiereCajaAbierta',
    grupo: 'caja',
    tipo: 'booleano',
    defecto: '1',
    etiqueta: { es: 'Vender solo con la caja abierta', en: 'Sell only with an open register' },
    ayuda: {
      es: 'Apagado, para un negocio que no cuenta el cajón: la primera venta abre la caja de la sede en cero.',
      en: "Off, for a business that does not count its drawer: the first sale opens the venue's register at zero.",
    },
  },
  {
    nombre: 'prefijoVenta',
    grupo: 'ventas',
    tipo: 'prefijo',
    defecto: '',
    max: 10,
    porSede: true,
    etiqueta: { es: 'Prefijo del número de venta', en: 'Sale number prefix' },
  },
  {
    nombre: 'activarErpBegranda',
    grupo: 'erp',
    tipo: 'booleano',
    defecto: '0',
    etiqueta: { es: 'Activar ERP Begranda', en: 'Enable the Begranda ERP' },
  },
  {
    nombre: CONFIGURACION_DOCUMENTOS_DIAN,
    grupo: 'erp',
    tipo: 'booleano',
    defecto: '0',
    etiqueta: {
      es: 'Documentos electrónicos DIAN (documento equivalente POS)',
      en: 'DIAN electronic documents (POS equivalent document)',
    },
    ayuda: {
      es: 'Cada venta toma el siguiente número del rango POS de su sede y guarda su XML con el CUDE. Solo se activa si todas las sedes tienen un rango de numeración DIAN vigente.',
      en: "Each sale takes the next number of its venue's POS range and keeps its XML with the CUDE. It can only be turned on when every venue has a DIAN numbering range in force.",
    },
  },
  {
    nombre: 'moneda',
    grupo: 'regional',
    tipo: 'moneda',
    defecto: 'COP',
    requerido: true,
    etiqueta: { es: 'Moneda', en: 'Currency' },
  },
  {
    nombre: 'zonaHoraria',
    grupo: 'regional',
    tipo: 'zonaHoraria',
    defecto: 'America/Bogota',
    requerido: true,
    etiqueta: { es: 'Zona horaria', en: 'Time zone' },
  },
];

const POR_NOMBRE = new Map(CONFIGURACIONES.map((e) => [e.nombre, e]));

/** The stored name of an entry of one venue. */
export const nombrePorSede = (nombre: string, idSede: number) => `${nombre}.${idSede}`;

/** The declaration behind a stored name ('prefijoVenta.3' → prefijoVenta, venue 3), or undefined if unknown. */
export function entradaConfiguracion(
  nombre: string,
): { entrada: EntradaConfiguracion; idSede?: number } | undefined {
  const punto = nombre.indexOf('.');
  if (punto === -1) {
    const entrada = POR_NOMBRE.get(nombre);
    return entrada && !entrada.porSede ? { entrada } : undefined;
  }
  const entrada = POR_NOMBRE.get(nombre.slice(0, punto));
  const sede = nombre.slice(punto + 1);
  if (!entrada?.porSede || !/^[1-9]\d{0,15}$/.test(sede)) return undefined;
  return { entrada, idSede: Number(sede) };
}

export type ResultadoConfiguracion =
  | { ok: true; valor: string }
  | { ok: false; clave: ClaveConfiguracion; args?: Record<string, string | number> };

const falla = (
  clave: ClaveConfiguracion,
  args?: Record<string, string | number>,
): ResultadoConfiguracion => ({
  ok: false,
  clave,
  args,
});

const PORCENTAJE = /^\d{1,2}([.,]\d{1,2})?$/;
const PREFIJO = /^[A-Z0-9-]*$/;

function zonaValida(v: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone: v });
    return v.includes('/') || v === 'UTC';
  } catch {
    return false;
  }
}

/**
 * Checks a value against its entry and gives its stored form: trimmed text, '900123456-8' for a NIT (typed with
 * or without separators and digit), '+57…' for a phone, '12.5' for a percentage, '1'/'0', an upper-case prefix.
 * An empty value is allowed ('') unless the entry is `requerido`.
 */
export function validarConfiguracion(entrada: EntradaConfiguracion, valor: unknown): ResultadoConfiguracion {
  const texto =
    typeof valor === 'string' ? valor.trim() : typeof valor === 'number' ? String(valor) : undefined;
  if (texto === undefined) return falla('requerido');
  if (texto === '') return entrada.requerido ? falla('requerido') : { ok: true, valor: '' };
  switch (entrada.tipo) {
    case 'texto':
      return texto.length > (entrada.max ?? 255)
        ? falla('max_caracteres', { max: entrada.max ?? 255 })
        : { ok: true, valor: texto };
    case 'nit': {
      const [numero, dv, ...resto] = limpiarNit(texto).split('-');
      if (resto.length > 0 || !formatoNitValido(numero)) return falla('nit_formato');
      const digito = digitoVerificacion(numero);
      if (dv !== undefined && dv !== String(digito)) return falla('nit_digito');
      return { ok: true, valor: `${numero.replace(/^0+(?=\d)/, '')}-${digito}` };
    }
    case 'telefono': {
      const e164 = telefonoE164(texto, '+57_CO');
      return e164 ? { ok: true, valor: e164 } : falla('telefono');
    }
    case 'porcentaje': {
      const max = entrada.max ?? 100;
      if (!PORCENTAJE.test(texto)) return falla('porcentaje', { max });
      const normal = texto.replace(',', '.');
      const [entero, decimales = ''] = normal.split('.');
      // Compared as centésimas (integers): no float decides a limit.
      const centesimas = Number(entero) * 100 + Number(decimales.padEnd(2, '0'));
      if (centesimas > max * 100) return falla('porcentaje', { max });
      const limpio = `${Number(entero)}${decimales.replace(/0+$/, '') ? `.${decimales.replace(/0+$/, '')}` : ''}`;
      return { ok: true, valor: limpio };
    }
    case 'booleano':
      return texto === '0' || texto === '1' ? { ok: true, valor: texto } : falla('booleano');
    case 'prefijo': {
      const max = entrada.max ?? 10;
      const mayus = texto.toUpperCase();
      return mayus.length <= max && PREFIJO.test(mayus)
        ? { ok: true, valor: mayus }
        : falla('prefijo', { max });
    }
    case 'moneda':
      return /^[A-Z]{3}$/.test(texto) ? { ok: true, valor: texto } : falla('moneda');
    case 'zonaHoraria':
      return zonaValida(texto) ? { ok: true, valor: texto } : falla('zonaHoraria');
  }
}

/** A configuration text in Spanish (the server's language). */
export const mensajeConfiguracion = (clave: ClaveConfiguracion, args?: Record<string, string | number>) =>
  formatear(MENSAJES_CONFIGURACION.es[clave], args);

/** Every declared entry's value for a company: what is stored, else the default (venue entries only if stored). */
export function valoresConfiguracion(
  filas: readonly { nombre: string; valor: string }[],
): Record<string, string> {
  const valores: Record<string, string> = {};
  for (const e of CONFIGURACIONES) if (!e.porSede) valores[e.nombre] = e.defecto;
  for (const f of filas) if (entradaConfiguracion(f.nombre)) valores[f.nombre] = f.valor;
  return valores;
}
