import { z } from 'zod';
import { PATRON_PREFIJO } from './formato';

/**
 * The company's DIAN numbering ranges (issue 29): what both sides validate the same way and the record the API
 * answers. The PIN of the software is never answered (only whether it is set).
 */
export const TIPOS_RANGO_DIAN = ['pos', 'factura', 'nota_credito', 'nota_ajuste'] as const;
export type TipoRangoDian = (typeof TIPOS_RANGO_DIAN)[number];

/**
 * The prefix of a note numbered by the company's own consecutive, when no notes range is in force
 * (server/dian/notaVenta.ts). DIAN does not authorise the numbering of notes (only of invoices and POS documents):
 * the issuer keeps its own consecutive, so a notes range may not take these prefixes (two notes would share a number).
 */
export const PREFIJO_NOTA = { nota_credito: 'NC', nota_ajuste: 'NA' } as const;

/** True when a range of notes takes a prefix of the company's own note consecutive (`PREFIJO_NOTA`). */
export const prefijoDeNotaPropia = (tipo: string, prefijo: string): boolean =>
  (tipo === 'nota_credito' || tipo === 'nota_ajuste') &&
  (Object.values(PREFIJO_NOTA) as string[]).includes(prefijo.trim().toUpperCase());

/** The largest number a range may reach (DIAN's numbers fit in 15 digits; JavaScript's integers are exact). */
export const NUMERO_RANGO_MAX = 999_999_999_999_999;

export const MENSAJES_RANGOS_DIAN = {
  creado: 'Rango de numeración DIAN creado correctamente',
  actualizado: 'Rango de numeración DIAN actualizado correctamente',
  tipo: 'El tipo de rango debe ser pos, factura, nota_credito o nota_ajuste',
  resolucion: 'El número de resolución es obligatorio y debe tener solo números (hasta 30)',
  fecha: 'Debe ser una fecha válida con el formato AAAA-MM-DD',
  prefijo: 'El prefijo admite hasta 4 letras mayúsculas o números, sin espacios ni guiones',
  prefijoNota: `Los prefijos ${PREFIJO_NOTA.nota_ajuste} y ${PREFIJO_NOTA.nota_credito} son de la numeración propia de las notas de la empresa: usa otro prefijo en un rango de notas`,
  numero: `Debe ser un número entero entre 1 y ${NUMERO_RANGO_MAX}`,
  desdeHasta: 'El número inicial no puede ser mayor que el número final',
  siguiente: 'El siguiente número debe estar entre el número inicial y el final más uno',
  vigencia: 'La fecha final de vigencia no puede ser anterior a la inicial',
  claveTecnica:
    'La clave técnica es obligatoria en los rangos de factura (hasta 100 caracteres, sin espacios)',
  claveTecnicaFormato: 'La clave técnica admite hasta 100 caracteres, sin espacios',
  ambiente: 'El ambiente debe ser 1 (producción) o 2 (pruebas)',
  idSoftware: 'El identificador del software es obligatorio (hasta 100 caracteres)',
  pin: 'El PIN del software es obligatorio (hasta 100 caracteres, sin espacios)',
  sedeRequerida: 'La sede es obligatoria en los rangos del documento POS',
  sede: 'La sede indicada no existe',
  cruce: 'El rango se cruza con otro rango del mismo tipo, prefijo y ambiente',
  usado:
    'El rango ya emitió documentos: no se pueden cambiar su tipo, prefijo, ambiente, sede ni número inicial',
  retroceso: 'El siguiente número no puede ser menor que el actual: un número emitido no se repite',
  hastaUsado: 'El número final no puede ser menor que el último número emitido',
} as const;

/** What a range is today (Bogotá day): in force, not yet, expired, or with no number left. */
export const ESTADOS_RANGO_DIAN = ['vigente', 'futuro', 'vencido', 'agotado'] as const;

/**
 * The owner's warning on a range in force (issue 29): 90 % of its numbers used, or its validity ending within 30
 * days (the first when both). Null otherwise.
 */
export const ALERTAS_RANGO_DIAN = ['casi_agotado', 'por_vencer'] as const;
export const UMBRAL_USO_RANGO = 0.9;
export const DIAS_AVISO_VENCIMIENTO = 30;

export const rangoDian = z
  .object({
    id: z.number().int(),
    tipo: z.enum(TIPOS_RANGO_DIAN),
    resolucion: z.string(),
    fecha_resolucion: z.string(),
    prefijo: z.string(),
    desde: z.number().int(),
    hasta: z.number().int(),
    /** The next number a document will take; `hasta + 1` once used up. */
    siguiente: z.number().int(),
    vigencia_desde: z.string(),
    vigencia_hasta: z.string(),
    clave_tecnica: z.string().nullable(),
    ambiente: z.number().int(),
    id_software: z.string(),
    pin_configurado: z.boolean(),
    id_sede: z.number().int().nullable(),
    /** Numbers left. */
    disponibles: z.number().int(),
    estado: z.enum(ESTADOS_RANGO_DIAN),
    alerta: z.enum(ALERTAS_RANGO_DIAN).nullable(),
  })
  .meta({ id: 'RangoDian' });
export type RangoDian = z.infer<typeof rangoDian>;

/** The fields a range is written with, already read (text trimmed, numbers as numbers). */
export interface DatosRangoDian {
  tipo: string;
  resolucion: string;
  fecha_resolucion: string;
  prefijo: string;
  desde: number;
  hasta: number;
  siguiente?: number | null;
  vigencia_desde: string;
  vigencia_hasta: string;
  clave_tecnica: string | null;
  ambiente: number;
  id_software: string;
  /** Absent on an edit: unchanged. */
  pin_software?: string | null;
  id_sede: number | null;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function fechaValida(texto: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === texto;
}

const numeroValido = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= NUMERO_RANGO_MAX;

/**
 * Each field's Spanish message for what is wrong with a range (none: valid). `pinRequerido`: on creation the PIN
 * must come; an edit without it keeps the stored one.
 */
export function validarRangoDian(d: DatosRangoDian, pinRequerido: boolean): Record<string, string> {
  const M = MENSAJES_RANGOS_DIAN;
  const e: Record<string, string> = {};
  if (!(TIPOS_RANGO_DIAN as readonly string[]).includes(d.tipo)) e.tipo = M.tipo;
  if (!/^\d{1,30}$/.test(d.resolucion)) e.resolucion = M.resolucion;
  if (!fechaValida(d.fecha_resolucion)) e.fecha_resolucion = M.fecha;
  if (!PATRON_PREFIJO.test(d.prefijo)) e.prefijo = M.prefijo;
  else if (prefijoDeNotaPropia(d.tipo, d.prefijo)) e.prefijo = M.prefijoNota;
  if (!numeroValido(d.desde)) e.desde = M.numero;
  if (!numeroValido(d.hasta)) e.hasta = M.numero;
  else if (!e.desde && d.desde > d.hasta) e.hasta = M.desdeHasta;
  if (d.siguiente !== undefined && d.siguiente !== null) {
    if (!Number.isInteger(d.siguiente)) e.siguiente = M.siguiente;
    else if (!e.desde && !e.hasta && (d.siguiente < d.desde || d.siguiente > d.hasta + 1))
      e.siguiente = M.siguiente;
  }
  if (!fechaValida(d.vigencia_desde)) e.vigencia_desde = M.fecha;
  if (!fechaValida(d.vigencia_hasta)) e.vigencia_hasta = M.fecha;
  else if (!e.vigencia_desde && d.vigencia_hasta < d.vigencia_desde) e.vigencia_hasta = M.vigencia;
  if (d.clave_tecnica !== null && !/^\S{1,100}$/.test(d.clave_tecnica))
    e.clave_tecnica = M.claveTecnicaFormato;
  else if (d.tipo === 'factura' && d.clave_tecnica === null) e.clave_tecnica = M.claveTecnica;
  if (d.ambiente !== 1 && d.ambiente !== 2) e.ambiente = M.ambiente;
  if (d.id_software.length < 1 || d.id_software.length > 100) e.id_software = M.idSoftware;
  const pin = d.pin_software ?? null;
  if (pin === null ? pinRequerido : !/^\S{1,100}$/.test(pin)) e.pin_software = M.pin;
  if (d.tipo === 'pos' && d.id_sede === null) e.id_sede = M.sedeRequerida;
  return e;
}
