import { asc, eq, sql } from 'drizzle-orm';
import { mesEnCurso } from '../../../common/mesBogota';
import { MENSAJES_OBJETIVOS, type ObjetivoGuardado, type ObjetivosVentas } from '../../../common/objetivos';
import { objetivosVentas, sedes } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { compararDinero, restar, ritmoDiario } from '../../lib/dinero';
import { auditar } from '../../services/auditoria';
import { ValidationError } from '../../lib/errors';
import type { ObjetivoInput } from './schemas';
import { ventasDeSede } from './ventasDelMes';

/** Every venue of the company with its monthly goal (or none) and the progress of the Bogotá month of `ahora`. */
export async function listarObjetivos(scope: TenantScope, ahora: Date): Promise<ObjetivosVentas> {
  const mes = mesEnCurso(ahora);
  const filas = await scope.tx
    .select({ id_sede: sedes.id, sede: sedes.nombre, objetivo_mensual: objetivosVentas.objetivo_mensual })
    .from(sedes)
    .leftJoin(
      objetivosVentas,
      sql`${objetivosVentas.empresa_id} = ${sedes.empresa_id} and ${objetivosVentas.id_sede} = ${sedes.id}`,
    )
    .where(scope.where(sedes))
    .orderBy(asc(sedes.id));
  const objetivos = [];
  for (const f of filas) {
    const vendido = await ventasDeSede(scope, f.id_sede, mes.desde, mes.hoy);
    if (f.objetivo_mensual === null) {
      objetivos.push({ ...f, vendido, restante: null, ritmo_diario: null });
      continue;
    }
    const falta = restar(f.objetivo_mensual, vendido);
    const restante = compararDinero(falta, 0) > 0 ? falta : '0.00';
    objetivos.push({ ...f, vendido, restante, ritmo_diario: ritmoDiario(restante, mes.dias_restantes) });
  }
  return {
    mes: mes.mes,
    hoy: mes.hoy,
    dias_mes: mes.dias_mes,
    dias_restantes: mes.dias_restantes,
    objetivos,
  };
}

/** Sets a venue's monthly goal; a venue that is not the company's (or none) is a 422 on id_sede. */
export async function guardarObjetivo(
  scope: TenantScope,
  { id_sede, objetivo_mensual }: ObjetivoInput,
): Promise<ObjetivoGuardado> {
  if (compararDinero(objetivo_mensual, 0) <= 0)
    throw ValidationError.field('objetivo_mensual', MENSAJES_OBJETIVOS.positivo);
  const [sede] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.id, id_sede)))
    .limit(1);
  if (!sede) throw ValidationError.field('id_sede', MENSAJES_OBJETIVOS.sede);
  const [previo] = await scope.tx
    .select({ objetivo_mensual: objetivosVentas.objetivo_mensual })
    .from(objetivosVentas)
    .where(scope.where(objetivosVentas, eq(objetivosVentas.id_sede, id_sede)))
    .for('update');
  const [fila] = await scope.tx
    .insert(objetivosVentas)
    .values({ empresa_id: scope.empresaId, id_sede, objetivo_mensual })
    .onConflictDoUpdate({
      target: [objetivosVentas.empresa_id, objetivosVentas.id_sede],
      set: { objetivo_mensual: sql`excluded.objetivo_mensual`, updated_at: sql`now()` },
    })
    .returning({
      id: objetivosVentas.id,
      id_sede: objetivosVentas.id_sede,
      objetivo_mensual: objetivosVentas.objetivo_mensual,
    });
  if (previo?.objetivo_mensual !== fila.objetivo_mensual)
    await auditar(scope, {
      accion: 'objetivo.actualizado',
      entidad: 'sedes',
      entidadId: id_sede,
      antes: { objetivo_mensual: previo?.objetivo_mensual ?? null },
      despues: { objetivo_mensual: fila.objetivo_mensual },
    });
  return fila;
}
