import { and, asc, desc, eq } from 'drizzle-orm';
import type { Sede } from '../../../common/registros';
import { cuadresCaja, sedes } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { AppError, ConflictError } from '../../lib/errors';
import { auditar } from '../../services/auditoria';
import { bloquearSede } from '../../services/bloqueoSede';
import { LimitePlanError, verificarLimitePlan } from '../../services/limitesPlan';
import { soloSedesDelUsuario } from '../../services/sedesUsuario';
import { MENSAJES_SEDES as M, type SedeInput } from './schemas';

const columnas = {
  id: sedes.id,
  nombre: sedes.nombre,
  direccion: sedes.direccion,
  principal: sedes.principal,
  activa: sedes.activa,
};

/**
 * The company's venues the user works in (owner and administrators: all), deactivated ones included (the POS
 * leaves them out): the main one first, then by name.
 */
export const listarSedes = (scope: TenantScope): Promise<Sede[]> =>
  scope.tx
    .select(columnas)
    .from(sedes)
    .where(scope.where(sedes, soloSedesDelUsuario(scope, sedes.id)))
    .orderBy(desc(sedes.principal), asc(sedes.nombre), asc(sedes.id));

/** Active venues count against the plan's `sedes` limit; at the limit a Spanish 402 names it. */
async function dentroDelLimite(scope: TenantScope): Promise<void> {
  try {
    await verificarLimitePlan(scope, 'sedes', sedes, eq(sedes.activa, true));
  } catch (error) {
    if (!(error instanceof LimitePlanError)) throw error;
    throw new AppError(402, M.limite((error.data as { limite: number }).limite), error.data);
  }
}

/**
 * POST sedes/sede: a new venue. What it needs to sell comes with it: its sale numbering starts at 1 (the counter
 * row, created here at 0), its register opens from the POS, its public menu id is its own; tables, print points
 * and DIAN ranges name it from their own pages.
 */
export async function crearSede(scope: TenantScope, datos: SedeInput): Promise<Sede> {
  await dentroDelLimite(scope);
  const nueva = await scope.insert(sedes, { nombre: datos.nombre, direccion: datos.direccion });
  await bloquearSede(scope, nueva.id);
  await auditar(scope, {
    accion: 'sede.creada',
    entidad: 'sedes',
    entidadId: String(nueva.id),
    despues: datos,
  });
  await publicar(scope, 'sedes', [nueva.id]);
  return sedePorId(scope, nueva.id);
}

async function sedePorId(scope: TenantScope, id: number): Promise<Sede> {
  const [fila] = await scope.tx
    .select(columnas)
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, id)));
  return fila;
}

/** Renames a venue of the company or changes its address; another company's id is a 404 (`scope.get`). */
export async function actualizarSede(scope: TenantScope, id: number, datos: SedeInput): Promise<Sede> {
  await scope.get(sedes, id);
  const [fila] = await scope.tx
    .update(sedes)
    .set({ nombre: datos.nombre, direccion: datos.direccion })
    .where(scope.where(sedes, eq(sedes.id, id)))
    .returning(columnas);
  await publicar(scope, 'sedes', [id]);
  return fila;
}

/**
 * Deactivates (`activa` false) or reactivates a venue. The main venue stays active, and a venue with an open
 * register cannot be deactivated: the venue's counter row is locked first, as opening a register does, so a
 * register opened meanwhile is seen (and one opened after finds the venue inactive). A reactivation counts
 * against the plan's limit.
 */
export async function cambiarActiva(scope: TenantScope, id: number, activa: boolean): Promise<Sede> {
  const actual = await scope.get(sedes, id);
  if (actual.activa === activa) return sedePorId(scope, id);
  if (activa) await dentroDelLimite(scope);
  else {
    if (actual.principal) throw new ConflictError(M.principal);
    await bloquearSede(scope, id);
    const [abierta] = await scope.tx
      .select({ id: cuadresCaja.id })
      .from(cuadresCaja)
      .where(scope.where(cuadresCaja, and(eq(cuadresCaja.id_sede, id), eq(cuadresCaja.estado, 'abierta'))));
    if (abierta) throw new ConflictError(M.cajaAbierta);
  }
  await scope.update(sedes, id, { activa });
  await auditar(scope, {
    accion: activa ? 'sede.activada' : 'sede.desactivada',
    entidad: 'sedes',
    entidadId: String(id),
    despues: { activa },
  });
  await publicar(scope, 'sedes', [id]);
  return sedePorId(scope, id);
}
