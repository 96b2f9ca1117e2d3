import type { Target } from './measure';

/**
 * Every read route of the API (each GET of the OpenAPI description, /api/docs/json), with the demo company's
 * values filled in: the sweep of `npm run bench` measures each against the bare route of the same round, so a read
 * that became slower shows beside the others (issue 5: "no read slower than before"). GETs that read no company
 * data are left out on purpose (`SIN_MEDIR`); any other GET that has no entry here is printed as not measured, so
 * a new route cannot slip past the sweep unnoticed.
 */

/** GETs the sweep does not measure, and why. */
export const SIN_MEDIR: Record<string, string> = {
  '/api/ping': 'the bare route itself',
  '/api/docs/json': 'the API description, not data',
  '/api/captcha/challenge': 'makes a new signed challenge (sign-in), not a read',
  '/api/uploads/{*}': 'static files',
  '/api/productos/venta': 'measured in the main rounds (200 and 304)',
};

/** The ids the item routes read: the first row of each list, from the running server (before the big seed). */
export interface IdsDemo {
  [ruta: string]: number | string;
}

/** `GET <list>?rowsPerPage=1` → its first row's id, for the item route beside it. */
const LISTAS_DE_ITEMS: Record<string, string> = {
  '/api/categorias/categoria/{id}': '/api/categorias',
  '/api/productosImpuestos/productoImpuesto/{id}': '/api/productosImpuestos',
  '/api/formasPago/formaPago/{id}': '/api/formasPago',
  '/api/tiposGastos/tipoGasto/{id}': '/api/tiposGastos',
  '/api/configuraciones/punto/impresion/{id}': '/api/configuraciones/puntos/impresion',
  '/api/mesas/mesa/{id}': '/api/mesas',
  '/api/productos/producto/{id}': '/api/productos',
  '/api/nits/nit/{id}': '/api/nits',
};

/** Reads the ids the item routes need from the demo company (its recipes and its master product included). */
export async function idsDemo(base: string, auth: Record<string, string>): Promise<IdsDemo> {
  const leer = async <T>(ruta: string): Promise<T> => {
    const res = await fetch(`${base}${ruta}`, { headers: auth });
    if (!res.ok) throw new Error(`GET ${ruta}: ${res.status}`);
    return ((await res.json()) as { data: T }).data;
  };
  const ids: IdsDemo = {};
  for (const [item, lista] of Object.entries(LISTAS_DE_ITEMS)) {
    const pagina = await leer<{ data: { id: number }[] }>(`${lista}?rowsPerPage=1`);
    if (pagina.data[0]) {
      ids[item] = pagina.data[0].id;
      continue;
    }
    // A catalogue the demo leaves empty (expense types): one row with only a name.
    const res = await fetch(`${base}${item.replace('/{id}', '')}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ nombre: 'Fila de la medición' }),
    });
    if (res.ok) ids[item] = ((await res.json()) as { data: { id: number } }).data.id;
  }
  const maestros = await leer<{ id: number }[]>('/api/productos/maestros');
  if (maestros[0]) ids['/api/productos/maestros/producto/{id}'] = maestros[0].id;
  // A product with a recipe: the demo's 'Patacón con hogao' (four ingredients).
  const conReceta = await leer<{ data: { id: number }[] }>(
    `/api/productos?page=0&rowsPerPage=1&search=${encodeURIComponent('patacón con hogao')}`,
  );
  if (conReceta.data[0]) ids['/api/productos/producto/{id}/receta'] = conReceta.data[0].id;
  return ids;
}

/**
 * The sweep's routes: OpenAPI path → the request made. Query strings are those the app sends (a page of 10, the
 * default venue where the route takes one: none given, the server picks the main one).
 */
export function lecturas(ids: IdsDemo, auth: Record<string, string>): Target[] {
  const conId = (plantilla: string, valor: number | string | undefined) =>
    valor === undefined ? null : plantilla.replace(/\{[a-z]+\}/, encodeURIComponent(String(valor)));
  const rutas: [string, string | null, Partial<Target>?][] = [
    ['/api/captcha/config', '/api/captcha/config'],
    ['/api/configuraciones/paises', '/api/configuraciones/paises'],
    ['/api/paises/hispanicos', '/api/paises/hispanicos'],
    ['/api/configuraciones/documentos', '/api/configuraciones/documentos'],
    ['/api/configuraciones', '/api/configuraciones'],
    ['/api/configuraciones/tiposIdentificacion', '/api/configuraciones/tiposIdentificacion'],
    ['/api/configuraciones/departamentos', '/api/configuraciones/departamentos'],
    ['/api/configuraciones/municipios', '/api/configuraciones/municipios?id_departamento=5'],
    [
      '/api/configuraciones/actividadesEconomicas',
      '/api/configuraciones/actividadesEconomicas?search=restaurante',
    ],
    ['/api/configuraciones/objetivosVentas', '/api/configuraciones/objetivosVentas'],
    ['/api/configuraciones/rol', '/api/configuraciones/rol'],
    ['/api/configuraciones/module', '/api/configuraciones/module'],
    ['/api/usuarios/me/usuario', '/api/usuarios/me/usuario'],
    ['/api/sedes', '/api/sedes'],
    ['/api/categorias/orden', '/api/categorias/orden'],
    ['/api/categorias/padres', '/api/categorias/padres'],
    ['/api/categorias/hijos', '/api/categorias/hijos'],
    ['/api/categorias', '/api/categorias?page=1&rowsPerPage=10'],
    ['/api/productosImpuestos', '/api/productosImpuestos?page=1&rowsPerPage=10'],
    ['/api/formasPago', '/api/formasPago?page=1&rowsPerPage=10'],
    ['/api/formasPago/ventas', '/api/formasPago/ventas'],
    ['/api/tiposGastos', '/api/tiposGastos?page=1&rowsPerPage=10'],
    ['/api/configuraciones/puntos/impresion', '/api/configuraciones/puntos/impresion?page=1&rowsPerPage=10'],
    ['/api/mesas', '/api/mesas?page=1&rowsPerPage=10'],
    ['/api/productos', '/api/productos?page=0&rowsPerPage=10'],
    // The search of the 5,000 products (PostgreSQL), also alone: BENCH_SOLO='/api/productos?search='.
    [
      '/api/productos?search=',
      `/api/productos?page=0&rowsPerPage=10&search=${encodeURIComponent('prueba 12')}`,
    ],
    ['/api/nits', '/api/nits?page=0&rowsPerPage=10'],
    ['/api/productos/maestros', '/api/productos/maestros'],
    // Every product (5,000 on PostgreSQL): a big body, so fewer connections keep it under the timeout.
    ['/api/productos/orden', '/api/productos/orden', { connections: 10 }],
    ['/api/usuarios', '/api/usuarios'],
    ['/api/usuarios/inactive', '/api/usuarios/inactive'],
    ['/api/usuarios/usuariosInvitados', '/api/usuarios/usuariosInvitados'],
    [
      '/api/usuarios/usuario/correo/{email}',
      conId('/api/usuarios/usuario/correo/{email}', 'demo@comanda.co'),
    ],
    ['/api/nits/nit/documento/{doc}', conId('/api/nits/nit/documento/{doc}', '222222222222')],
    ['/api/inventarios', '/api/inventarios?page=1&rowsPerPage=10'],
    ['/api/ordenes', '/api/ordenes?page=1&rowsPerPage=10'],
    ['/api/ordenes/ordenesAbiertas', '/api/ordenes/ordenesAbiertas'],
    ['/api/ordenes/grupo/despacho', '/api/ordenes/grupo/despacho'],
    ['/api/mesas/mesa/orden', '/api/mesas/mesa/orden'],
    ['/api/auditoria', '/api/auditoria?page=1&rowsPerPage=10'],
    ['/api/ordenes/tiquetes', '/api/ordenes/tiquetes?page=1&rowsPerPage=10'],
    ...Object.keys(LISTAS_DE_ITEMS).map((p): [string, string | null] => [p, conId(p, ids[p])]),
    [
      '/api/productos/maestros/producto/{id}',
      conId('/api/productos/maestros/producto/{id}', ids['/api/productos/maestros/producto/{id}']),
    ],
    [
      '/api/productos/producto/{id}/receta',
      conId('/api/productos/producto/{id}/receta', ids['/api/productos/producto/{id}/receta']),
    ],
  ];
  return rutas.flatMap(([plantilla, path, extra]) =>
    path === null ? [] : [{ name: `GET ${plantilla}`, path, headers: auth, ...extra }],
  );
}

/** The OpenAPI GETs that neither the sweep nor `SIN_MEDIR` covers (a new route someone should add above). */
export async function sinCubrir(base: string, medidas: Target[]): Promise<string[]> {
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const cubiertas = new Set([...medidas.map((t) => t.name.replace(/^GET /, '')), ...Object.keys(SIN_MEDIR)]);
  return Object.entries(doc.paths)
    .filter(([ruta, ops]) => ops.get && !cubiertas.has(ruta))
    .map(([ruta]) => ruta);
}
