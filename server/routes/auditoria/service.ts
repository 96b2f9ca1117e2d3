import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RegistroAuditoria } from '../../../common/auditoria';
import { auditoria } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { page, type Page } from '../../lib/envelope';
import { patronContiene } from '../../db/plegado';
import type { ConsultaAuditoria } from './schemas';

/** Midnight of a Bogotá day (UTC−5 all year, no daylight saving since 1993). */
const inicioDia = (dia: string, masDias = 0) =>
  new Date(Date.parse(`${dia}T05:00:00Z`) + masDias * 86_400_000);

/** GET auditoria: the company's records, newest first, filtered. */
export async function listarAuditoria(
  scope: TenantScope,
  q: ConsultaAuditoria,
): Promise<Page<RegistroAuditoria>> {
  const condiciones: (SQL | undefined)[] = [
    q.accion ? eq(auditoria.accion, q.accion) : undefined,
    q.usuario ? sql`lower(${auditoria.usuario}) like ${patronContiene(q.usuario.toLowerCase())}` : undefined,
    q.desde ? gte(auditoria.creado_at, inicioDia(q.desde)) : undefined,
    q.hasta ? lt(auditoria.creado_at, inicioDia(q.hasta, 1)) : undefined,
  ];
  const donde = scope.where(auditoria, ...condiciones);
  const todas = q.rowsPerPage === -1;
  const filas = await scope.tx
    .select()
    .from(auditoria)
    .where(donde)
    .orderBy(desc(auditoria.creado_at), desc(auditoria.id))
    .limit(todas ? Number.MAX_SAFE_INTEGER : q.rowsPerPage)
    .offset(todas ? 0 : (q.page - 1) * q.rowsPerPage);
  const [{ total }] = await scope.tx.select({ total: count() }).from(auditoria).where(and(donde));
  return page(
    filas.map((f) => ({
      id: f.id,
      fecha: f.creado_at.toISOString(),
      accion: f.accion,
      usuario_id: f.usuario_id,
      usuario: f.usuario,
      ip: f.ip,
      entidad: f.entidad,
      entidad_id: f.entidad_id,
      antes: f.antes ?? null,
      despues: f.despues ?? null,
    })),
    Number(total), // no-dinero: filas contadas
    q.page,
    q.rowsPerPage,
  );
}
