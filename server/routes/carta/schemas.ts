import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { menuCarta, qrCarta } from '../../../common/carta';

/** GET menu's query: the venue's public id (checked by its pattern in server/carta/plugin.ts). */
export const menuQuery = z.object({ menuId: z.string().max(200) });

export const respuestasCarta = {
  menu: respuestas(menuCarta),
  qrs: respuestas(z.array(qrCarta)),
  qr: respuestas(qrCarta),
};
