import type { Envelope } from '../../../common/api';
import type { LineaReceta } from '../../../common/receta';
import { http } from '../../dataProvider/http';

/** GET productos/producto/{id}/receta. */
export async function leerReceta(id: number | string): Promise<LineaReceta[]> {
  const { data } = await http.get<Envelope<LineaReceta[]>>(`productos/producto/${id}/receta`);
  return data.data;
}

/** POST productos/producto/{id}/receta: replaces the recipe; answers it as stored. */
export async function guardarReceta(
  id: number | string,
  ingredientes: { id_ingrediente: number; cantidad: string }[],
): Promise<{ receta: LineaReceta[]; mensaje: string }> {
  const { data } = await http.post<Envelope<LineaReceta[]>>(`productos/producto/${id}/receta`, {
    ingredientes,
  });
  return { receta: data.data, mensaje: data.message };
}
