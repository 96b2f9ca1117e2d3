import type { Venta } from '../../../common/ventas';
import { ejecutar } from '../../db/sentencia';
import type { TenantScope } from '../../db/tenant';
import { aviso, EVENTOS_CHANNEL } from '../../eventos';
import { AppError } from '../../lib/errors';
import { huellaDe } from '../../lib/idempotencia';
import type { Quien } from './quien';
import { ContextoVencido, type Contexto } from './contexto';
import type { InmediataInput } from './schemas';
import { ESCRIBIR_LOTE } from './sentencias';
import { listoParaEscribir } from './cobro';
import { escritaDe, ventaEscrita, type Escrita } from './escrita';
import { contextos, lineasInmediata, necesitaLinea, pedidoDe } from './inmediata';

/** Sales written together at most. */
const MAX_LOTE = 64;

/** Where a batch goes: the venue, its open register and the context's version, as cached. */
interface Destino {
  idSede: number;
  idCaja: number;
  version: string;
}

/** A batch's transaction: the company's, run as a request runs it (`request.tenant`). */
export type Correr = <T>(fn: (scope: TenantScope) => Promise<T>) => Promise<T>;

interface Pendiente {
  venta: Record<string, unknown>;
  correr: Correr;
  resolver: (escrita: Escrita) => void;
  rechazar: (error: unknown) => void;
}

async function escribirLote(
  scope: TenantScope,
  d: Destino,
  ventas: Record<string, unknown>[],
): Promise<Escrita[]> {
  const filas = await ejecutar(
    scope,
    ESCRIBIR_LOTE,
    {
      empresa: scope.empresaId,
      sede: d.idSede,
      caja: d.idCaja,
      version: d.version,
      cantidad: ventas.length,
      ventas: JSON.stringify(ventas.map((v, n) => ({ ...v, n }))),
      canal: EVENTOS_CHANNEL,
      aviso: aviso(scope, 'ventas', [d.idCaja]),
    },
    // Nothing follows: a failure of the statement turns the COMMIT into a rollback.
    { confirmar: true },
  );
  if (filas.length === 0) throw new ContextoVencido();
  if (filas.length !== ventas.length) throw new Error('Lote de ventas incompleto');
  return filas.map(escritaDe);
}

/**
 * Counter sales of a venue's register queued while one of its batches is being written, then written together
 * (issue 9): an idle venue writes a sale at once, a busy one pays one statement, one counter bump and one commit
 * (one WAL flush) for all the sales that arrived meanwhile — the counter's row, locked until commit, serialises a
 * venue's sales anyway. Numbers follow the queue's order. A batch that fails fails each of its sales (the route
 * writes each alone then; a key already written answers its sale).
 */
export class LotesVenta {
  private readonly colas = new Map<string, Pendiente[]>();
  private readonly enCurso = new Set<string>();

  escribir(empresaId: number, d: Destino, venta: Record<string, unknown>, correr: Correr): Promise<Escrita> {
    const clave = `${empresaId}:${d.idSede}:${d.idCaja}:${d.version}`;
    return new Promise((resolver, rechazar) => {
      const cola = this.colas.get(clave) ?? [];
      cola.push({ venta, correr, resolver, rechazar });
      this.colas.set(clave, cola);
      if (!this.enCurso.has(clave)) void this.vaciar(clave, d);
    });
  }

  private async vaciar(clave: string, d: Destino): Promise<void> {
    this.enCurso.add(clave);
    try {
      for (;;) {
        const cola = this.colas.get(clave);
        if (!cola || cola.length === 0) break;
        const lote = cola.splice(0, MAX_LOTE);
        if (cola.length === 0) this.colas.delete(clave);
        try {
          const escritas = await lote[0].correr((scope) =>
            escribirLote(
              scope,
              d,
              lote.map((p) => p.venta),
            ),
          );
          lote.forEach((p, i) => p.resolver(escritas[i]));
        } catch (error) {
          for (const p of lote) p.rechazar(error);
        }
      }
    } finally {
      this.enCurso.delete(clave);
    }
  }
}

const lotes = new LotesVenta();

/**
 * A counter sale written in its venue's batch, when it can be: its whole context cached, every check passed on it,
 * no discount (audited), no stock leaving (locked and checked per sale) and no webhook listening (an outbox row per
 * sale). Null otherwise, and when its batch failed: the route then charges it alone (`registrarInmediata`), which
 * reads what is stored before refusing anything and answers a key already written with its sale.
 */
export async function ventaEnLote(
  empresaId: number,
  quien: Quien,
  input: InmediataInput,
  correr: Correr,
): Promise<Venta | null> {
  const contexto = contextos.obtener(empresaId, pedidoDe(input, quien));
  // An electronic document is numbered and written in its sale's own transaction: such a sale goes alone.
  if (!contexto || contexto.escuchados.size > 0 || contexto.documentos || contexto.erp) return null;
  const preparada = paraLote(quien, input, contexto);
  if (!preparada) return null;
  const { idSede, listo } = preparada;
  const { calculo } = listo;
  try {
    const escrita = await lotes.escribir(
      empresaId,
      { idSede, idCaja: listo.idCaja, version: contexto.version },
      {
        prefijo: listo.prefijo,
        id_nit: listo.idNit,
        subtotal: calculo.subtotal,
        descuento: calculo.descuento,
        base: calculo.base,
        impuesto: calculo.impuesto,
        total: calculo.total,
        propina: listo.propina,
        cambio: listo.pagos.cambio,
        idempotencia: input.idempotencia,
        huella: huellaDe(input),
        id_usuario: quien.usuarioId,
        lineas: listo.lineas,
        pagos: listo.formas,
      },
      correr,
    );
    return ventaEscrita({ escrita, contexto }, { idSede, quien });
  } catch (error) {
    if (error instanceof ContextoVencido) contextos.olvidar(empresaId);
    return null;
  }
}

/** The sale checked and worked out on its cached context, or null when it may not join a batch (or a check refused it). */
function paraLote(quien: Quien, input: InmediataInput, contexto: Contexto) {
  try {
    // Modifiers need a read of their own (issue 32): such a sale is charged alone.
    if (input.detalles.some((d) => necesitaLinea(d, contexto))) return null;
    const { idSede, lineas, consumo } = lineasInmediata(input, contexto);
    if (consumo.length > 0) return null;
    const listo = listoParaEscribir(quien, { input, idSede, lineas, propinaPorDefecto: '0.00' }, contexto);
    return listo.sinDescuento ? { idSede, listo } : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
