import type { Validator } from 'react-admin';
import type { Campo } from '../../../common/catalogo';
import { validarValor } from '../../../common/validacion';

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

/** The field's react-admin validator; marked required so that its label carries the asterisk. */
export function validadorDe(campo: Campo): Validator {
  const validar: Validator & { isRequired?: boolean } = (valor: unknown) => validarCampo(campo, valor);
  if (campo.requerido) validar.isRequired = true;
  return validar;
}
