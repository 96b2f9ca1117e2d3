import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES_TIQUETES as MT } from '../../../common/tiquetes';
import { MENSAJES_VENTAS as M } from '../../../common/ventas';
import { encolarRecibo } from '../../tiquetes/servicio';
import { ok } from '../../lib/envelope';
import type { TenantScope } from '../../db/tenant';
import type { Venta } from '../../../common/ventas';
import { idParams } from '../../lib/schemas';
import { conPermiso, declararAcceso, modulo } from '../../plugins/permisos';
import { abrirCaja } from './caja/abrir';
import { cajaAbiertaDe, listarCajas } from './caja/consulta';
import { cerrarCaja } from './caja/cerrar';
import { inventarioCaja } from './caja/inventario';
import { listarResponsables } from './caja/responsables';
import { sedeOPrincipal } from './sede';
import { totalesCaja } from './caja/totales';
import { listarMovimientos, registrarMovimiento } from './caja/movimientos';
import { MENSAJES_MOVIMIENTOS_CAJA as MM, movimientoCajaBody } from '../../../common/movimientosCaja';
import type { Quien } from './quien';
import {
  abrirCajaBody,
  cajasQuery,
  cancelarBody,
  cerrarCajaBody,
  inmediataBody,
  respuestasVentas as R,
  responsablesQuery,
  sedeQuery,
  ventaBody,
  ventasQuery,
} from './schemas';
import { cargarVenta } from './consultas';
import { ContextoVencido } from './contexto';
import { ventaEnLote } from './lotes';
import { cancelarVenta } from './cancelar';
import { VentaRepetida, ventaDeClave } from './clave';
import { ventaDeOrden } from './deOrden';
import { registrarInmediata } from './inmediata';
import { registrarSinConexion } from './sinConexion';
import { listarVentas, ventasCajaAbierta } from './listar';
import { informesQueFiltranPor } from '../../../common/informes';

const quien = (request: FastifyRequest): Quien => ({
  usuarioId: request.auth!.usuarioId,
  idRol: request.auth!.idRol,
});

/**
 * Sales and cash registers (issue 9; spec §7 'Sales' and 'Cash'). Charging an order is module `ventas` (the
 * waiter's side), a counter sale `ventaInmediata`, the register and `responsables` `cuadreCaja`. A charge whose
 * idempotency key a concurrent charge took rolls back and answers that sale, as the first request did.
 */
const ventasRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('cuadreCaja'), {
    // Charging is collecting money: the screen's module and the 'cobrar' permission (issue 25).
    'POST /ventas/venta': conPermiso(modulo('ventas'), 'cobrar'),
    'POST /ventas/venta/cancelar': modulo('ventas'),
    'GET /ventas': modulo('ventas'),
    'POST /ventas/inmediata': conPermiso(modulo('ventaInmediata'), 'cobrar'),
    // Whoever charges or keeps the register prints and reprints a receipt.
    'POST /ventas/venta/:id/imprimir': modulo('ventas', 'ventaInmediata', 'cuadreCaja'),
    // What a till needs to charge: whoever charges (a table or the counter) reads the venue's open register.
    'GET /cuadresCaja/cajaAbierta': modulo('cuadreCaja', 'ventas', 'ventaInmediata'),
    // The reports filtered by cashier list the cashiers as options.
    'GET /responsables': modulo('cuadreCaja', ...informesQueFiltranPor('responsables')),
  });
  const leer = { readOnly: true };

  /**
   * Runs a charge; a key taken meanwhile by another request answers that request's sale. A charge that answers the
   * sale's id has it read after the commit (outside the venue's lock). One written from a cached context that no
   * longer held (`ContextoVencido`: nothing was written) runs again with `cache: false`.
   */
  async function cobrar(
    request: FastifyRequest,
    fn: (scope: TenantScope, opciones: { cache: boolean }) => Promise<Venta | number>,
  ): Promise<Venta> {
    let hecha: Venta | number;
    try {
      hecha = await request
        .tenant((scope) => fn(scope, { cache: true }))
        .catch((error: unknown) => {
          // Written from a cached context that no longer held: nothing was written; again, reading everything.
          if (error instanceof ContextoVencido) return request.tenant((scope) => fn(scope, { cache: false }));
          throw error;
        });
    } catch (error) {
      if (!(error instanceof VentaRepetida)) throw error;
      return request.tenant((scope) => ventaDeClave(scope, error.cuerpo), leer);
    }
    const id = hecha;
    return typeof id === 'number' ? request.tenant((scope) => cargarVenta(scope, id), leer) : id;
  }

  // Answered from what its statements read and stored (no read-back); a used key's sale is read after the commit.
  // In its venue's batch when it can be (lotes.ts), else alone.
  app.post('/ventas/inmediata', { schema: { body: inmediataBody, response: R.venta } }, async (request) =>
    ok(
      // Issue 31: a sale made offline is never batched nor written from the cache (sinConexion.ts).
      (request.body.sin_conexion
        ? await cobrar(request, (scope) => registrarSinConexion(scope, quien(request), request.body))
        : null) ??
        (await ventaEnLote(request.auth!.empresaId, quien(request), request.body, (fn) =>
          request.tenant(fn),
        )) ??
        (await cobrar(request, (scope, opciones) =>
          registrarInmediata(scope, quien(request), request.body, opciones),
        )),
      M.ventaCreada,
    ),
  );

  app.post('/ventas/venta', { schema: { body: ventaBody, response: R.venta } }, async (request) =>
    ok(await cobrar(request, (scope) => ventaDeOrden(scope, quien(request), request.body)), M.ventaCreada),
  );

  app.post('/ventas/venta/cancelar', { schema: { body: cancelarBody, response: R.venta } }, async (request) =>
    ok(await request.tenant((scope) => cancelarVenta(scope, quien(request), request.body)), M.ventaCancelada),
  );

  /**
   * Not in spec §7 (issue 9): prints the sale's receipt — again on every call, so it is also the reprint — on its
   * venue's "Caja" point in mode 'red', through the station tickets' queue (server/tiquetes/). Answers the ticket
   * (pending until the printer takes it; a failed one is retried like a station ticket). 404 for another
   * company's sale; 409 when the venue's Caja point is missing or prints in the browser.
   */
  app.post(
    '/ventas/venta/:id/imprimir',
    { schema: { params: idParams, response: R.tiquete } },
    async (request) =>
      ok(await request.tenant((scope) => encolarRecibo(scope, request.params.id)), MT.reciboEnviado),
  );

  app.get('/ventas', { schema: { querystring: ventasQuery, response: R.ventas } }, async (request) =>
    ok(await request.tenant((scope) => listarVentas(scope, request.query), leer)),
  );

  app.get('/cuadresCaja', { schema: { querystring: cajasQuery, response: R.cajas } }, async (request) =>
    ok(await request.tenant((scope) => listarCajas(scope, request.query), leer)),
  );

  app.get(
    '/cuadresCaja/cajaAbierta',
    { schema: { querystring: sedeQuery, response: R.cajaAbierta } },
    async (request) =>
      ok(
        await request.tenant(
          async (scope) => cajaAbiertaDe(scope, await sedeOPrincipal(scope, request.query.id_sede)),
          leer,
        ),
      ),
  );

  app.get(
    '/cuadresCaja/ventas/cajaAbierta',
    { schema: { querystring: sedeQuery, response: R.ventasCaja } },
    async (request) =>
      ok(await request.tenant((scope) => ventasCajaAbierta(scope, request.query.id_sede), leer)),
  );

  app.get(
    '/cuadresCaja/:id/totales',
    { schema: { params: idParams, response: R.totales } },
    async (request) =>
      ok(await request.tenant((scope) => totalesCaja(scope, quien(request), request.params.id), leer)),
  );

  app.get(
    '/cuadresCaja/:id/inventario',
    { schema: { params: idParams, response: R.inventario } },
    async (request) => ok(await request.tenant((scope) => inventarioCaja(scope, request.params.id), leer)),
  );

  app.post(
    '/cuadresCaja/cuadreCaja',
    { schema: { body: abrirCajaBody, response: R.caja } },
    async (request) =>
      ok(await request.tenant((scope) => abrirCaja(scope, quien(request), request.body)), M.cajaAbierta),
  );

  app.post(
    '/cuadresCaja/cuadreCaja/:id',
    { schema: { params: idParams, body: cerrarCajaBody, response: R.cierre } },
    async (request) =>
      ok(
        await request.tenant((scope) => cerrarCaja(scope, quien(request), request.params.id, request.body)),
        M.cajaCerrada,
      ),
  );

  // Not in the spec (issue 32): cash put into or taken out of an open register by hand.
  app.get(
    '/cuadresCaja/:id/movimientos',
    { schema: { params: idParams, response: R.movimientos } },
    async (request) => ok(await request.tenant((scope) => listarMovimientos(scope, request.params.id), leer)),
  );

  app.post(
    '/cuadresCaja/:id/movimientos',
    { schema: { params: idParams, body: movimientoCajaBody, response: R.movimiento } },
    async (request) =>
      ok(
        await request.tenant((scope) =>
          registrarMovimiento(scope, quien(request), request.params.id, request.body),
        ),
        MM.registrado,
      ),
  );

  app.get(
    '/responsables',
    { schema: { querystring: responsablesQuery, response: R.responsables } },
    async (request) =>
      ok(await request.tenant((scope) => listarResponsables(scope, request.query.modulo), leer)),
  );
};

export default ventasRoutes;
