import type { Envelope } from '../../../common/api';
import type { MesaConOrden } from '../../../common/ordenes';
import type { Sede } from '../../../common/registros';
import { http } from '../../dataProvider/http';

/** GET sedes: the company's venues, the main one first. */
export async function leerSedes(): Promise<Sede[]> {
  const { data } = await http.get<Envelope<Sede[]>>('sedes');
  return data.data;
}

/** What the map shows: the venue's tables with their open order, and when they were read (minutes count from it). */
export interface Mapa {
  mesas: MesaConOrden[];
  leidoEn: number;
}

/** GET mesas/mesa/orden?id_sede=: the venue's tables with their open order's total, lines and minutes open. */
export async function leerMapa(idSede: number): Promise<Mapa> {
  const { data } = await http.get<Envelope<MesaConOrden[]>>('mesas/mesa/orden', {
    params: { id_sede: idSede },
  });
  return { mesas: data.data, leidoEn: Date.now() };
}
