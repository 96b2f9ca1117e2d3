import type { Envelope } from '../../../common/api';
import type { OpcionModificadorRespuesta } from '../../../common/modificadoresEsquemas';
import { http } from '../../dataProvider/http';

export interface OpcionEnviada {
  id?: number;
  nombre: string;
  precio: string;
  id_ingrediente: number | null;
  cantidad: string | null;
}

/** GET gruposModificadores/grupo/{id}/opciones. */
export async function leerOpciones(id: number | string): Promise<OpcionModificadorRespuesta[]> {
  const { data } = await http.get<Envelope<OpcionModificadorRespuesta[]>>(
    `gruposModificadores/grupo/${id}/opciones`,
  );
  return data.data;
}

/** POST gruposModificadores/grupo/{id}/opciones: replaces the options; answers them as stored. */
export async function guardarOpciones(
  id: number | string,
  opciones: OpcionEnviada[],
): Promise<{ opciones: OpcionModificadorRespuesta[]; mensaje: string }> {
  const { data } = await http.post<Envelope<OpcionModificadorRespuesta[]>>(
    `gruposModificadores/grupo/${id}/opciones`,
    { opciones },
  );
  return { opciones: data.data, mensaje: data.message };
}
