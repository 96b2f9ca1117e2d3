import type { Envelope } from '../../../common/api';
import type { BloqueContingencia } from '../../../common/contingencia';
import { http } from '../../dataProvider/http';
import { almacenIdb, almacenMemoria, type Almacen, type BloqueLocal } from './almacen';

/** The device's store: IndexedDB where the browser has it (memory otherwise: nothing survives a reload there). */
let almacen: Almacen | null = null;
export const almacenActual = (): Almacen =>
  (almacen ??= typeof indexedDB === 'undefined' ? almacenMemoria() : almacenIdb());
/** Tests: a store of their own. */
export const usarAlmacen = (a: Almacen) => {
  almacen = a;
};

/** POST ventas/contingencia/bloques: a block of contingency numbers for this device in the venue. */
export async function reservarBloque(
  dispositivo: string,
  idSede: number,
): Promise<Omit<BloqueLocal, 'siguiente'>> {
  const { data } = await http.post<Envelope<BloqueContingencia>>('ventas/contingencia/bloques', {
    dispositivo,
    id_sede: idSede,
  });
  const b = data.data;
  return { id: b.id, id_sede: b.id_sede, prefijo: b.prefijo, desde: b.desde, hasta: b.hasta };
}

/** A queued sale sent as it was made (its key makes a repeated send the same sale). */
export const enviarPendiente = (cuerpo: Record<string, unknown>) => http.post('ventas/inmediata', cuerpo);
