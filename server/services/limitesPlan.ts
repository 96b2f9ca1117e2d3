import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { limitesPlanes, suscripcionesEmpresa } from '../db/schema';
import type { TenantScope, TenantTable } from '../db/tenant';
import { AppError } from '../lib/errors';
import { FREEMIUM_PLAN } from '../../common/constantes';

export { FREEMIUM_PLAN };

/** 402: the company's plan allows no more of `recurso` (data: the resource and its limit). */
export class LimitePlanError extends AppError {
  constructor(recurso: string, limite: number) {
    super(402, FREEMIUM_PLAN, { recurso, limite });
  }
}

/**
 * The plan whose limits bind the company (rows of `limites_planes`): `prueba` while its latest subscription is
 * the trial and its last day has not passed, `gratis` without a paid subscription (or none at all), else the subscribed plan's id (no rows yet: no limit).
 */
export async function planDeEmpresa(scope: TenantScope): Promise<string> {
  const [ultima] = await scope.tx
    .select({
      prueba: suscripcionesEmpresa.estado_periodo_pueba,
      plan: suscripcionesEmpresa.id_suscripcion,
      // A trial past its last day (Bogotá's day, the database's clock) binds as the free plan.
      vencida: sql<boolean>`${suscripcionesEmpresa.fecha_fin_periodo_prueba} < (now() at time zone 'America/Bogota')::date`,
    })
    .from(suscripcionesEmpresa)
    .where(scope.where(suscripcionesEmpresa))
    .orderBy(desc(suscripcionesEmpresa.id))
    .limit(1);
  if (ultima?.prueba === 1 && !ultima.vencida) return 'prueba';
  return ultima?.plan == null ? 'gratis' : String(ultima.plan);
}

/**
 * Refuses `nuevos` more rows of `tabla` (one by default; an import checks all of its creations at once) when they
 * would take the company past its plan's limit of `recurso`. Serialised per company and resource (a transaction
 * advisory lock), so two concurrent creations cannot both pass the count.
 * `cuentan` narrows the rows that use the plan (users: active ones and pending invitations).
 */
export async function verificarLimitePlan(
  scope: TenantScope,
  recurso: string,
  tabla: TenantTable,
  cuentan?: SQL,
  nuevos = 1,
): Promise<void> {
  const plan = await planDeEmpresa(scope);
  const [fila] = await scope.tx
    .select({ limite: limitesPlanes.limite })
    .from(limitesPlanes)
    .where(and(eq(limitesPlanes.plan, plan), eq(limitesPlanes.recurso, recurso)));
  if (!fila) return;
  await scope.tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`limite:${recurso}:${scope.empresaId}`}))`,
  );
  const [{ total }] = await scope.tx
    .select({ total: count() })
    .from(tabla)
    .where(scope.where(tabla, cuentan));
  if (Number(total) + nuevos > fila.limite) throw new LimitePlanError(recurso, fila.limite); // no-dinero: filas contadas
}
