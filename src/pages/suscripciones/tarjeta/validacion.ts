import cardValidator from 'card-validator';

const numeroTarjeta = cardValidator.number;

/** What the card dialog's fields hold (the number and CVV as digits only). */
export interface ValoresTarjeta {
  nombrePropietario: string;
  numero: string;
  /** 'MM/YY' as typed. */
  expiracion: string;
  cvc: string;
}

export type CampoTarjeta = keyof ValoresTarjeta;

/** The card's brand as the library detects it from the number's prefix (card-validator / credit-card-type). */
export interface MarcaTarjeta {
  /** 'visa', 'mastercard', 'american-express', 'diners-club'… */
  tipo: string;
  nombre: string;
  /** Digits of the CVV: 4 for American Express, 3 for the others. */
  digitosCvv: number;
  longitudes: number[];
  /** Where the number's groups end ([4, 8, 12] or Amex's [4, 10]). */
  espacios: number[];
}

/** Without a brand yet: 16 digits in groups of four, a 3-digit CVV. */
const SIN_MARCA = { digitosCvv: 3, longitudes: [16, 19], espacios: [4, 8, 12] };

export const soloDigitos = (texto: string): string => texto.replace(/\D/g, '');

export function marcaDe(numero: string): MarcaTarjeta | null {
  const tarjeta = numeroTarjeta(soloDigitos(numero)).card;
  if (!tarjeta) return null;
  return {
    tipo: tarjeta.type,
    nombre: tarjeta.niceType,
    digitosCvv: tarjeta.code.size,
    longitudes: tarjeta.lengths,
    espacios: tarjeta.gaps,
  };
}

/** The gateways' names of a brand (Wompi answers VISA, MASTERCARD, AMEX; PayU's paymentMethod likewise). */
const FRANQUICIAS: Record<string, string> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  'diners-club': 'DINERS',
};
export const franquiciaDe = (marca: MarcaTarjeta | null): string =>
  marca ? (FRANQUICIAS[marca.tipo] ?? marca.tipo.toUpperCase()) : '';

/** A saved card's brand as the gateway named it ('VISA') → the library's type and name, for its icon. */
export function marcaDeFranquicia(franquicia: string): Pick<MarcaTarjeta, 'tipo' | 'nombre'> {
  const tipo =
    Object.entries(FRANQUICIAS).find(([, f]) => f === franquicia.toUpperCase())?.[0] ??
    franquicia.toLowerCase();
  return { tipo, nombre: cardValidator.creditCardType.getTypeInfo(tipo)?.niceType ?? franquicia };
}

export const digitosCvv = (marca: MarcaTarjeta | null): number => marca?.digitosCvv ?? SIN_MARCA.digitosCvv;
export const longitudMaxima = (marca: MarcaTarjeta | null): number =>
  Math.max(...(marca?.longitudes ?? SIN_MARCA.longitudes));

/** The number in the brand's groups ('4242 4242 4242 4242', Amex '3782 822463 10005'). */
export function formatearNumero(numero: string): string {
  const marca = marcaDe(numero);
  const digitos = soloDigitos(numero).slice(0, longitudMaxima(marca));
  const espacios = marca?.espacios ?? SIN_MARCA.espacios;
  return [...digitos].map((d, i) => (espacios.includes(i) ? ` ${d}` : d)).join('');
}

/** 'MMYY' typed → 'MM/YY' (the slash after the month, as the field shows it). */
export function formatearExpiracion(texto: string, anterior = ''): string {
  // Erasing the slash erases it, it does not come back at once.
  if (texto.length < anterior.length && anterior.endsWith('/') && !texto.includes('/')) return texto;
  const digitos = soloDigitos(texto).slice(0, 4);
  return digitos.length >= 2 ? `${digitos.slice(0, 2)}/${digitos.slice(2)}` : digitos;
}

/** Month and year split from 'MM/YY', trimmed (spec §3 'Card-plan payload'). */
export function partirExpiracion(expiracion: string): { mes: string; anio: string } {
  const [mes = '', anio = ''] = expiracion.split('/');
  return { mes: mes.trim(), anio: anio.trim() };
}

const T = 'comanda.suscripciones.tarjeta.errores';

/** An error: an i18n key and its values. */
export interface ErrorCampo {
  clave: string;
  valores?: Record<string, unknown>;
}

/** Spec §5 'Card dialog': the expiry's message, or null. `hoy` decides what is past (the month itself is not). */
export function errorExpiracion(expiracion: string, hoy: Date): ErrorCampo | null {
  const { mes, anio } = partirExpiracion(expiracion);
  if (!expiracion.trim()) return { clave: `${T}.expiracion_invalida` };
  if (!/^\d{2}$/.test(mes) || !/^\d{2}$/.test(anio)) return { clave: `${T}.expiracion_invalida` };
  const m = Number(mes);
  if (m < 1 || m > 12) return { clave: `${T}.mes_invalido` };
  const anioActual = hoy.getFullYear() % 100;
  const a = Number(anio);
  if (a < anioActual) return { clave: `${T}.anio_pasado` };
  if (a === anioActual && m < hoy.getMonth() + 1) return { clave: `${T}.fecha_pasada` };
  return null;
}

/** Spec §5 'Card dialog': each field's message (an i18n key), or none. Brand and Luhn come from card-validator. */
export function validarTarjeta(
  valores: ValoresTarjeta,
  hoy: Date = new Date(),
): Partial<Record<CampoTarjeta, ErrorCampo>> {
  const errores: Partial<Record<CampoTarjeta, ErrorCampo>> = {};
  if (!valores.nombrePropietario.trim()) errores.nombrePropietario = { clave: `${T}.requerido` };
  if (!numeroTarjeta(soloDigitos(valores.numero)).isValid) errores.numero = { clave: `${T}.numero_invalido` };
  const expiracion = errorExpiracion(valores.expiracion, hoy);
  if (expiracion) errores.expiracion = expiracion;
  const cvc = soloDigitos(valores.cvc);
  const digitos = digitosCvv(marcaDe(valores.numero));
  if (!cvc) errores.cvc = { clave: `${T}.requerido` };
  else if (cvc.length !== digitos) errores.cvc = { clave: `${T}.cvv_digitos`, valores: { n: digitos } };
  return errores;
}
