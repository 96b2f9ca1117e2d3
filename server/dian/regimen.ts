import { inArray, sql } from 'drizzle-orm';
import {
  CONFIGURACION_RESPONSABLE_INC,
  CONFIGURACION_RESPONSABLE_IVA,
  type RegimenDian,
} from '../../common/dian/regimen';
import { publicar } from '../eventos';
import { auditar } from '../services/auditoria';
import { configuraciones } from '../db/schema';
import type { TenantScope } from '../db/tenant';

const NOMBRES = [CONFIGURACION_RESPONSABLE_IVA, CONFIGURACION_RESPONSABLE_INC];

/** The company's declared regime; `declarado` false (both answers false) while never saved. */
export async function leerRegimen(scope: TenantScope): Promise<RegimenDian> {
  const filas = await scope.tx
    .select({ nombre: configuraciones.nombre, valor: configuraciones.valor })
    .from(configuraciones)
    .where(scope.where(configuraciones, inArray(configuraciones.nombre, NOMBRES)));
  const valor = (nombre: string) => filas.find((f) => f.nombre === nombre)?.valor;
  return {
    responsable_iva: valor(CONFIGURACION_RESPONSABLE_IVA) === '1',
    responsable_inc: valor(CONFIGURACION_RESPONSABLE_INC) === '1',
    declarado: filas.length === NOMBRES.length,
  };
}

/** Saves both answers (one upsert each) and audits the change. */
export async function guardarRegimen(
  scope: TenantScope,
  nuevo: { responsable_iva: boolean; responsable_inc: boolean },
): Promise<RegimenDian> {
  const antes = await leerRegimen(scope);
  for (const [nombre, si] of [
    [CONFIGURACION_RESPONSABLE_IVA, nuevo.responsable_iva],
    [CONFIGURACION_RESPONSABLE_INC, nuevo.responsable_inc],
  ] as const)
    await scope.tx
      .insert(configuraciones)
      .values({ empresa_id: scope.empresaId, nombre, valor: si ? '1' : '0' })
      .onConflictDoUpdate({
        target: [configuraciones.empresa_id, configuraciones.nombre],
        set: { valor: sql`excluded.valor`, updated_at: sql`now()` },
      });
  const despues = { ...nuevo, declarado: true };
  await publicar(scope, 'configuraciones', []);
  await auditar(scope, {
    accion: 'configuracion.actualizada',
    entidad: 'configuraciones',
    entidadId: 'regimenDian',
    antes,
    despues,
  });
  return despues;
}
