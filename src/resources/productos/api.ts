import type { Envelope } from '../../../common/api';
import type { LineaReceta } from '../../../common/receta';
import type { GrupoDeProducto } from '../../../common/modificadoresEsquemas';
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

/** GET productos/producto/{id}/modificadores: the product's modifier groups, in order. */
export async function leerGruposProducto(id: number | string): Promise<GrupoDeProducto[]> {
  const { data } = await http.get<Envelope<GrupoDeProducto[]>>(`productos/producto/${id}/modificadores`);
  return data.data;
}

/** POST productos/producto/{id}/modificadores: replaces them; answers them as stored. */
export async function guardarGruposProducto(
  id: number | string,
  grupos: number[],
): Promise<{ grupos: GrupoDeProducto[]; mensaje: string }> {
  const { data } = await http.post<Envelope<GrupoDeProducto[]>>(`productos/producto/${id}/modificadores`, {
    grupos,
  });
  return { grupos: data.data, mensaje: data.message };
}
