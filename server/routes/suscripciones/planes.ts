import { asc, desc, eq, sql } from 'drizzle-orm';
import type {
  EstadoSuscripcion,
  LimitesPlan,
  PasarelaPublica,
  PlanSuscripcion,
  SuscripcionesRespuesta,
} from '../../../common/suscripciones';
import { limitesPlanes, suscripciones, suscripcionesEmpresa } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { planDeEmpresa } from '../../services/limitesPlan';

type FilaLimite = typeof limitesPlanes.$inferSelect;

/** A plan's limits from the rows of `limites_planes` (no row: unlimited). */
function limitesDe(filas: FilaLimite[], plan: string): LimitesPlan {
  const de = (recurso: string) => filas.find((f) => f.plan === plan && f.recurso === recurso)?.limite ?? null;
  return { productos: de('productos'), usuarios: de('usuarios'), sedes: de('sedes') };
}

/** The active plans, each with what it allows. */
export async function leerPlanes(scope: TenantScope): Promise<PlanSuscripcion[]> {
  const [planes, limites] = [
    await scope.tx
      .select()
      .from(suscripciones)
      .where(eq(suscripciones.activo, true))
      .orderBy(asc(suscripciones.id)),
    await scope.tx.select().from(limitesPlanes),
  ];
  return planes.map((p) => ({
    id: p.id,
    id_padre: p.id_padre,
    nombre: p.nombre,
    descripcion: p.descripcion,
    precio: p.precio,
    moneda: 'COP' as const,
    periodo_meses: p.periodo_meses,
    limites: limitesDe(limites, String(p.id)),
  }));
}

/** The company's latest subscription row (the one `planDeEmpresa` reads), or null. */
export async function suscripcionDeEmpresa(scope: TenantScope) {
  const [fila] = await scope.tx
    .select()
    .from(suscripcionesEmpresa)
    .where(scope.where(suscripcionesEmpresa))
    .orderBy(desc(suscripcionesEmpresa.id))
    .limit(1);
  return fila ?? null;
}

/**
 * A trial whose last day has passed (Bogotá's day, the database's clock) ends: the company falls back to the free
 * plan ('gratis': its limits, every datum kept). Checked when the subscription is read.
 */
export async function terminarPrueba(scope: TenantScope): Promise<void> {
  await scope.tx
    .update(suscripcionesEmpresa)
    .set({ estado: 'gratis', estado_periodo_pueba: 0 })
    .where(
      scope.where(
        suscripcionesEmpresa,
        eq(suscripcionesEmpresa.estado, 'prueba'),
        sql`${suscripcionesEmpresa.fecha_fin_periodo_prueba} < (now() at time zone 'America/Bogota')::date`,
      ),
    );
}

/** GET suscripciones: parents and children (spec §3), the company's current subscription, the gateway. */
export async function listarSuscripciones(
  scope: TenantScope,
  pasarela: PasarelaPublica,
): Promise<SuscripcionesRespuesta> {
  const planes = await leerPlanes(scope);
  await terminarPrueba(scope);
  const fila = await suscripcionDeEmpresa(scope);
  const limites = await scope.tx.select().from(limitesPlanes);
  return {
    suscripcionesPadres: planes.filter((p) => p.id_padre === null),
    suscripcionesHijas: planes.filter((p) => p.id_padre !== null),
    actual: {
      id: fila?.id ?? null,
      id_suscripcion: fila?.id_suscripcion ?? null,
      estado: (fila?.estado ?? 'gratis') as EstadoSuscripcion,
      fecha_fin_periodo_prueba: fila?.fecha_fin_periodo_prueba ?? null,
      fin_periodo: fila?.periodo_fin ?? null,
      limites: limitesDe(limites, await planDeEmpresa(scope)),
    },
    pasarela,
  };
}
