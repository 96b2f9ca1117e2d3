import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { configuraciones, erpEnvios } from '../db/schema';
import { TenantScope } from '../db/tenant';
import { enqueue, type OutboxMensaje } from '../outbox';
import { AppError, ConflictError, ValidationError } from '../lib/errors';
import {
  ErpError,
  SinCodigoErpError,
  type ClaseDocumentoErp,
  type ConectorErp,
  type DocumentoErp,
} from './conector';
import { documentoErp, ORIGINAL } from './documentos';

/** The outbox kind of one document to the ERP. */
export const TIPO_ERP = 'erp';
export interface PayloadErp {
  modulo: ClaseDocumentoErp;
  id: number;
}

export type EnvioErp = typeof erpEnvios.$inferSelect;

/** Hours untransmitted after which the owner is warned, and DIAN's limit for a document in contingency. */
export const HORAS_AVISO = 40;
export const HORAS_LIMITE = 48;

export const MENSAJES_ERP = {
  inactiva: 'La integración con la ERP de Begranda no está activa (configuración activarErpBegranda).',
  fallida: 'Transacción Fallida enviando a la ERP de Begranda !!',
  exitosa: 'Transacción Exitosa !!',
  ventaEnviada: 'Se ha enviado correctamente la venta al ERP de Begranda',
  sinCorreo: 'El cliente de la venta no tiene correo electrónico',
} as const;

/** Where the ERP's answers are kept on the document itself (what its API record and the chips read). */
const COLUMNAS: Record<ClaseDocumentoErp, { tabla: string; id: string; codigo: string } | null> = {
  sale: { tabla: 'ventas', id: 'id_begranda', codigo: 'cufe_cude' },
  canceledSale: { tabla: 'ventas', id: 'id_begranda_anulado', codigo: 'cude_anulado' },
  purchase: { tabla: 'compras', id: 'id_begranda', codigo: 'cufe_cude' },
  canceledPurchase: { tabla: 'compras', id: 'id_begranda_anulado', codigo: 'cude_anulado' },
  expense: { tabla: 'gastos', id: 'id_begranda', codigo: 'cufe_cude' },
  canceledExpense: { tabla: 'gastos', id: 'id_begranda_anulado', codigo: 'cude_anulado' },
  cuadreCaja: null,
};

/** The electronic documents a kind sends (documentos_dian.tipo): a sale's own, a cancellation's note. */
const TIPOS_ELECTRONICOS: Partial<Record<ClaseDocumentoErp, SQL>> = {
  sale: sql`('pos', 'factura')`,
  canceledSale: sql`('nota_credito', 'nota_ajuste')`,
};

/** The company's `activarErpBegranda` is '1' (spec §1). */
export async function erpActiva(scope: TenantScope): Promise<boolean> {
  const [c] = await scope.tx
    .select({ valor: configuraciones.valor })
    .from(configuraciones)
    .where(scope.where(configuraciones, eq(configuraciones.nombre, 'activarErpBegranda')));
  return String(c?.valor ?? '').trim() === '1';
}

const clave = (empresaId: number, modulo: ClaseDocumentoErp, id: number) =>
  and(eq(erpEnvios.empresa_id, empresaId), eq(erpEnvios.modulo, modulo), eq(erpEnvios.id_documento, id));

/** The document's row, created 'pendiente' when missing (in the caller's transaction). */
async function filaEnvio(scope: TenantScope, modulo: ClaseDocumentoErp, id: number): Promise<EnvioErp> {
  await scope.tx
    .insert(erpEnvios)
    .values({ empresa_id: scope.empresaId, modulo, id_documento: id })
    .onConflictDoNothing();
  const [f] = await scope.tx
    .select()
    .from(erpEnvios)
    .where(clave(scope.empresaId, modulo, id));
  return f;
}

/**
 * In the document's own transaction (a sale, a purchase, an expense, a cancellation): with the ERP active, its row
 * 'pendiente' and one outbox job that sends it after the commit (with back-off while the ERP cannot be reached).
 */
export async function encolarErp(scope: TenantScope, modulo: ClaseDocumentoErp, id: number): Promise<void> {
  if (await erpActiva(scope)) await encolarErpActiva(scope, modulo, id);
}

/** `encolarErp` when the caller already read that the ERP is active (a sale's context). */
export async function encolarErpActiva(
  scope: TenantScope,
  modulo: ClaseDocumentoErp,
  id: number,
): Promise<void> {
  await filaEnvio(scope, modulo, id);
  await enqueue(scope.tx, scope.empresaId, TIPO_ERP, { modulo, id });
}

/** The state of a document's sending (null: never queued nor sent). */
export async function leerEnvio(
  scope: TenantScope,
  modulo: ClaseDocumentoErp,
  id: number,
): Promise<EnvioErp | null> {
  const [f] = await scope.tx
    .select()
    .from(erpEnvios)
    .where(clave(scope.empresaId, modulo, id));
  return f ?? null;
}

async function registrarFalla(
  database: Database,
  empresaId: number,
  modulo: ClaseDocumentoErp,
  id: number,
  paso: 'erp' | 'dian',
  error: Error,
  contingencia: boolean,
): Promise<void> {
  await database.withTenant(empresaId, async (tx) => {
    const scope = new TenantScope(tx, empresaId);
    await filaEnvio(scope, modulo, id);
    await tx
      .update(erpEnvios)
      .set({
        estado: sql`case when ${erpEnvios.estado} = 'validado' then 'validado' else 'fallido' end`,
        paso_fallido: paso,
        error: error.message.slice(0, 500),
        intentos: sql`${erpEnvios.intentos} + 1`,
        contingencia,
        updated_at: sql`now()`,
      })
      .where(clave(empresaId, modulo, id));
    // A sale's electronic document (a cancellation's note) stays issued here, in contingency until transmitted.
    const tipos = TIPOS_ELECTRONICOS[modulo];
    if (tipos && contingencia)
      await tx.execute(
        sql`update documentos_dian set estado = 'contingencia'
            where empresa_id = ${empresaId} and id_venta = ${id} and estado = 'local' and tipo in ${tipos}`,
      );
  });
}

async function registrar(
  database: Database,
  empresaId: number,
  modulo: ClaseDocumentoErp,
  id: number,
  cambio: { erpId: string } | { cufeCude: string; ambiente: 1 | 2 },
): Promise<EnvioErp> {
  return database.withTenant(empresaId, async (tx) => {
    const scope = new TenantScope(tx, empresaId);
    await filaEnvio(scope, modulo, id);
    const col = COLUMNAS[modulo];
    const [f] =
      'erpId' in cambio
        ? await tx
            .update(erpEnvios)
            .set({
              erp_id: sql`coalesce(${erpEnvios.erp_id}, ${cambio.erpId})`,
              estado: sql`case when ${erpEnvios.estado} = 'validado' then 'validado' else 'enviado' end`,
              enviado_at: sql`coalesce(${erpEnvios.enviado_at}, now())`,
              paso_fallido: null,
              error: null,
              updated_at: sql`now()`,
            })
            .where(clave(empresaId, modulo, id))
            .returning()
        : await tx
            .update(erpEnvios)
            .set({
              cufe_cude: cambio.cufeCude,
              ambiente: cambio.ambiente,
              estado: 'validado',
              validado_at: sql`coalesce(${erpEnvios.validado_at}, now())`,
              paso_fallido: null,
              error: null,
              contingencia: false,
              updated_at: sql`now()`,
            })
            .where(clave(empresaId, modulo, id))
            .returning();
    if (col) {
      const [columna, valor] = 'erpId' in cambio ? [col.id, f.erp_id] : [col.codigo, cambio.cufeCude];
      await tx.execute(
        sql`update ${sql.identifier(col.tabla)} set ${sql.identifier(columna)} = ${valor}
            where empresa_id = ${empresaId} and id = ${id}`,
      );
    }
    const tipos = TIPOS_ELECTRONICOS[modulo];
    if (tipos && !('erpId' in cambio))
      await tx.execute(
        sql`update documentos_dian set estado = 'aceptado'
            where empresa_id = ${empresaId} and id_venta = ${id} and estado in ('local', 'contingencia', 'enviado')
              and tipo in ${tipos}`,
      );
    return f;
  });
}

/** How far a send goes: the ERP's record only, or on to DIAN's validation. */
export type PasoErp = 'erp' | 'dian';

/**
 * Takes one document as far as `hasta` (outside any transaction; may run twice, on several instances: each step
 * is skipped once recorded, and the ERP answers the same id for the same reference). A cancellation sends its
 * original first. Reads as the company (another company's id: 404); a line without ERP code is refused before
 * anything is sent (422, recorded as the failure). A failed call is recorded (unreachable: contingency) and thrown.
 */
export async function procesarEnvio(
  database: Database,
  conector: ConectorErp,
  empresaId: number,
  modulo: ClaseDocumentoErp,
  id: number,
  hasta: PasoErp = 'dian',
): Promise<EnvioErp> {
  let documento: DocumentoErp;
  let envio: EnvioErp;
  try {
    [documento, envio] = await database.withTenant(empresaId, async (tx) => {
      const scope = new TenantScope(tx, empresaId);
      const d = await documentoErp(scope, modulo, id);
      return [d, await filaEnvio(scope, modulo, id)] as const;
    });
  } catch (error) {
    if (error instanceof SinCodigoErpError) {
      await registrarFalla(database, empresaId, modulo, id, 'erp', error, false);
      throw ValidationError.field('id', error.message);
    }
    throw error;
  }
  if (envio.estado === 'validado' || (hasta === 'erp' && envio.erp_id)) return envio;
  const original = ORIGINAL[modulo];
  if (original) {
    const o = await procesarEnvio(database, conector, empresaId, original, id, 'erp');
    documento = { ...documento, origen: { erpId: o.erp_id!, cufeCude: o.cufe_cude } };
  }
  let erpId = envio.erp_id;
  if (!erpId) {
    try {
      const r = await conector.enviar(documento);
      envio = await registrar(database, empresaId, modulo, id, { erpId: r.erpId });
      erpId = envio.erp_id!;
      if (r.cufeCude)
        envio = await registrar(database, empresaId, modulo, id, {
          cufeCude: r.cufeCude,
          ambiente: documento.electronico?.ambiente ?? 2,
        });
    } catch (error) {
      await fallo(database, empresaId, modulo, id, 'erp', error);
      throw error;
    }
  }
  if (hasta === 'erp' || envio.estado === 'validado') return envio;
  try {
    const r = await conector.validarDian(documento, erpId);
    return await registrar(database, empresaId, modulo, id, r);
  } catch (error) {
    await fallo(database, empresaId, modulo, id, 'dian', error);
    throw error;
  }
}

async function fallo(
  database: Database,
  empresaId: number,
  modulo: ClaseDocumentoErp,
  id: number,
  paso: 'erp' | 'dian',
  error: unknown,
): Promise<void> {
  if (error instanceof AppError) return;
  const e = error instanceof Error ? error : new Error(String(error));
  await registrarFalla(
    database,
    empresaId,
    modulo,
    id,
    paso,
    e,
    !(error instanceof ErpError && error.alcanzable),
  );
}

/**
 * The outbox job: the document all the way to DIAN. Unreachable: thrown, so the outbox tries again with back-off
 * (contingency) until the connection returns. A refusal (the ERP's, or a line without ERP code) is recorded and
 * not retried on its own: the user fixes it and sends it again from its chip.
 */
export async function entregarErp(database: Database, conector: ConectorErp, mensaje: OutboxMensaje) {
  const p = mensaje.payload as PayloadErp;
  try {
    await procesarEnvio(database, conector, mensaje.empresaId, p.modulo, p.id, 'dian');
  } catch (error) {
    if (error instanceof ErpError && !error.alcanzable) throw error;
    if (error instanceof ErpError || error instanceof AppError) return;
    throw error;
  }
}

/** The validated document mailed to its customer by the ERP (spec send/email). */
export async function enviarCorreoErp(
  database: Database,
  conector: ConectorErp,
  empresaId: number,
  id: number,
  correo: string | null,
): Promise<EnvioErp> {
  const envio = await procesarEnvio(database, conector, empresaId, 'sale', id, 'dian');
  const documento = await database.withTenant(empresaId, (tx) =>
    documentoErp(new TenantScope(tx, empresaId), 'sale', id),
  );
  const destino = correo ?? documento.tercero.correo;
  if (!destino) throw new ConflictError(MENSAJES_ERP.sinCorreo);
  await conector.enviarCorreo(documento, envio.erp_id!, destino);
  return envio;
}
