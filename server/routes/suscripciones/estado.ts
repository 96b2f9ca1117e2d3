import { and, desc, eq } from 'drizzle-orm';
import {
  mensajeEstadoCobro,
  type CobroSuscripcion,
  type EstadoCobro,
  type EstadoUltimoCobro,
} from '../../../common/suscripciones';
import { cobrosSuscripcion, suscripciones, usuarios } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { NotFoundError } from '../../lib/errors';
import type { Pasarela } from '../../pagos/pasarela';
import { aplicarTransaccion, cerrarSinTransaccion, ultimoCobro } from './cobros';

type Tenant = <T>(fn: (scope: TenantScope) => Promise<T>) => Promise<T>;

async function nombrePlan(scope: TenantScope, id: number): Promise<string> {
  const [p] = await scope.tx
    .select({ nombre: suscripciones.nombre })
    .from(suscripciones)
    .where(eq(suscripciones.id, id));
  return p?.nombre ?? '';
}

/**
 * GET suscripciones/suscripcion/usuario/estado: the last charge. While it is PENDING the gateway is asked again
 * (outside any transaction) and its answer applied, so polling settles a charge even when no event arrives
 * (PayU, a lost event); one without a transaction is looked up by its reference.
 */
export async function estadoUltimo(tenant: Tenant, pasarela: Pasarela): Promise<EstadoUltimoCobro> {
  let cobro = await tenant((scope) => ultimoCobro(scope));
  if (!cobro) return null;
  if (cobro.estado === 'PENDING' && cobro.id_transaccion) {
    const t = await pasarela.leer(cobro.id_transaccion).catch(() => null);
    if (t && t.referencia === cobro.referencia)
      cobro = (await tenant((scope) => aplicarTransaccion(scope, t))) ?? cobro;
  } else if (cobro.estado === 'PENDING') {
    // Its answer was lost (or it is being sent now): the gateway is asked for its reference; one it never made is
    // closed as ERROR once stale, never while the gateway cannot be asked.
    const { id, referencia } = cobro;
    const t = await pasarela.buscar(referencia).catch(() => undefined);
    if (t) cobro = (await tenant((scope) => aplicarTransaccion(scope, t))) ?? cobro;
    else if (t === null) {
      await tenant((scope) => cerrarSinTransaccion(scope, id));
      cobro = (await tenant((scope) => ultimoCobro(scope))) ?? cobro;
    }
  }
  const c = cobro;
  const plan = await tenant((scope) => nombrePlan(scope, c.id_suscripcion));
  const estado = c.estado as EstadoCobro;
  return {
    estado,
    suscripcion: { suscripcion: { nombre: plan } },
    mensaje: mensajeEstadoCobro(estado, plan, c.mensaje),
    id_cobro: c.id,
    fecha: c.updated_at.toISOString(),
  };
}

/** GET usuarios/usuario/{id}/cobros: the company's charges, newest first; a user of another company is a 404. */
export async function listarCobros(scope: TenantScope, idUsuario: number): Promise<CobroSuscripcion[]> {
  const [u] = await scope.tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, idUsuario), eq(usuarios.empresa_id, scope.empresaId)));
  if (!u) throw new NotFoundError();
  const filas = await scope.tx
    .select({ c: cobrosSuscripcion, plan: suscripciones.nombre })
    .from(cobrosSuscripcion)
    .leftJoin(suscripciones, eq(suscripciones.id, cobrosSuscripcion.id_suscripcion))
    .where(scope.where(cobrosSuscripcion))
    .orderBy(desc(cobrosSuscripcion.id));
  return filas.map(({ c, plan }) => ({
    id: c.id,
    fecha: c.created_at.toISOString(),
    monto: c.monto,
    moneda: 'COP' as const,
    estado: c.estado as EstadoCobro,
    plan: plan ?? '',
    referencia: c.referencia,
    mensaje: c.mensaje,
    periodo_inicio: c.periodo_inicio,
    periodo_fin: c.periodo_fin,
  }));
}
