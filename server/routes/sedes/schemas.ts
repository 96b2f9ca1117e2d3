import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { LONGITUDES_SEDE } from '../../../common/constantes';
import { sede } from '../../../common/registros';
import { optionalText, text } from '../../lib/schemas';

/** POST sedes/sede/{id} (`_method=put`): the venue's name (required) and address (empty: none). */
export const sedeBody = z.object({
  nombre: text(LONGITUDES_SEDE.nombre),
  direccion: optionalText(LONGITUDES_SEDE.direccion),
});
export type SedeInput = z.infer<typeof sedeBody>;

export const MENSAJES_SEDES = {
  actualizada: 'Sede actualizada correctamente',
  creada: 'Sede creada correctamente',
  desactivada: 'Sede desactivada correctamente',
  activada: 'Sede activada correctamente',
  principal: 'La sede principal no se puede desactivar',
  cajaAbierta: 'La sede tiene una caja abierta; ciérrela antes de desactivar la sede',
  limite: (limite: number) =>
    `Tu plan permite ${limite === 1 ? '1 sede activa' : `${limite} sedes activas`}; mejora tu plan para tener más`,
};

export const respuestasSedes = { lista: respuestas(z.array(sede)), una: respuestas(sede) };
