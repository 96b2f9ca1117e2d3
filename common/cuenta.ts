import { z } from 'zod';
import { LONGITUDES_SIGNUP } from './constantes';

/** The signed-in user's own data (/configSistema/cuenta; spec §3 'User': nombre, apellido, numeroTelefonico). */
export const cuentaPropia = z
  .object({
    nombre: z.string(),
    apellido: z.string(),
    /** Stored '+' + dial code + national number, or null. */
    numeroTelefonico: z.string().nullable(),
    correo: z.string(),
  })
  .meta({ id: 'CuentaPropia' });
export type CuentaPropia = z.infer<typeof cuentaPropia>;

export const LONGITUDES_CUENTA = { nombre: LONGITUDES_SIGNUP.name, apellido: LONGITUDES_SIGNUP.lastName };

export const MENSAJES_CUENTA = {
  actualizada: 'Datos actualizados correctamente',
};
