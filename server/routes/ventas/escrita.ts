import type { DocumentoDianRecibo } from '../../../common/dian/recibo';
import type { Venta } from '../../../common/ventas';
import { desdeJson } from '../../db/statement';
import type { Quien } from './quien';
import { calcularDesdeGuardadas, formatoResumen } from './consultas';
import type { Contexto } from './contexto';

/** What the final statement gives back: the sale's header, lines and payments as stored (money as text). */
export interface Escrita {
  id: number;
  numero: number;
  created_at: unknown;
  cabecera: Record<
    'subtotal' | 'descuento' | 'base' | 'impuesto' | 'total' | 'propina' | 'cambio',
    string
  > & { motivo_descuento: string | null };
  detalles: Venta['detalles'];
  pagos: { id: number; id_forma_pago: number; valor: string; recibido: string; cambio: string }[];
  /** Issue 29: the electronic document stored with the sale, as its receipt prints it. */
  documento_dian?: DocumentoDianRecibo | null;
}

/** A sale's row as its write answered it (the single write's and each of a batch's, lotes.ts). */
export const escritaDe = (fila: Record<string, unknown>): Escrita => ({
  id: Number(fila.id),
  numero: Number(fila.numero),
  created_at: fila.created_at,
  cabecera: fila as Escrita['cabecera'],
  detalles: desdeJson<Escrita['detalles']>(fila.detalles),
  pagos: desdeJson<Escrita['pagos']>(fila.pagos),
});

/**
 * The counter sale as `cargarVenta` reads it after the commit, from what was read and stored (no read-back): the
 * header's figures are the stored ones (the same decimals: the calculation's, written as PostgreSQL writes them),
 * the lines and payments as the final statement returned them. tests/api/ventas-respuesta.test.ts holds it equal
 * to the read.
 */
export function ventaEscrita(
  { escrita, contexto }: { escrita: Escrita; contexto: Contexto },
  datos: { idSede: number; quien: Quien },
): Venta {
  const formas = new Map(contexto.formas.map((f) => [f.id, f]));
  const c = escrita.cabecera;
  const cabecera = formatoResumen({
    id: escrita.id,
    id_sede: datos.idSede,
    sede: contexto.sede,
    id_cuadre_caja: contexto.idCaja,
    numero: escrita.numero,
    prefijo: contexto.prefijo ?? '',
    tipo: 'inmediata',
    id_orden: null,
    mesa: null,
    id_nit: contexto.nit!.id,
    cliente: contexto.nit!.cliente,
    documento_cliente: contexto.nit!.documento,
    subtotal: c.subtotal,
    descuento: c.descuento,
    motivo_descuento: c.motivo_descuento,
    base: c.base,
    impuesto: c.impuesto,
    total: c.total,
    propina: c.propina,
    cambio: c.cambio,
    estado: 'pagada',
    id_usuario: datos.quien.usuarioId,
    cajero: contexto.cajero,
    id_mesero: null,
    mesero: null,
    cancelada_por: null,
    cancelada_at: null,
    motivo_cancelacion: null,
    begrandaId: null,
    cufeCude: null,
    id_begranda_anulado: null,
    cude_anulado: null,
    created_at: escrita.created_at,
  });
  return {
    ...cabecera,
    impuestos: calcularDesdeGuardadas(escrita.detalles).impuestos,
    detalles: escrita.detalles,
    pagos: escrita.pagos.map((p) => {
      const forma = formas.get(p.id_forma_pago)!;
      return { ...p, forma_pago: forma.nombre, efectivo: forma.efectivo };
    }) as Venta['pagos'],
    documento_dian: escrita.documento_dian ?? null,
  };
}
