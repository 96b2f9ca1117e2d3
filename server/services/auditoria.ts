import { sql } from 'drizzle-orm';
import { auditoria, usuarios } from '../db/schema';
import type { OrigenCambio, TenantScope } from '../db/tenant';
import type { AccionAuditoria, Cambios } from '../../common/auditoria';

/** A request (its address and signed-in user) or an origin already known (sign-in, a scope's own). */
export type Origen = { ip: string; auth?: { usuarioId: number } | null } | OrigenCambio;

export interface EventoAuditoria {
  accion: AccionAuditoria;
  /** What was changed: a table or kind, and its id or name. */
  entidad?: string;
  entidadId?: number | string;
  antes?: Cambios | null;
  despues?: Cambios | null;
  /** Who acted, when not the signed-in user (a failed sign-in names the account tried). */
  usuarioId?: number | null;
}

const origenDe = (o: Origen | undefined): OrigenCambio =>
  !o
    ? { ip: null, usuarioId: null }
    : 'usuarioId' in o
      ? o
      : { ip: o.ip, usuarioId: o.auth?.usuarioId ?? null };

/**
 * Appends one record to the company's audit trail in the caller's transaction (so it exists if and only if the
 * change does): who (id and, as it is now, e-mail), when (the database's clock), from which address, what.
 * `origen` is the scope's unless given: `request.tenant` scopes carry their request's address and user.
 */
export async function auditar(
  scope: TenantScope,
  evento: EventoAuditoria,
  origen: Origen | undefined = scope.origen,
) {
  const { ip, usuarioId: actor } = origenDe(origen);
  const usuarioId = evento.usuarioId !== undefined ? evento.usuarioId : actor;
  await scope.tx.insert(auditoria).values({
    empresa_id: scope.empresaId,
    accion: evento.accion,
    usuario_id: usuarioId,
    usuario:
      usuarioId === null
        ? null
        : sql`(select ${usuarios.email} from ${usuarios} where ${usuarios.id} = ${usuarioId})`,
    ip,
    entidad: evento.entidad ?? null,
    entidad_id: evento.entidadId === undefined ? null : String(evento.entidadId),
    antes: evento.antes ?? null,
    despues: evento.despues ?? null,
  });
}

const comoJson = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : (v ?? null));

/**
 * The fields of `campos` whose value differs between two versions of a row, before and after (dates as ISO
 * text, money as its decimal string). Null when nothing listed changed.
 */
export function cambios<T extends Record<string, unknown>>(
  antes: T | null,
  despues: T | null,
  campos: readonly (keyof T & string)[],
): { antes: Cambios | null; despues: Cambios | null } | null {
  const a: Cambios = {};
  const d: Cambios = {};
  for (const campo of campos) {
    const va = antes ? comoJson(antes[campo]) : undefined;
    const vd = despues ? comoJson(despues[campo]) : undefined;
    if (JSON.stringify(va) === JSON.stringify(vd)) continue;
    if (antes) a[campo] = va;
    if (despues) d[campo] = vd;
  }
  if (Object.keys(antes ? a : d).length === 0) return null;
  return { antes: antes ? a : null, despues: despues ? d : null };
}
