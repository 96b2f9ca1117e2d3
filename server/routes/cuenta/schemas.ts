import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { cuentaPropia, LONGITUDES_CUENTA } from '../../../common/cuenta';
import { DISPOSICIONES } from '../../../common/disposiciones';
import { telefonoE164 } from '../../../common/telefono';
import { text } from '../../lib/schemas';

const TELEFONO = 'El campo debe de ser un número telefonico';
const INDICATIVO = /^\+\d{1,4}(-\d{1,4})?_[A-Za-z]{2}$/;

/**
 * POST usuarios/me/usuario: nombre, apellido and numeroTelefonico (empty: none), read with the dial code of
 * `selectedCountryCode` ('+57_CO' unless given) and stored as sign-up stores it ('+573001234567').
 */
export const cuentaBody = z
  .object({
    nombre: text(LONGITUDES_CUENTA.nombre),
    apellido: text(LONGITUDES_CUENTA.apellido),
    numeroTelefonico: z
      .union([z.string(), z.number().transform(String)])
      .optional()
      .nullable(),
    selectedCountryCode: z.string().regex(INDICATIVO, 'Debe de seleccionar un indicativo valido').optional(),
  })
  .transform((body, ctx) => {
    const escrito = (body.numeroTelefonico ?? '').trim();
    if (escrito === '' || escrito === 'null') return { ...body, numeroTelefonico: null };
    const e164 = telefonoE164(escrito, body.selectedCountryCode ?? '+57_CO');
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: TELEFONO, path: ['numeroTelefonico'] });
      return z.NEVER;
    }
    return { ...body, numeroTelefonico: e164 };
  });
export type CuentaInput = z.infer<typeof cuentaBody>;

export const respuestasCuenta = { una: respuestas(cuentaPropia) };

/** POST usuarios/me/disposicion (issue 30): one of the eight layouts (another: the usual 'valor no permitido', 422). */
export const disposicionBody = z.object({ disposicion: z.enum(DISPOSICIONES) });
export const respuestasDisposicion = {
  una: respuestas(z.object({ disposicion: z.enum(DISPOSICIONES) }).meta({ id: 'DisposicionPropia' })),
};
