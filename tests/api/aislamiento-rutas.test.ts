import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RutaApi } from '../../server/plugins/permisos';
import { createTestApp, type TestApp } from './harness';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';
import { fotoBd } from './foto-bd';
import { bloquesContingencia, ventasSinConexion } from '../../server/db/schema';
import { CATALOGOS, nits } from '../../common/catalogos';
import { crearSede, cuerpoValido, enviar, referenciasDeEmpresa } from './catalogos-soporte';
import {
  nits as tablaNits,
  ordenesEnvios,
  suscripcionesEmpresa,
  tiquetes,
  webhooks,
  webhooksEntregas,
} from '../../server/db/schema';

/** An id that exists in no company: another company's id must answer exactly like it. */
const NINGUNA = 987654321;

let t: TestApp;
let a: EmpresaDePrueba;
let b: EmpresaDePrueba;
let padreA: number;
let propiaB: number;
let sedeA: number;
let sedeB: number;
/** A pending invitation of company A. */
let invitadoA: number;
/** A row of each catalogue in company A and in company B, by `recurso`. */
const registrosA: Record<string, number> = {};
const registrosB: Record<string, number> = {};

type Metodo = 'GET' | 'POST' | 'DELETE';
const pedir = (method: Metodo, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: b.auth, ...(payload && { payload }) });

/** Company B's request with company A's id answers as with an id that exists nowhere (404 for a path id). */
async function comoInexistente(
  estado: number,
  peticion: (id: number) => ReturnType<typeof pedir>,
  ajenaId = padreA,
): Promise<void> {
  const ajena = await peticion(ajenaId);
  const inexistente = await peticion(NINGUNA);
  expect(ajena.statusCode).toBe(estado);
  expect(ajena.json()).toEqual(inexistente.json());
}

/**
 * The cross-company case of every route that carries an id (path parameter, or an id field of its query or body):
 * company B tries company A's category. Each case runs with a snapshot of the whole database around it.
 */
const CASOS: Record<string, () => Promise<void>> = {
  'GET /api/categorias/categoria/:id': () =>
    comoInexistente(404, (id) => pedir('GET', `categorias/categoria/${id}`)),
  'POST /api/categorias/categoria/:id': async () => {
    await comoInexistente(404, (id) =>
      pedir('POST', `categorias/categoria/${id}`, { _method: 'put', nombre: 'Robada' }),
    );
    await comoInexistente(422, (id) =>
      pedir('POST', `categorias/categoria/${propiaB}`, { _method: 'put', id_categoria_padre: id }),
    );
  },
  'DELETE /api/categorias/categoria/:id': () =>
    comoInexistente(404, (id) => pedir('DELETE', `categorias/categoria/${id}`)),
  'POST /api/categorias/categoria': () =>
    comoInexistente(422, (id) =>
      pedir('POST', 'categorias/categoria', { nombre: 'Intrusa', id_categoria_padre: id }),
    ),
  'POST /api/categorias/orden': () =>
    comoInexistente(422, (id) => pedir('POST', 'categorias/orden', { ids: [propiaB, id] })),
  'GET /api/categorias/hijos': async () => {
    await comoInexistente(200, (id) => pedir('GET', `categorias/hijos?id_categoria_padre=${id}`));
    expect((await pedir('GET', `categorias/hijos?id_categoria_padre=${padreA}`)).json().data).toEqual([]);
  },
};

/**
 * Each declared catalogue's cases, generated from its declaration: company B asks for, changes and deletes company
 * A's row, and creates and updates its own rows pointing at A's venue.
 */
for (const c of CATALOGOS) {
  const item = c.api.item;
  const borrar = c.api.eliminar ?? c.api.item;
  const referencias = referenciasDeEmpresa(c);
  const deA = () => registrosA[c.recurso];
  const cuerpo = (n: number) => cuerpoValido(c, n, sedeB);
  CASOS[`GET /api/${item}/:id`] = () => comoInexistente(404, (id) => pedir('GET', `${item}/${id}`), deA());
  CASOS[`POST /api/${item}/:id`] = async () => {
    await comoInexistente(
      404,
      (id) => pedir('POST', `${item}/${id}`, { _method: 'put', ...cuerpo(1) }),
      deA(),
    );
    for (const k of referencias)
      await comoInexistente(
        422,
        (id) => pedir('POST', `${item}/${registrosB[c.recurso]}`, { _method: 'put', [k]: id }),
        sedeA,
      );
  };
  CASOS[`DELETE /api/${borrar}/:id`] = () =>
    comoInexistente(404, (id) => pedir('DELETE', `${borrar}/${id}`), deA());
  if (referencias.length > 0)
    CASOS[`POST /api/${item}`] = async () => {
      for (const k of referencias)
        await comoInexistente(422, (id) => pedir('POST', item, { ...cuerpo(2), [k]: id }), sedeA);
    };
}

/** A document number only company A has (its supplier is made in beforeAll). */
const DOCUMENTO_A = 80_000_999;
CASOS['GET /api/nits/nit/documento/:doc'] = () =>
  comoInexistente(404, (doc) => pedir('GET', `nits/nit/documento/${doc}`), DOCUMENTO_A);

CASOS['GET /api/formasPago/ventas'] = () =>
  comoInexistente(200, (id) => pedir('GET', `formasPago/ventas?id_sede=${id}`), sedeA);

// Products' routes beside the generated catalogue: company A's product answers as none.
CASOS['GET /api/productos/maestros/producto/:id'] = () =>
  comoInexistente(404, (id) => pedir('GET', `productos/maestros/producto/${id}`), registrosA.productos);
CASOS['GET /api/productos/producto/:id/receta'] = () =>
  comoInexistente(404, (id) => pedir('GET', `productos/producto/${id}/receta`), registrosA.productos);
CASOS['POST /api/productos/producto/:id/receta'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', `productos/producto/${id}/receta`, { ingredientes: [] }),
    registrosA.productos,
  );
// Issue 32: a group's options and a product's groups; company A's group or product answers as none.
CASOS['GET /api/gruposModificadores/grupo/:id/opciones'] = () =>
  comoInexistente(
    404,
    (id) => pedir('GET', `gruposModificadores/grupo/${id}/opciones`),
    registrosA.gruposModificadores,
  );
CASOS['POST /api/gruposModificadores/grupo/:id/opciones'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', `gruposModificadores/grupo/${id}/opciones`, { opciones: [] }),
    registrosA.gruposModificadores,
  );
CASOS['GET /api/productos/producto/:id/modificadores'] = () =>
  comoInexistente(404, (id) => pedir('GET', `productos/producto/${id}/modificadores`), registrosA.productos);
CASOS['POST /api/productos/producto/:id/modificadores'] = async () => {
  await comoInexistente(
    404,
    (id) => pedir('POST', `productos/producto/${id}/modificadores`, { grupos: [] }),
    registrosA.productos,
  );
  await comoInexistente(
    422,
    (id) => pedir('POST', `productos/producto/${registrosB.productos}/modificadores`, { grupos: [id] }),
    registrosA.gruposModificadores,
  );
};
CASOS['POST /api/usuarios/usuario/actualizar'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', 'usuarios/usuario/actualizar', { id, nombre: 'Robado' }),
    a.usuarioId,
  );
CASOS['POST /api/usuarios/usuario/propietario'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', 'usuarios/usuario/propietario', { id, contrasena: b.password }),
    a.usuarioId,
  );
CASOS['DELETE /api/usuarios/usuario/:id'] = async () => {
  await comoInexistente(404, (id) => pedir('DELETE', `usuarios/usuario/${id}`), a.usuarioId);
  await comoInexistente(404, (id) => pedir('DELETE', `usuarios/usuario/${id}`), invitadoA);
};
CASOS['GET /api/usuarios/usuario/correo/:email'] = async () => {
  const ajena = await pedir('GET', `usuarios/usuario/correo/${encodeURIComponent(a.email)}`);
  const inexistente = await pedir('GET', 'usuarios/usuario/correo/nadie%40ejemplo.co');
  expect(ajena.statusCode).toBe(404);
  expect(ajena.json()).toEqual(inexistente.json());
};
CASOS['DELETE /api/usuarios/invitacion/:id'] = () =>
  comoInexistente(404, (id) => pedir('DELETE', `usuarios/invitacion/${id}`), invitadoA);
CASOS['POST /api/usuario/invitado'] = () =>
  comoInexistente(
    404,
    (id) =>
      pedir('POST', 'usuario/invitado', {
        id,
        token: 'ajeno',
        nombre: 'Intruso',
        apellido: 'Ajeno',
        contraseña: 'Arepa-de-Choclo-2026',
      }),
    invitadoA,
  );
CASOS['POST /api/configuraciones/objetivos/ventas'] = () =>
  comoInexistente(
    422,
    (id) => pedir('POST', 'configuraciones/objetivos/ventas', { id_sede: id, objetivo_mensual: '100' }),
    sedeA,
  );
CASOS['POST /api/sedes/sede/:id'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', `sedes/sede/${id}`, { _method: 'put', nombre: 'Robada', direccion: 'Calle 1' }),
    sedeA,
  );
CASOS['POST /api/sedes/sede/:id/desactivar'] = () =>
  comoInexistente(404, (id) => pedir('POST', `sedes/sede/${id}/desactivar`, {}), sedeA);
CASOS['POST /api/sedes/sede/:id/activar'] = () =>
  comoInexistente(404, (id) => pedir('POST', `sedes/sede/${id}/activar`, {}), sedeA);
// DIAN numbering ranges (issue 29): company B reads or edits company A's range, or points its own at A's venue.
let rangoA: number;
const rangoDian = (id_sede: number, prefijo = 'AIS') => ({
  tipo: 'pos',
  resolucion: '18760000001',
  fecha_resolucion: '2026-01-01',
  prefijo,
  desde: 1,
  hasta: 100,
  vigencia_desde: '2026-01-01',
  vigencia_hasta: '2099-12-31',
  ambiente: 2,
  id_software: 'sw',
  pin_software: '1',
  id_sede,
});
CASOS['GET /api/configuraciones/rangosDian/rangoDian/:id'] = () =>
  comoInexistente(404, (id) => pedir('GET', `configuraciones/rangosDian/rangoDian/${id}`), rangoA);
// A's sale carries no document here: tests/api/dian-documentos.test.ts asks B for A's stored XML.
CASOS['GET /api/erp/documentos/:tipo/:id/xml'] = async () => {
  for (const tipo of ['venta', 'factura', 'nota'])
    await comoInexistente(404, (id) => pedir('GET', `erp/documentos/${tipo}/${id}/xml`), ventasA.venta);
};
CASOS['POST /api/configuraciones/rangosDian/rangoDian/:id'] = () =>
  comoInexistente(
    404,
    (id) =>
      pedir('POST', `configuraciones/rangosDian/rangoDian/${id}`, { _method: 'put', ...rangoDian(sedeB) }),
    rangoA,
  );
// Contingency blocks (issue 31): B reserves in A's venue, or returns A's block.
let bloqueA: number;
const DISPOSITIVO = '0b6f1c1e-3a51-4a57-9a8e-31a1c0de0031';
CASOS['POST /api/ventas/contingencia/bloques'] = () =>
  comoInexistente(
    422,
    (id) => pedir('POST', 'ventas/contingencia/bloques', { dispositivo: DISPOSITIVO, id_sede: id }),
    sedeA,
  );
CASOS['POST /api/ventas/contingencia/bloques/:id/devolver'] = () =>
  comoInexistente(
    404,
    (id) =>
      pedir('POST', `ventas/contingencia/bloques/${id}/devolver`, {
        dispositivo: DISPOSITIVO,
        sin_usar_desde: 1,
      }),
    bloqueA,
  );
CASOS['POST /api/configuraciones/rangosDian/rangoDian'] = () =>
  comoInexistente(422, (id) => pedir('POST', 'configuraciones/rangosDian/rangoDian', rangoDian(id)), sedeA);
// The ERP (issue 29): company B sends, or reads the sending of, company A's sale, purchase, expense or register.
const erpCon =
  (ruta: string, deA: () => number, extra: object = {}) =>
  () =>
    comoInexistente(404, (id) => pedir('POST', ruta, { id, ...extra }), deA());
CASOS['POST /api/erp/begranda/bill'] = erpCon('erp/begranda/bill', () => ventasA.venta);
CASOS['POST /api/erp/begranda/dian'] = erpCon('erp/begranda/dian', () => ventasA.venta);
CASOS['POST /api/erp/begranda/send/email'] = erpCon('erp/begranda/send/email', () => ventasA.venta);
CASOS['POST /api/erp/begranda/dian/cancel/sale'] = erpCon(
  'erp/begranda/dian/cancel/sale',
  () => ventasA.venta,
);
CASOS['POST /api/erp/begranda/purchase'] = erpCon('erp/begranda/purchase', () => comprasA.compra);
CASOS['POST /api/erp/begranda/expense'] = erpCon('erp/begranda/expense', () => gastosA.gasto);
CASOS['POST /api/erp/begranda/dian/purchase/expense'] = async () => {
  await erpCon('erp/begranda/dian/purchase/expense', () => comprasA.compra, { tipo: 'purchase' })();
  await erpCon('erp/begranda/dian/purchase/expense', () => gastosA.gasto, { tipo: 'expense' })();
};
CASOS['POST /api/erp/begranda/dian/cancel/purchase/expense'] = async () => {
  await erpCon('erp/begranda/dian/cancel/purchase/expense', () => comprasA.compra, { tipo: 'purchase' })();
  await erpCon('erp/begranda/dian/cancel/purchase/expense', () => gastosA.gasto, { tipo: 'expense' })();
};
CASOS['DELETE /api/erp/begranda/refound/shopping/:id'] = () =>
  comoInexistente(404, (id) => pedir('DELETE', `erp/begranda/refound/shopping/${id}`), comprasA.compra);
CASOS['DELETE /api/erp/begranda/refound/expense/:id'] = () =>
  comoInexistente(404, (id) => pedir('DELETE', `erp/begranda/refound/expense/${id}`), gastosA.gasto);
CASOS['GET /api/cuadresCaja/cuadreCaja/:id/begranda'] = () =>
  comoInexistente(404, (id) => pedir('GET', `cuadresCaja/cuadreCaja/${id}/begranda`), ventasA.caja);
CASOS['POST /api/cuadresCaja/cuadreCaja/:id/begranda'] = () =>
  comoInexistente(404, (id) => pedir('POST', `cuadresCaja/cuadreCaja/${id}/begranda`), ventasA.caja);
// The public menu (issue 12): company B cannot regenerate company A's venue's QR.
CASOS['POST /api/qr/carta/regenerar'] = () =>
  comoInexistente(404, (id) => pedir('POST', 'qr/carta/regenerar', { id_sede: id }), sedeA);

CASOS['GET /api/inventarios'] = async () => {
  await comoInexistente(404, (id) => pedir('GET', `inventarios?id_sede=${id}`), sedeA);
  // Company A's stock-managed product (with its stock) is not in company B's list.
  const lista = (await pedir('GET', 'inventarios?rowsPerPage=-1')).json().data.data as { id: number }[];
  expect(lista.map((f) => f.id)).not.toContain(registrosA.productos);
};
// Orders (issue 8): company A's order, line, table, venue, product and print point answer as none.
const ordenesA = { orden: 0, linea: 0, producto: 0 };
const ordenesB = { orden: 0, producto: 0 };
const nuevaOrdenB = (extra: object) =>
  pedir('POST', 'ordenes/orden', {
    idempotencia: `aislamiento-${Math.random()}`,
    detalles: [{ id_producto: ordenesB.producto, cantidad: 1 }],
    ...extra,
  });
CASOS['POST /api/ordenes/orden'] = async () => {
  await comoInexistente(422, (id) => nuevaOrdenB({ id_sede: id }), sedeA);
  await comoInexistente(422, (id) => nuevaOrdenB({ id_mesa: id }), registrosA.mesas);
  await comoInexistente(422, (id) => nuevaOrdenB({ id_orden: id }), ordenesA.orden);
  await comoInexistente(
    422,
    (id) =>
      pedir('POST', 'ordenes/orden', {
        idempotencia: `aislamiento-${Math.random()}`,
        id_sede: sedeB,
        detalles: [{ id_producto: id, cantidad: 1 }],
      }),
    ordenesA.producto,
  );
};
CASOS['GET /api/ordenes'] = () => comoInexistente(200, (id) => pedir('GET', `ordenes?id_sede=${id}`), sedeA);
CASOS['GET /api/ordenes/ordenesAbiertas'] = async () => {
  await comoInexistente(200, (id) => pedir('GET', `ordenes/ordenesAbiertas?id_sede=${id}`), sedeA);
  await comoInexistente(200, (id) => pedir('GET', `ordenes/ordenesAbiertas?id_mesa=${id}`), registrosA.mesas);
};
CASOS['GET /api/ordenes/grupo/despacho'] = () =>
  comoInexistente(200, (id) => pedir('GET', `ordenes/grupo/despacho?id_sede=${id}`), sedeA);
CASOS['GET /api/mesas/mesa/orden'] = () =>
  comoInexistente(200, (id) => pedir('GET', `mesas/mesa/orden?id_sede=${id}`), sedeA);
CASOS['POST /api/mesas/varias'] = () =>
  comoInexistente(
    422,
    (id) => pedir('POST', 'mesas/varias', { id_sede: id, prefijo: 'Robada', desde: 1, hasta: 3 }),
    sedeA,
  );
CASOS['DELETE /api/ordenes/orden/:id'] = () =>
  comoInexistente(
    404,
    (id) => pedir('DELETE', `ordenes/orden/${id}?motivo=x&devuelve_inventario=true`),
    ordenesA.orden,
  );
CASOS['POST /api/ordenes/orden/:id/cuenta'] = () =>
  comoInexistente(404, (id) => pedir('POST', `ordenes/orden/${id}/cuenta`), ordenesA.orden);
CASOS['DELETE /api/ordenes/orden/:id/cuenta'] = () =>
  comoInexistente(404, (id) => pedir('DELETE', `ordenes/orden/${id}/cuenta`), ordenesA.orden);
CASOS['POST /api/ordenes/orden/:id/comensales'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', `ordenes/orden/${id}/comensales`, { comensales: 7 }),
    ordenesA.orden,
  );
CASOS['POST /api/ordenes/orden/:id/mesero'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', `ordenes/orden/${id}/mesero`, { id_usuario: b.usuarioId }),
    ordenesA.orden,
  );
CASOS['DELETE /api/orden/ordenDetalle/:id'] = () =>
  comoInexistente(
    404,
    (id) => pedir('DELETE', `orden/ordenDetalle/${id}?motivo=x&devuelve_inventario=true`),
    ordenesA.linea,
  );
CASOS['POST /api/mesas/mesa/:id/orden/:idOrden'] = async () => {
  await comoInexistente(
    404,
    (id) => pedir('POST', `mesas/mesa/${id}/orden/${ordenesB.orden}`),
    registrosA.mesas,
  );
  await comoInexistente(
    404,
    (id) => pedir('POST', `mesas/mesa/${registrosB.mesas}/orden/${id}`),
    ordenesA.orden,
  );
};
CASOS['POST /api/ordenes/ordenDetalle/:id/listo'] = () =>
  comoInexistente(404, (id) => pedir('POST', `ordenes/ordenDetalle/${id}/listo`), ordenesA.linea);
CASOS['POST /api/ordenes/orden/:id/listo'] = async () => {
  await comoInexistente(404, (id) => pedir('POST', `ordenes/orden/${id}/listo`), ordenesA.orden);
  await comoInexistente(
    409,
    (id) => pedir('POST', `ordenes/orden/${ordenesB.orden}/listo`, { id_punto_impresion: id }),
    registrosA.puntosImpresion,
  );
};
CASOS['POST /api/ordenes/listo/recuperar'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', 'ordenes/listo/recuperar', { id_punto_impresion: id }),
    registrosA.puntosImpresion,
  );

// Station tickets: company A has a failed one.
let tiqueteA = 0;
CASOS['GET /api/ordenes/tiquetes'] = () =>
  comoInexistente(
    200,
    (id) => pedir('GET', `ordenes/tiquetes?id_punto_impresion=${id}`),
    registrosA.puntosImpresion,
  );
CASOS['POST /api/ordenes/tiquetes/:id/reintentar'] = () =>
  comoInexistente(404, (id) => pedir('POST', `ordenes/tiquetes/${id}/reintentar`), tiqueteA);

// Webhooks: company A has one with a logged delivery.
let webhookA = 0;
let entregaA = 0;
CASOS['DELETE /api/webhooks/webhook/:id'] = () =>
  comoInexistente(404, (id) => pedir('DELETE', `webhooks/webhook/${id}`), webhookA);
CASOS['POST /api/webhooks/webhook/:id/secreto'] = () =>
  comoInexistente(404, (id) => pedir('POST', `webhooks/webhook/${id}/secreto`), webhookA);
CASOS['POST /api/webhooks/webhook/:id/activar'] = () =>
  comoInexistente(404, (id) => pedir('POST', `webhooks/webhook/${id}/activar`), webhookA);
CASOS['GET /api/webhooks/webhook/:id/entregas'] = () =>
  comoInexistente(404, (id) => pedir('GET', `webhooks/webhook/${id}/entregas`), webhookA);
CASOS['POST /api/webhooks/entregas/:id/reenviar'] = () =>
  comoInexistente(404, (id) => pedir('POST', `webhooks/entregas/${id}/reenviar`), entregaA);
/** Sales and registers (issue 9): A's register, sale and user; B has an open register of its own. */
const ventasA = { caja: 0, venta: 0, cliente: 0, forma: 0 };
const ventasB = { caja: 0, forma: 0 };
const ventaB = (cuerpo: object) =>
  pedir('POST', 'ventas/inmediata', {
    idempotencia: 'aislamiento-venta-b',
    id_sede: sedeB,
    id_nit: registrosB.proveedores,
    detalles: [{ id_producto: ordenesB.producto, cantidad: 1 }],
    formaPagoValores: [{ id_forma_pago: ventasB.forma, valor: '18000' }],
    ...cuerpo,
  });
CASOS['POST /api/ventas/inmediata'] = async () => {
  await comoInexistente(422, (id) => ventaB({ id_sede: id }), sedeA);
  await comoInexistente(422, (id) => ventaB({ id_nit: id }), ventasA.cliente);
  await comoInexistente(
    422,
    (id) => ventaB({ detalles: [{ id_producto: id, cantidad: 1 }] }),
    ordenesA.producto,
  );
  await comoInexistente(
    422,
    (id) => ventaB({ formaPagoValores: [{ id_forma_pago: id, valor: '18000' }] }),
    ventasA.forma,
  );
};
CASOS['POST /api/ventas/venta'] = () =>
  comoInexistente(
    404,
    (id) =>
      pedir('POST', 'ventas/venta', {
        idempotencia: 'aislamiento-mesa-b',
        id_orden: id,
        formaPagoValores: [{ id_forma_pago: registrosB.formasPago, valor: '18000' }],
      }),
    ordenesA.orden,
  );
CASOS['POST /api/ventas/venta/cancelar'] = () =>
  comoInexistente(
    404,
    (id) => pedir('POST', 'ventas/venta/cancelar', { id_venta: id, motivo: 'x' }),
    ventasA.venta,
  );
CASOS['POST /api/ventas/venta/:id/imprimir'] = () =>
  comoInexistente(404, (id) => pedir('POST', `ventas/venta/${id}/imprimir`), ventasA.venta);
// Offline sales' review (issue 31): B filters by A's venue, or marks A's offline sale reviewed.
CASOS['GET /api/ventas/sinConexion'] = () =>
  comoInexistente(200, (id) => pedir('GET', `ventas/sinConexion?id_sede=${id}`), sedeA);
CASOS['POST /api/ventas/sinConexion/:id/revisada'] = () =>
  comoInexistente(404, (id) => pedir('POST', `ventas/sinConexion/${id}/revisada`, {}), ventasA.venta);
CASOS['GET /api/ventas'] = async () => {
  await comoInexistente(200, (id) => pedir('GET', `ventas?id_sede=${id}`), sedeA);
  await comoInexistente(200, (id) => pedir('GET', `ventas?id_cuadre_caja=${id}`), ventasA.caja);
};
CASOS['GET /api/cuadresCaja'] = () =>
  comoInexistente(200, (id) => pedir('GET', `cuadresCaja?id_sede=${id}`), sedeA);
CASOS['GET /api/cuadresCaja/cajaAbierta'] = () =>
  comoInexistente(422, (id) => pedir('GET', `cuadresCaja/cajaAbierta?id_sede=${id}`), sedeA);
CASOS['GET /api/cuadresCaja/ventas/cajaAbierta'] = () =>
  comoInexistente(422, (id) => pedir('GET', `cuadresCaja/ventas/cajaAbierta?id_sede=${id}`), sedeA);
CASOS['GET /api/cuadresCaja/:id/totales'] = () =>
  comoInexistente(404, (id) => pedir('GET', `cuadresCaja/${id}/totales`), ventasA.caja);
CASOS['GET /api/cuadresCaja/:id/inventario'] = () =>
  comoInexistente(404, (id) => pedir('GET', `cuadresCaja/${id}/inventario`), ventasA.caja);
CASOS['GET /api/cuadresCaja/:id/movimientos'] = () =>
  comoInexistente(404, (id) => pedir('GET', `cuadresCaja/${id}/movimientos`), ventasA.caja);
CASOS['POST /api/cuadresCaja/:id/movimientos'] = () =>
  comoInexistente(
    404,
    (id) =>
      pedir('POST', `cuadresCaja/${id}/movimientos`, {
        tipo: 'salida',
        valor: '1000',
        motivo: 'Ajeno',
        idempotencia: `caja-ajena-${id}`,
      }),
    ventasA.caja,
  );
CASOS['POST /api/cuadresCaja/cuadreCaja'] = async () => {
  await comoInexistente(
    422,
    (id) => pedir('POST', 'cuadresCaja/cuadreCaja', { id_sede: id, saldo_apertura: '0' }),
    sedeA,
  );
  await comoInexistente(
    422,
    (id) =>
      pedir('POST', 'cuadresCaja/cuadreCaja', { id_sede: sedeB, saldo_apertura: '0', id_responsable: id }),
    a.usuarioId,
  );
};
CASOS['POST /api/cuadresCaja/cuadreCaja/:id'] = async () => {
  await comoInexistente(
    404,
    (id) => pedir('POST', `cuadresCaja/cuadreCaja/${id}`, { cerrar_caja: true }),
    ventasA.caja,
  );
  await comoInexistente(
    422,
    (id) =>
      pedir('POST', `cuadresCaja/cuadreCaja/${ventasB.caja}`, { cerrar_caja: true, id_responsable: id }),
    a.usuarioId,
  );
};

/** Purchases (issue 10): A's purchase and stock-managed product; B buys with its own supplier and product. */
const comprasA = { compra: 0, producto: 0, proveedor: 0 };
const comprasB = { producto: 0, pendiente: 0 };
const compraB = (cuerpo: object) =>
  pedir('POST', 'compras/compra', {
    idempotencia: 'aislamiento-compra-b',
    id_nit: registrosB.proveedores,
    numero_factura_proveedor: 'FB-1',
    id_forma_pago: registrosB.formasPago,
    id_sede: sedeB,
    detalle_compra: [{ id_producto: comprasB.producto, cantidad: '1', costo_unitario: '1000' }],
    ...cuerpo,
  });
CASOS['POST /api/compras/compra'] = async () => {
  await comoInexistente(422, (id) => compraB({ id_nit: id }), comprasA.proveedor);
  await comoInexistente(422, (id) => compraB({ id_forma_pago: id }), registrosA.formasPago);
  await comoInexistente(422, (id) => compraB({ id_sede: id }), sedeA);
  // A line naming A's product, beside one of B's own.
  await comoInexistente(
    422,
    (id) =>
      compraB({
        detalle_compra: [
          { id_producto: comprasB.producto, cantidad: '1', costo_unitario: '1000' },
          { id_producto: id, cantidad: '1', costo_unitario: '1000' },
        ],
      }),
    comprasA.producto,
  );
};
// Inventory adjustments (issue 10): a line naming A's product beside B's own, or A's venue, answer as none.
const ajusteB = (cuerpo: object) =>
  pedir('POST', 'inventarios/inventario', {
    idempotencia: 'aislamiento-ajuste-b',
    tipo: 'conteo',
    detalle: [{ id_producto: comprasB.producto, contado: '1' }],
    ...cuerpo,
  });
CASOS['POST /api/inventarios/inventario'] = async () => {
  await comoInexistente(422, (id) => ajusteB({ id_sede: id }), sedeA);
  await comoInexistente(
    422,
    (id) =>
      ajusteB({
        detalle: [
          { id_producto: comprasB.producto, contado: '1' },
          { id_producto: id, contado: '1' },
        ],
      }),
    comprasA.producto,
  );
};
CASOS['GET /api/inventarios/ajustes'] = () =>
  comoInexistente(200, (id) => pedir('GET', `inventarios/ajustes?id_producto=${id}`), comprasA.producto);
CASOS['GET /api/compras'] = () =>
  comoInexistente(200, (id) => pedir('GET', `compras?page=0&id_nit=${id}`), comprasA.proveedor);
CASOS['GET /api/compras/compra/:id'] = () =>
  comoInexistente(404, (id) => pedir('GET', `compras/compra/${id}`), comprasA.compra);
CASOS['DELETE /api/compras/compra/:id'] = () =>
  comoInexistente(404, (id) => pedir('DELETE', `compras/compra/${id}`), comprasA.compra);
CASOS['POST /api/compras/compra/:id/pagar'] = async () => {
  await comoInexistente(404, (id) => pedir('POST', `compras/compra/${id}/pagar`, {}), comprasA.compra);
  // B's own pending purchase (made in beforeAll) is not paid with A's payment method.
  await comoInexistente(
    422,
    (id) => pedir('POST', `compras/compra/${comprasB.pendiente}/pagar`, { id_forma_pago: id }),
    registrosA.formasPago,
  );
};

/** Expenses (issue 10): A's expense; B records its own with its own type, method, supplier and venue. */
const gastosA = { gasto: 0 };
const gastosB = { gasto: 0 };
const gastoB = () => ({
  id_forma_pago: registrosB.formasPago,
  id_tipo_gasto: registrosB.tipoGastos,
  concepto_gasto: 'Gas',
  subtotal: '1000',
  id_nit: registrosB.proveedores,
  id_sede: sedeB,
});
CASOS['POST /api/gastos/gasto'] = async () => {
  for (const [campo, ajena] of [
    ['id_forma_pago', registrosA.formasPago],
    ['id_tipo_gasto', registrosA.tipoGastos],
    ['id_nit', registrosA.proveedores],
    ['id_sede', sedeA],
  ] as const)
    await comoInexistente(422, (id) => pedir('POST', 'gastos/gasto', { ...gastoB(), [campo]: id }), ajena);
};
CASOS['GET /api/gastos'] = async () => {
  for (const [campo, ajena] of [
    ['id_forma_pago', registrosA.formasPago],
    ['id_tipo_gasto', registrosA.tipoGastos],
    ['id_nit', registrosA.proveedores],
    ['id_cuadre_caja', ventasA.caja],
  ] as const)
    await comoInexistente(200, (id) => pedir('GET', `gastos?${campo}=${id}`), ajena);
};
/** Reports (issue 27): a filter naming company A's record answers as one that exists nowhere (404). */
CASOS['GET /api/informes/gastos'] = async () => {
  for (const [campo, ajena] of [
    ['id_sede', sedeA],
    ['id_forma_pago', registrosA.formasPago],
    ['id_tipo_gasto', registrosA.tipoGastos],
    ['id_nit', registrosA.proveedores],
  ] as const)
    await comoInexistente(404, (id) => pedir('GET', `informes/gastos?from=2026-01-01&${campo}=${id}`), ajena);
};
CASOS['GET /api/informes/ventas'] = async () => {
  for (const [campo, ajena] of [
    ['id_sede', sedeA],
    ['id_forma_pago', registrosA.formasPago],
    ['id_usuario', a.usuarioId],
  ] as const)
    await comoInexistente(404, (id) => pedir('GET', `informes/ventas?from=2026-01-01&${campo}=${id}`), ajena);
};
/** Each further report: every filter naming company A's record answers 404, as one that exists nowhere. */
for (const [ruta, filtros] of Object.entries({
  'inventario/movimiento': {
    id_sede: () => sedeA,
    id_producto: () => registrosA.productos,
    id_categoria: () => registrosA.categorias,
  },
  'producto/inventario': { id_sede: () => sedeA, id_categoria: () => registrosA.categorias },
  compras: {
    id_sede: () => sedeA,
    id_nit: () => registrosA.proveedores,
    id_forma_pago: () => registrosA.formasPago,
  },
  'caja/utilidades': { id_sede: () => sedeA },
  'utilidades/productos': { id_sede: () => sedeA, id_categoria: () => registrosA.categorias },
  'ventas/canceladas': { id_sede: () => sedeA, id_usuario: () => a.usuarioId },
  'compras/devoluciones': { id_sede: () => sedeA, id_nit: () => registrosA.proveedores },
  'gastos/devoluciones': { id_sede: () => sedeA, id_tipo_gasto: () => registrosA.tipoGastos },
  impuestos: { id_sede: () => sedeA },
  propinas: { id_sede: () => sedeA, id_usuario: () => a.usuarioId },
} as Record<string, Record<string, () => number>>))
  CASOS[`GET /api/informes/${ruta}`] = async () => {
    for (const [campo, ajena] of Object.entries(filtros))
      await comoInexistente(
        404,
        (id) => pedir('GET', `informes/${ruta}?from=2026-01-01&${campo}=${id}`),
        ajena(),
      );
  };
CASOS['GET /api/gastos/gasto/:id'] = () =>
  comoInexistente(404, (id) => pedir('GET', `gastos/gasto/${id}`), gastosA.gasto);
CASOS['POST /api/gastos/gasto/:id'] = async () => {
  await comoInexistente(
    404,
    (id) => pedir('POST', `gastos/gasto/${id}`, { ...gastoB(), _method: 'put' }),
    gastosA.gasto,
  );
  await comoInexistente(
    422,
    (id) =>
      pedir('POST', `gastos/gasto/${gastosB.gasto}`, { ...gastoB(), id_tipo_gasto: id, _method: 'put' }),
    registrosA.tipoGastos,
  );
};
CASOS['DELETE /api/gastos/gasto/:id'] = () =>
  comoInexistente(404, (id) => pedir('DELETE', `gastos/gasto/${id}?motivo=robo`), gastosA.gasto);

// Subscriptions (issue 28): A's owner's charges, and A's subscription named as the previous one of a purchase.
let suscripcionA = 0;
CASOS['GET /api/usuarios/usuario/:id/cobros'] = () =>
  comoInexistente(404, (id) => pedir('GET', `usuarios/usuario/${id}/cobros`), a.usuarioId);
CASOS['POST /api/suscripciones/suscripcion/usuario'] = () =>
  comoInexistente(
    422,
    (id) =>
      pedir('POST', 'suscripciones/suscripcion/usuario', {
        idSuscripcionNueva: 1,
        idSuscripcionAnterior: id,
      }),
    suscripcionA,
  );

/** Routes whose parameter is no company record, and why. */
const SIN_REGISTRO_DE_EMPRESA: Record<string, string> = {
  'GET /api/uploads/*': 'stored images, public by a name of 128 random bits; no company row behind it',
  'GET /api/configuraciones/municipios':
    'id_departamento names a DIVIPOLA department, a global reference row',
  'GET /api/docs/static/*': 'Swagger UI’s own files (development only); no company row behind it',
};

// The built-in payment sandbox stands in for Wompi's own servers (server/pagos/sandbox.ts): its merchants, tokens
// and transactions are the gateway's, kept in memory, never a company's rows.
for (const ruta of [
  'GET /api/sandbox/pagos/v1/merchants/:llave',
  'POST /api/sandbox/pagos/v1/tokens/cards',
  'POST /api/sandbox/pagos/v1/payment_sources',
  'POST /api/sandbox/pagos/v1/transactions',
  'GET /api/sandbox/pagos/v1/transactions/:id',
])
  SIN_REGISTRO_DE_EMPRESA[ruta] =
    "the payment sandbox's own records (Wompi's stand-in), no company row behind it";
SIN_REGISTRO_DE_EMPRESA['POST /api/pagos/eventos'] =
  "the gateway's event (no session): its transaction is re-read from the gateway, whose reference names the company";

// A catalogue whose create body names only global reference rows (DIAN types, DIVIPOLA, CIIU, countries): no
// company row can be named there (its update and delete carry the company's id and have their cases above).
for (const c of CATALOGOS)
  if (referenciasDeEmpresa(c).length === 0 && Object.values(c.campos).some((k) => k.tipo === 'referencia'))
    SIN_REGISTRO_DE_EMPRESA[`POST /api/${c.api.item}`] =
      'its body ids name global reference rows (DIAN, DIVIPOLA, CIIU, countries), shared by every company';

/** An id field: `id`, `id_x`, `x_id`, `idX`, or a list of ids (`ids`). */
const ES_ID = /^ids?$|^id_|_id$|^id[A-Z]/;

/** The field names of a zod object schema (through pipes), or null when they cannot be read. */
function camposDe(schema: unknown): string[] | null {
  if (!schema) return [];
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: { type?: string; in?: unknown } } };
  if (s.shape) return Object.keys(s.shape);
  if (s._zod?.def?.type === 'pipe') return camposDe(s._zod.def.in);
  return null;
}

/** What in a route names a record: its path parameters and the id fields of its query and body. */
function idsDe(r: RutaApi): string[] {
  const ids = [...r.url.matchAll(/:(\w+)|\*/g)].map((m) => `path ${m[1] ?? '*'}`);
  for (const parte of ['querystring', 'body'] as const) {
    const campos = camposDe(r.schema?.[parte]);
    if (campos === null) ids.push(`${parte} ilegible`);
    else ids.push(...campos.filter((c) => ES_ID.test(c)).map((c) => `${parte} ${c}`));
  }
  return ids;
}

const clave = (r: RutaApi) => `${r.metodo === 'HEAD' ? 'GET' : r.metodo} ${r.url}`;

beforeAll(async () => {
  t = await createTestApp();
  a = await crearEmpresaDePrueba(t);
  b = await crearEmpresaDePrueba(t);
  const inject = (e: EmpresaDePrueba, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/categorias/categoria', headers: e.auth, payload });
  padreA = (await inject(a, { nombre: 'Bebidas A' })).json().data.id;
  await inject(a, { nombre: 'Jugos A', id_categoria_padre: padreA });
  propiaB = (await inject(b, { nombre: 'Propia B' })).json().data.id;
  invitadoA = (
    await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/usuario/invitacion',
      headers: a.auth,
      payload: { correo: `invitado.a.${Date.now()}@ejemplo.co`, rol: 3, modulos: ['ventas'] },
    })
  ).json().data.id;
  await t.app.outbox.drain(); // its mail is delivered now, not while a case takes its snapshots
  sedeA = await crearSede(t, a);
  sedeB = await crearSede(t, b);
  const rango = await t.app.inject({
    method: 'POST',
    url: '/api/configuraciones/rangosDian/rangoDian',
    headers: a.auth,
    payload: rangoDian(sedeA),
  });
  expect(rango.statusCode, rango.body).toBe(200);
  rangoA = rango.json().data.id;
  [{ id: bloqueA }] = await t.database.withTenant(a.empresaId, (tx) =>
    tx
      .insert(bloquesContingencia)
      .values({
        empresa_id: a.empresaId,
        id_sede: sedeA,
        id_rango: rangoA,
        dispositivo: DISPOSITIVO,
        desde: 1,
        hasta: 5,
      })
      .returning({ id: bloquesContingencia.id }),
  );
  for (const c of CATALOGOS) {
    registrosA[c.recurso] = (
      await enviar(t, a, c.api.item, cuerpoValido(c, 1, sedeA), 'json')
    ).json().data.id;
    registrosB[c.recurso] = (
      await enviar(t, b, c.api.item, cuerpoValido(c, 1, sedeB), 'json')
    ).json().data.id;
  }
  const proveedorA = { ...cuerpoValido(nits, 999, sedeA), numero_documento: String(DOCUMENTO_A) };
  expect((await enviar(t, a, nits.api.item, proveedorA, 'json')).statusCode).toBe(200);
  // An open order in each company: A's with a sent line on A's table, B's on B's table.
  const productoVendible = async (e: EmpresaDePrueba) =>
    (await enviar(t, e, 'productos/producto', { nombre: 'Almuerzo', precio_venta: '18000' }, 'json')).json()
      .data.id as number;
  ordenesA.producto = await productoVendible(a);
  ordenesB.producto = await productoVendible(b);
  const ordenar = (e: EmpresaDePrueba, mesa: number, producto: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ordenes/orden',
      headers: e.auth,
      payload: {
        idempotencia: `inicial-${e.empresaId}`,
        id_mesa: mesa,
        detalles: [{ id_producto: producto, cantidad: 1 }],
      },
    });
  const ordenA = (await ordenar(a, registrosA.mesas, ordenesA.producto)).json().data;
  ordenesA.orden = ordenA.id;
  ordenesA.linea = ordenA.detalles[0].id;
  ordenesB.orden = (await ordenar(b, registrosB.mesas, ordenesB.producto)).json().data.id;
  const [envioA] = await t.database.db
    .select({ id: ordenesEnvios.id })
    .from(ordenesEnvios)
    .where(eq(ordenesEnvios.empresa_id, a.empresaId));
  [{ id: tiqueteA }] = await t.database.db
    .insert(tiquetes)
    .values({
      empresa_id: a.empresaId,
      id_envio: envioA.id,
      id_punto_impresion: registrosA.puntosImpresion,
      estado: 'fallido',
      intentos: 5,
    })
    .returning({ id: tiquetes.id });
  [{ id: webhookA }] = await t.database.db
    .insert(webhooks)
    .values({
      empresa_id: a.empresaId,
      url: 'https://ejemplo.co/webhooks',
      eventos: ['orden.creada'],
      secreto: 'whsec_c2VjcmV0bw==',
      estado: 'deshabilitado',
    })
    .returning({ id: webhooks.id });
  [{ id: suscripcionA }] = await t.database.db
    .insert(suscripcionesEmpresa)
    .values({ empresa_id: a.empresaId, estado_periodo_pueba: 1, fecha_fin_periodo_prueba: '2099-01-01' })
    .returning({ id: suscripcionesEmpresa.id });
  [{ id: entregaA }] = await t.database.db
    .insert(webhooksEntregas)
    .values({
      empresa_id: a.empresaId,
      id_webhook: webhookA,
      id_evento: 'msg_a',
      tipo: 'orden.creada',
      cuerpo: '{}',
      estado: 'fallida',
      intento: 1,
    })
    .returning({ id: webhooksEntregas.id });
  // A register and a counter sale in A; an open register in B.
  const abrir = async (e: EmpresaDePrueba, sede: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/cuadresCaja/cuadreCaja',
        headers: e.auth,
        payload: { id_sede: sede, saldo_apertura: '0' },
      })
    ).json().data.id as number;
  ventasA.caja = await abrir(a, sedeA);
  ventasB.caja = await abrir(b, sedeB);
  const efectivoA = (
    await enviar(t, a, 'formasPago/formaPago', { nombre: 'Efectivo A', efectivo: true }, 'json')
  ).json().data.id;
  const [clienteA] = await t.database.withTenant(a.empresaId, (tx) =>
    tx
      .insert(tablaNits)
      .values({ ...(nits.iniciales![0] as object), empresa_id: a.empresaId } as never)
      .returning({ id: tablaNits.id }),
  );
  ventasA.cliente = clienteA.id as number;
  ventasA.forma = efectivoA as number;
  const ventaA = await t.app.inject({
    method: 'POST',
    url: '/api/ventas/inmediata',
    headers: a.auth,
    payload: {
      idempotencia: 'aislamiento-venta-a',
      id_sede: sedeA,
      id_nit: ventasA.cliente,
      detalles: [{ id_producto: ordenesA.producto, cantidad: 1 }],
      formaPagoValores: [{ id_forma_pago: efectivoA, valor: '18000' }],
    },
  });
  expect(ventaA.statusCode, ventaA.body).toBe(200);
  ventasA.venta = ventaA.json().data.id;
  await t.database.withTenant(a.empresaId, (tx) =>
    tx.insert(ventasSinConexion).values({
      empresa_id: a.empresaId,
      id_venta: ventasA.venta,
      id_cuadre_caja: ventasA.caja,
      dispositivo: DISPOSITIVO,
      hecha_en: new Date(),
      revisar: true,
    }),
  );
  // B sells too: each company's sale context is cached, and B's cases below differ from B's own sale by one id.
  ventasB.forma = (
    await enviar(t, b, 'formasPago/formaPago', { nombre: 'Efectivo B', efectivo: true }, 'json')
  ).json().data.id;
  const ventaPropiaB = await ventaB({ idempotencia: 'aislamiento-venta-b-propia' });
  expect(ventaPropiaB.statusCode, ventaPropiaB.body).toBe(200);
  const productoConStock = async (e: EmpresaDePrueba) =>
    (
      await enviar(
        t,
        e,
        'productos/producto',
        { nombre: 'Harina', precio_venta: '1000', maneja_inventario: true },
        'json',
      )
    ).json().data.id as number;
  comprasA.producto = await productoConStock(a);
  comprasB.producto = await productoConStock(b);
  comprasA.proveedor = registrosA.proveedores;
  const comprar = async (e: EmpresaDePrueba, cuerpo: object) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/compras/compra',
      headers: e.auth,
      payload: cuerpo,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  };
  comprasA.compra = await comprar(a, {
    idempotencia: 'aislamiento-compra-a',
    id_nit: comprasA.proveedor,
    numero_factura_proveedor: 'FA-1',
    id_forma_pago: efectivoA,
    id_sede: sedeA,
    tipo_pago_compra: 2,
    detalle_compra: [{ id_producto: comprasA.producto, cantidad: '2', costo_unitario: '1000' }],
  });
  comprasB.pendiente = await comprar(b, {
    idempotencia: 'aislamiento-compra-b-pendiente',
    id_nit: registrosB.proveedores,
    numero_factura_proveedor: 'FB-0',
    id_forma_pago: registrosB.formasPago,
    id_sede: sedeB,
    tipo_pago_compra: 2,
    detalle_compra: [{ id_producto: comprasB.producto, cantidad: '2', costo_unitario: '1000' }],
  });
  const registrarGasto = async (e: EmpresaDePrueba, cuerpo: object) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/gastos/gasto',
      headers: e.auth,
      payload: cuerpo,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  };
  gastosA.gasto = await registrarGasto(a, {
    id_forma_pago: efectivoA,
    id_tipo_gasto: registrosA.tipoGastos,
    concepto_gasto: 'Arriendo',
    subtotal: '1000',
    id_sede: sedeA,
  });
  gastosB.gasto = await registrarGasto(b, gastoB());
});
afterAll(() => t.close());

describe('isolation of every route that carries an id', () => {
  it('has a cross-company case for each of them, and no case for a route that is gone', () => {
    const conId = new Map<string, string[]>();
    for (const r of t.app.rutasApi) {
      const ids = idsDe(r);
      if (ids.length > 0) conId.set(clave(r), ids);
    }
    expect([...conId.keys()]).toEqual(expect.arrayContaining(['GET /api/categorias/hijos']));
    const sinCaso = [...conId]
      .filter(([k]) => !CASOS[k] && !SIN_REGISTRO_DE_EMPRESA[k])
      .map(([k, v]) => `${k} (${v})`);
    expect(sinCaso, 'routes with ids and no cross-company case').toEqual([]);
    const huerfanos = [...Object.keys(CASOS), ...Object.keys(SIN_REGISTRO_DE_EMPRESA)].filter(
      (k) => !conId.has(k),
    );
    expect(huerfanos, 'cases of routes without ids or gone').toEqual([]);
  });

  it.each(Object.keys(CASOS))(
    '%s: another company’s id answers as none, and nothing changes',
    async (ruta) => {
      const antes = await fotoBd(t);
      await CASOS[ruta]();
      expect(await fotoBd(t)).toEqual(antes);
    },
  );
});
