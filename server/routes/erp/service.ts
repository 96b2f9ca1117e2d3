import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { urlConsultaDian } from '../../../common/dian/qr';
import type { Database } from '../../db/client';
import { erpEnvios } from '../../db/schema';
import { TenantScope } from '../../db/tenant';
import { AppError, ConflictError } from '../../lib/errors';
import { ErpError, type ClaseDocumentoErp, type ConectorErp } from '../../erp/conector';
import { documentoErp } from '../../erp/documentos';
import {
  erpActiva,
  HORAS_AVISO,
  HORAS_LIMITE,
  leerEnvio,
  MENSAJES_ERP,
  procesarEnvio,
  type EnvioErp,
  type PasoErp,
} from '../../erp/envio';
import type { EstadoErpApi } from './schemas';

const horasDesde = sql<number>`floor(extract(epoch from (now() - ${erpEnvios.created_at})) / 3600)::int`;

/** A row (with its hours untransmitted) as the API answers it. */
export function estadoDe(
  modulo: ClaseDocumentoErp,
  id: number,
  f: (EnvioErp & { horas?: number | null }) | null,
): EstadoErpApi {
  const horas = f && f.estado !== 'validado' ? Number(f.horas ?? 0) : null;
  return {
    modulo,
    id,
    estado: (f?.estado as EstadoErpApi['estado']) ?? 'sinEnviar',
    begrandaId: f?.erp_id ?? null,
    cufeCude: f?.cufe_cude ?? null,
    urlDian: f?.cufe_cude ? urlConsultaDian(f.cufe_cude, f.ambiente ?? 2) : null,
    contingencia: f?.contingencia ?? false,
    paso_fallido: (f?.paso_fallido as 'erp' | 'dian' | null) ?? null,
    error: f?.error ?? null,
    intentos: f?.intentos ?? 0,
    horas_sin_transmitir: horas,
    alerta:
      horas === null ? null : horas >= HORAS_LIMITE ? 'vencido' : horas >= HORAS_AVISO ? 'porVencer' : null,
    created_at: f?.created_at ? new Date(f.created_at).toISOString() : null,
  };
}

/** The state of one document of this company (its id checked: another company's is 404). */
export async function estadoDocumento(
  database: Database,
  empresaId: number,
  modulo: ClaseDocumentoErp,
  id: number,
): Promise<EstadoErpApi> {
  return database.withTenant(
    empresaId,
    async (tx) => {
      const scope = new TenantScope(tx, empresaId);
      await documentoErp(scope, modulo, id).catch((e: unknown) => {
        if (e instanceof AppError) throw e; // 404: not this company's
      });
      const f = await leerEnvio(scope, modulo, id);
      const [h] = f
        ? await tx
            .select({ horas: horasDesde })
            .from(erpEnvios)
            .where(and(eq(erpEnvios.empresa_id, empresaId), eq(erpEnvios.id, f.id)))
        : [];
      return estadoDe(modulo, id, f && { ...f, horas: h?.horas ?? 0 });
    },
    { readOnly: true },
  );
}

/**
 * One of the spec's erp/begranda/* sends, from a request: the ERP must be active; the document is taken up to
 * `hasta` outside any transaction (server/erp/envio.ts). A failure of the ERP or DIAN answers 502 (refused) or 503
 * (unreachable: the document stays in contingency and the outbox keeps trying) with its reason and the state.
 */
export async function enviarDesdeRuta(
  database: Database,
  conector: ConectorErp,
  empresaId: number,
  modulo: ClaseDocumentoErp,
  id: number,
  hasta: PasoErp,
): Promise<EstadoErpApi> {
  // The document first: another company's id is 404 whether or not this company's ERP is active.
  await estadoDocumento(database, empresaId, modulo, id);
  const activa = await database.withTenant(empresaId, (tx) => erpActiva(new TenantScope(tx, empresaId)), {
    readOnly: true,
  });
  if (!activa) throw new ConflictError(MENSAJES_ERP.inactiva);
  try {
    await procesarEnvio(database, conector, empresaId, modulo, id, hasta);
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    const estado = await estadoDocumento(database, empresaId, modulo, id);
    throw new AppError(error.alcanzable ? 502 : 503, error.message, {
      estado,
      erpAdditionals: adicionales(estado, 'error', error.message),
    });
  }
  return estadoDocumento(database, empresaId, modulo, id);
}

export const adicionales = (estado: EstadoErpApi, status: 'success' | 'error', messageClient: string) => ({
  data: { begrandaId: estado.begrandaId, cufeCude: estado.cufeCude },
  status,
  messageClient,
  additionalData: { customValidation: null },
});

/** The owner's queue: every document not yet validated, oldest first, with the count near or past 48 hours. */
export async function colaErp(database: Database, empresaId: number) {
  return database.withTenant(
    empresaId,
    async (tx) => {
      const filas = await tx
        .select({ f: erpEnvios, horas: horasDesde })
        .from(erpEnvios)
        .where(and(eq(erpEnvios.empresa_id, empresaId), ne(erpEnvios.estado, 'validado')))
        .orderBy(asc(erpEnvios.created_at), asc(erpEnvios.id))
        .limit(500);
      const documentos = filas.map(({ f, horas }) =>
        estadoDe(f.modulo as ClaseDocumentoErp, f.id_documento, { ...f, horas }),
      );
      return {
        documentos,
        porVencer: documentos.filter((d) => d.alerta === 'porVencer').length,
        vencidos: documentos.filter((d) => d.alerta === 'vencido').length,
      };
    },
    { readOnly: true },
  );
}
