import type { Validator } from 'react-admin';
import type { Campo, Catalogo } from '../../../common/catalogo';
import { reglasRegistro, validarValor } from '../../../common/validacion';

/** A validation error as react-admin translates it: the shared text's key (common/validacion.ts) and its values. */
export interface ErrorValidacion {
  message: string;
  args: Record<string, string | number>;
}

/** What is wrong with a value of this declared field, or undefined: the server's own check (`validarValor`). */
export function validarCampo(campo: Campo, valor: unknown): ErrorValidacion | undefined {
  const resultado = validarValor(campo, valor);
  return resultado.ok
    ? undefined
    : { message: `comanda.validacion.${resultado.clave}`, args: resultado.args ?? {} };
}

/** The i18n key of a key of `reglasRegistro` ('requerido', or the catalogue's own 'catalogo.nit_digito'). */
export const claveRegla = (c: Catalogo, clave: string) =>
  clave.startsWith('catalogo.')
    ? `comanda.catalogos.${c.recurso}.mensajes.${clave.slice(9)}`
    : `comanda.validacion.${clave}`;

/**
 * What is wrong with this field of the whole form: its own value first, then the rules across fields the server
 * runs too (`requeridoSi`, the catalogue's `validarRegistro`), in the same words.
 */
export function validarEnFormulario(
  c: Catalogo,
  nombre: string,
  valor: unknown,
  valores: Record<string, unknown> = {},
): ErrorValidacion | undefined {
  const propio = validarCampo(c.campos[nombre], valor);
  if (propio) return propio;
  const clave = reglasRegistro(c, { ...valores, [nombre]: valor })[nombre];
  return clave ? { message: claveRegla(c, clave), args: {} } : undefined;
}

/** The field's react-admin validator; marked required so that its label carries the asterisk. */
export function validadorDe(c: Catalogo, nombre: string): Validator {
  const campo = c.campos[nombre];
  const validar: Validator & { isRequired?: boolean } = (valor: unknown, valores?: Record<string, unknown>) =>
    validarEnFormulario(c, nombre, valor, valores);
  if (campo.requerido) validar.isRequired = true;
  return validar;
}
