import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RegistroCatalogo } from '../../common/catalogoRegistro';
import { tenantStatement } from '../db/statement';
import type { TenantReader, TenantScope } from '../db/tenant';
import { NotFoundError } from '../lib/errors';
import type { PlanCatalogo } from './plan';
import { aRegistro } from './registro';

/** A catalogue's reads of one record or of the rows code beside a declaration asks for. */
export function consultasCatalogo(plan: PlanCatalogo) {
  const { c, tabla, seleccion, seleccionUno, desde, deEmpresa, orden, propio, imagenes } = plan;
  const UNO = tenantStatement(
    `${c.tabla}_obtener`,
    seleccionUno,
    (qb, f) =>
      desde(qb.select(f))
        .where(and(deEmpresa, eq(tabla.id, sql.placeholder('id'))))
        .limit(1) as never,
  );

  async function obtener(lector: TenantReader, id: number): Promise<RegistroCatalogo> {
    const [fila] = await lector.tenantRead(UNO, { id });
    if (!fila) throw new NotFoundError();
    return aRegistro(plan, fila);
  }

  /** The same read inside a write's transaction (it sees the transaction's own change). */
  async function obtenerEn(scope: TenantScope, id: number): Promise<RegistroCatalogo> {
    const filas = (await desde(scope.tx.select(seleccionUno) as never)
      .where(and(eq(tabla.empresa_id, scope.empresaId), eq(tabla.id, id)))
      .limit(1)) as Record<string, unknown>[];
    if (!filas[0]) throw new NotFoundError();
    return aRegistro(plan, filas[0]);
  }

  async function buscar(scope: TenantScope, condicion?: SQL, porOrden?: SQL[]): Promise<RegistroCatalogo[]> {
    const filas = (await desde(scope.tx.select(seleccion) as never)
      .where(and(eq(tabla.empresa_id, scope.empresaId), condicion))
      .orderBy(...(porOrden ? [...porOrden, ...propio] : orden))) as unknown as Record<string, unknown>[];
    return filas.map((f) => aRegistro(plan, f));
  }

  /** The row locked until the transaction ends (its stored images' paths), or a 404 (another company's id too). */
  async function bloquear(scope: TenantScope, id: number): Promise<Record<string, unknown>> {
    const [fila] = await scope.tx
      .select({ id: tabla.id, ...Object.fromEntries(imagenes.map((k) => [k, tabla[k]])) })
      .from(tabla)
      .where(scope.where(tabla, eq(tabla.id, id)))
      .for('update');
    if (!fila) throw new NotFoundError();
    return fila;
  }

  return { obtener, obtenerEn, buscar, bloquear };
}

export type ConsultasCatalogo = ReturnType<typeof consultasCatalogo>;
