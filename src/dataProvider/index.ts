import type { DataProvider, GetListResult, Identifier, RaRecord } from 'react-admin';
import type { Envelope, Page } from '../../common/api';
import { http } from './http';
import { aFormData } from './formData';
import { exportar } from './exportar';
import { recursoApi } from './resources';

export const TAMANO_PAGINA = 10;
/**
 * A list's `perPage` that asks the API for every row at once (`rowsPerPage=-1`, spec §9 'All'): a count no list
 * reaches rather than -1 itself, because react-admin's list counts its pages as total / perPage and would chase a
 * negative last page (page -2, then 1, then -2…) in a loop of requests.
 */
export const TODAS_LAS_FILAS = 1_000_000_000;

const esPagina = <T>(data: unknown): data is Page<T> =>
  typeof data === 'object' && data !== null && Array.isArray((data as Page<T>).data);

/** The API's `rowsPerPage`: -1 for every row, however the list asked for them. */
const porPaginaApi = (porPagina: number) => (porPagina === TODAS_LAS_FILAS ? -1 : porPagina);

/** The API's query string for a react-admin list: page, rowsPerPage, search (the `q` filter) and other filters. */
export function parametrosLista(
  resource: string,
  pagination: { page: number; perPage: number } | undefined,
  filter: Record<string, unknown> = {},
): Record<string, unknown> {
  const { primeraPagina = 1 } = recursoApi(resource);
  const { q, ...resto } = filter;
  const params: Record<string, unknown> = {
    page: (pagination?.page ?? 1) - 1 + primeraPagina,
    rowsPerPage: porPaginaApi(pagination?.perPage ?? TAMANO_PAGINA),
    ...resto,
  };
  if (typeof q === 'string' && q.trim()) params.search = q.trim();
  return params;
}

async function obtenerLista(resource: string, params: Record<string, unknown>): Promise<GetListResult> {
  const { lista, filas: deRespuesta } = recursoApi(resource);
  const resto = { ...params };
  const ruta = lista.replace(/\{(\w+)\}/g, (_, campo: string) => {
    const valor = resto[campo];
    delete resto[campo];
    return encodeURIComponent(String(valor));
  });
  const { data } = await http.get<Envelope<unknown>>(ruta, { params: resto });
  if (deRespuesta) {
    const filas = deRespuesta(data.data as never) as RaRecord[];
    return { data: filas, total: filas.length };
  }
  if (esPagina<RaRecord>(data.data)) {
    // Whatever a page carries besides its rows and counts (a report's `totales`) is the list's `meta`.
    const { data: filas, total, current_page: _p, per_page: _pp, last_page: _u, ...meta } = data.data;
    return { data: filas, total, ...(Object.keys(meta).length > 0 && { meta }) };
  }
  const filas = (data.data as RaRecord[]) ?? [];
  return { data: filas, total: filas.length };
}

async function obtenerUno(resource: string, id: Identifier): Promise<RaRecord> {
  const { data } = await http.get<Envelope<RaRecord>>(`${recursoApi(resource).item}/${id}`);
  return data.data;
}

const rutaEliminar = (resource: string) => recursoApi(resource).eliminar ?? recursoApi(resource).item;

/**
 * The app's data provider: react-admin's methods, a list's file as the server writes it (a report's .xlsx), and
 * `consultar`: a read of the API that is not a resource (the dashboard's figures).
 */
export type ProveedorDatos = DataProvider & {
  exportar: typeof exportar;
  consultar: <T>(ruta: string, params?: Record<string, unknown>) => Promise<{ data: T }>;
};

/**
 * react-admin's data provider over the spec's API: every catalogue is declared in ./resources. Updates are
 * POST with `_method=put` in multipart form data; getMany asks for each id (catalogue references are few).
 */
const dataProvider: ProveedorDatos = {
  consultar: async <T>(ruta: string, params?: Record<string, unknown>) => ({
    data: (await http.get<Envelope<T>>(ruta, { params })).data.data,
  }),

  getList: (resource, { pagination, filter }) =>
    obtenerLista(resource, parametrosLista(resource, pagination, filter)) as never,

  getOne: async (resource, { id }) => ({ data: (await obtenerUno(resource, id)) as never }),

  getMany: async (resource, { ids }) => ({
    data: (await Promise.all(ids.map((id) => obtenerUno(resource, id)))) as never,
  }),

  getManyReference: (resource, { target, id, pagination, filter }) =>
    obtenerLista(resource, parametrosLista(resource, pagination, { ...filter, [target]: id })) as never,

  create: async (resource, { data }) => {
    const { data: res } = await http.post<Envelope<RaRecord>>(recursoApi(resource).item, aFormData(data));
    return { data: res.data } as never;
  },

  update: async (resource, { id, data }) => {
    const { data: res } = await http.post<Envelope<RaRecord>>(
      `${recursoApi(resource).item}/${id}`,
      aFormData(data, 'put'),
    );
    return { data: res.data } as never;
  },

  updateMany: async (resource, { ids, data }) => {
    for (const id of ids) await http.post(`${recursoApi(resource).item}/${id}`, aFormData(data, 'put'));
    return { data: ids };
  },

  delete: async (resource, { id, previousData }) => {
    await http.delete(`${rutaEliminar(resource)}/${id}`);
    return { data: (previousData ?? { id }) as never };
  },

  deleteMany: async (resource, { ids }) => {
    for (const id of ids) await http.delete(`${rutaEliminar(resource)}/${id}`);
    return { data: ids };
  },

  exportar,
};

export default dataProvider;
