import { and, asc, eq, sql } from 'drizzle-orm';
import { sumar, type Dinero } from '../../../../common/dinero';
import {
  MENSAJES_MOVIMIENTOS_CAJA as M,
  type MovimientoCaja,
  type MovimientoCajaInput,
} from '../../../../common/movimientosCaja';
import { MENSAJES_VENTAS } from '../../../../common/ventas';
import { cuadresCaja, formasPago, movimientosCaja, usuarios } from '../../../db/schema';
import type { TenantScope } from '../../../db/tenant';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { huellaDe, revisarHuella } from '../../../lib/idempotencia';
import { auditar } from '../../../services/auditoria';
import type { Quien } from '../quien';

const fp = formasPago as typeof formasPago & Record<string, typeof formasPago.id>;

const columnas = {
  id: movimientosCaja.id,
  id_cuadre_caja: movimientosCaja.id_cuadre_caja,
  id_forma_pago: movimientosCaja.id_forma_pago,
  forma_pago: fp.nombre,
  tipo: movimientosCaja.tipo,
  valor: movimientosCaja.valor,
  motivo: movimientosCaja.motivo,
  id_usuario: movimientosCaja.id_usuario,
  usuario: sql<string | null>`nullif(trim(concat_ws(' ', ${usuarios.nombre}, ${usuarios.apellido})), '')`,
  created_at: movimientosCaja.created_at,
};

function consulta(scope: TenantScope) {
  return scope.tx
    .select(columnas)
    .from(movimientosCaja)
    .innerJoin(
      fp,
      and(eq(fp.empresa_id, movimientosCaja.empresa_id), eq(fp.id, movimientosCaja.id_forma_pago)),
    )
    .leftJoin(
      usuarios,
      and(eq(usuarios.empresa_id, movimientosCaja.empresa_id), eq(usuarios.id, movimientosCaja.id_usuario)),
    );
}

const formato = (f: Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number]): MovimientoCaja => ({
  ...f,
  id_forma_pago: Number(f.id_forma_pago),
  forma_pago: String(f.forma_pago),
  tipo: f.tipo as MovimientoCaja['tipo'],
  valor: sumar(f.valor),
  created_at: new Date(f.created_at).toISOString(),
});

/** GET cuadresCaja/{id}/movimientos: the register's movements, oldest first; 404 for another company's register. */
export async function listarMovimientos(scope: TenantScope, idCaja: number): Promise<MovimientoCaja[]> {
  const [caja] = await scope.tx
    .select({ id: cuadresCaja.id })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id, idCaja)));
  if (!caja) throw new NotFoundError();
  const filas = await consulta(scope)
    .where(scope.where(movimientosCaja, eq(movimientosCaja.id_cuadre_caja, idCaja)))
    .orderBy(asc(movimientosCaja.created_at), asc(movimientosCaja.id));
  return filas.map(formato);
}

/** The cash method a movement goes to: the one named (cash, active, of the company) or the first active one. */
async function formaDeEfectivo(scope: TenantScope, id: number | null | undefined): Promise<number> {
  const [forma] = await scope.tx
    .select({ id: fp.id })
    .from(fp)
    .where(
      scope.where(fp, eq(fp.efectivo, true), eq(fp.activa, true), id != null ? eq(fp.id, id) : undefined),
    )
    .orderBy(asc(fp.id))
    .limit(1);
  if (forma) return Number(forma.id);
  if (id != null) throw ValidationError.field('id_forma_pago', M.formaPago);
  throw ValidationError.field('id_forma_pago', M.sinEfectivo);
}

/**
 * POST cuadresCaja/{id}/movimientos: records cash in or out of an open register. The register's row is held
 * `FOR KEY SHARE` (as a sale holds it), so a close running meanwhile reads the movement or finds it refused as
 * closed (409), never half. A repeated key answers the first movement (422 with another body).
 */
export async function registrarMovimiento(
  scope: TenantScope,
  quien: Quien,
  idCaja: number,
  input: MovimientoCajaInput,
): Promise<MovimientoCaja> {
  const previo = await movimientoDeClave(scope, input);
  if (previo) return previo;
  const [caja] = await scope.tx
    .select({ estado: cuadresCaja.estado })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id, idCaja)))
    .for('key share');
  if (!caja) throw new NotFoundError();
  if (caja.estado !== 'abierta') throw new ConflictError(MENSAJES_VENTAS.cajaYaCerrada);
  const idForma = await formaDeEfectivo(scope, input.id_forma_pago);
  const [fila] = await scope.tx
    .insert(movimientosCaja)
    .values({
      empresa_id: scope.empresaId,
      id_cuadre_caja: idCaja,
      id_forma_pago: idForma,
      tipo: input.tipo,
      valor: input.valor,
      motivo: input.motivo,
      idempotencia: input.idempotencia,
      huella: huellaDe(input),
      id_usuario: quien.usuarioId,
    })
    .onConflictDoNothing()
    .returning({ id: movimientosCaja.id });
  // The key was taken by a request that committed while this one waited on it: answer that movement.
  if (!fila) return (await movimientoDeClave(scope, input)) as MovimientoCaja;
  await auditar(scope, {
    accion: `caja.${input.tipo}`,
    entidad: 'movimientos_caja',
    entidadId: String(fila.id),
    despues: { id_cuadre_caja: idCaja, valor: input.valor, motivo: input.motivo },
  });
  return leerMovimiento(scope, Number(fila.id));
}

/** The movement already made with this body's key, or null; 422 when the key came with another body. */
async function movimientoDeClave(
  scope: TenantScope,
  input: MovimientoCajaInput,
): Promise<MovimientoCaja | null> {
  const [previo] = await scope.tx
    .select({ id: movimientosCaja.id, huella: movimientosCaja.huella })
    .from(movimientosCaja)
    .where(scope.where(movimientosCaja, eq(movimientosCaja.idempotencia, input.idempotencia)));
  if (!previo) return null;
  revisarHuella(previo.huella, input);
  return leerMovimiento(scope, Number(previo.id));
}

async function leerMovimiento(scope: TenantScope, id: number): Promise<MovimientoCaja> {
  const [fila] = await consulta(scope).where(scope.where(movimientosCaja, eq(movimientosCaja.id, id)));
  return formato(fila);
}

/** Per payment method, the cash the register's movements put in and took out. */
export async function movimientosDeCaja(
  scope: TenantScope,
  idCaja: number,
): Promise<Record<'entradas' | 'salidas', Map<number, Dinero>>> {
  const filas = await scope.tx
    .select({
      id: movimientosCaja.id_forma_pago,
      entradas: sql<string>`coalesce(sum(${movimientosCaja.valor}) filter (where ${movimientosCaja.tipo} = 'entrada'), 0)::text`,
      salidas: sql<string>`coalesce(sum(${movimientosCaja.valor}) filter (where ${movimientosCaja.tipo} = 'salida'), 0)::text`,
    })
    .from(movimientosCaja)
    .where(scope.where(movimientosCaja, eq(movimientosCaja.id_cuadre_caja, idCaja)))
    .groupBy(movimientosCaja.id_forma_pago);
  return {
    entradas: new Map(filas.map((f) => [Number(f.id), sumar(f.entradas)])),
    salidas: new Map(filas.map((f) => [Number(f.id), sumar(f.salidas)])),
  };
}
