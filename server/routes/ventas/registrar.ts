import type { Dinero } from '../../../common/dinero';
import { codigoPg, restriccionPg } from '../../db/errores-pg';
import { ejecutar } from '../../db/sentencia';
import type { TenantScope } from '../../db/tenant';
import { aviso, EVENTOS_CHANNEL } from '../../eventos';
import { huellaDe } from '../../lib/idempotencia';
import { auditar } from '../../services/auditoria';
import type { SalidaVenta } from '../../services/inventario';
import { guardarDocumentoPos } from '../../dian/documentoVenta';
import { compradorFactura } from '../../dian/compradorFactura';
import { parteDelComprador } from '../../dian/parteComprador';
import { tomarNumeroVenta, type NumeroDian } from '../../dian/numeracion';
import { MENSAJES_FACTURA } from '../../../common/dian/factura';
import { ConflictError } from '../../lib/errors';
import { encolarErpActiva } from '../../erp/envio';
import { cajaSinConteo } from './caja/sinConteo';
import type { Quien } from './quien';
import { ESCRIBIR_VENTA, ESCRIBIR_VENTA_SIN_SALIDA, INCOMPLETA } from './sentencias';
import { ContextoVencido, leerContexto, type Contexto } from './contexto';
import { VentaRepetida } from './clave';
import { type Cobro, type LineaVender, listoParaEscribir } from './cobro';
import { type Escrita, escritaDe } from './escrita';

/** The write failed on purpose with this `control` (see INCOMPLETA). */
const fallaDeControl = (error: unknown, control: string) =>
  codigoPg(error) === '22P02' && String((error as Error).message).includes(`"${control}:`);

/**
 * The idempotency key was taken by a sale that committed while this one ran: the header's insert waited for it and
 * failed (the venue's number rolls back with it).
 */
const claveTomada = (error: unknown) =>
  codigoPg(error) === '23505' && restriccionPg(error) === 'ventas_idempotencia_uq';

/**
 * The common part of both charges, inside the caller's transaction, from what `leerContexto` read (`contexto`; a
 * table sale's is read here). Nothing is locked but the open register until the stock that leaves (`salida`, its
 * rows locked in product order and checked). Then one statement bumps the venue's counter (its row stays locked
 * until commit: numbers in commit order, no gaps), writes the header, the lines, the payments and the stock
 * movements, announces the register's change and answers what it stored; so the venue's number is held for that
 * statement and the commit only.
 */
export async function registrarVenta(
  scope: TenantScope,
  quien: Quien,
  datos: {
    input: Cobro;
    idSede: number;
    tipo: 'mesa' | 'inmediata';
    idOrden: number | null;
    idMesero: number | null;
    lineas: LineaVender[];
    propinaPorDefecto: Dinero;
    contexto?: Contexto;
    /**
     * Present when `contexto` came from the cache (`ContextosVenta`): the write checks its version, and `escrita`
     * turns true as the write leaves (past that point nothing may be tried again in this transaction).
     */
    envio?: { escrita: boolean };
    /** The stock that leaves with the sale (a counter sale); a table sale's left with its order. */
    salida?: (scope: TenantScope) => Promise<SalidaVenta>;
    /**
     * Nothing follows the sale's write in this transaction unless there is a discount to audit (the caller writes
     * nothing more): its COMMIT may leave with it.
     */
    ultima?: boolean;
    /**
     * An offline counter sale (issue 31): the register it was made in (`cerrada` when it closed since), the number
     * of its device's block (null with documents off) and the instant it was made (its document's date).
     */
    sinConexion?: { idCaja: number; cerrada: boolean; numeroDian: NumeroDian | null; hecha: string };
  },
): Promise<{ escrita: Escrita; contexto: Contexto }> {
  const { input } = datos;
  const leido =
    datos.contexto ??
    (await leerContexto(scope, {
      clave: null,
      productos: [],
      idSede: datos.idSede,
      idNit: input.id_nit,
      formas: input.formaPagoValores.map((f) => f.id_forma_pago),
      usuarioId: quien.usuarioId,
    }));
  // A cached context always has an open register: only one just read may lack it.
  const { sinConexion } = datos;
  const sinCaja =
    leido.idCaja === null && !sinConexion ? await cajaSinConteo(scope, quien, datos.idSede) : null;
  const contexto = sinConexion
    ? { ...leido, idCaja: sinConexion.idCaja }
    : sinCaja === null
      ? leido
      : { ...leido, idCaja: sinCaja };
  const listo = listoParaEscribir(quien, datos, contexto);
  const { descuento, sinDescuento, calculo, propina, pagos, prefijo, idCaja, lineas, formas } = listo;
  const salida = datos.salida ? await datos.salida(scope) : null;
  // Issue 29: with electronic documents on, the sale takes the next number of its venue's POS range before it is
  // written (no valid range: 409, nothing written) and its document is stored after it, in this transaction; a
  // buyer who asks for an invoice gets one instead, numbered from the invoice range (buyer checked first: 422).
  const pedida = input.factura_electronica;
  if (pedida && !contexto.documentos) throw new ConflictError(MENSAJES_FACTURA.desactivada);
  const comprador = pedida ? await compradorFactura(scope, pedida, listo.idNit) : null;
  // The invoice's buyer is the sale's party (receipt, detail, reports, ERP): the client chosen, or the typed NIT
  // found or created in the catalogue. `venta` is the context with that party (the cached context is left as is).
  const parte = comprador ? (comprador.parte ?? (await parteDelComprador(scope, comprador))) : null;
  const venta = parte ? { ...contexto, nit: parte } : contexto;
  const idNit = parte?.id ?? listo.idNit;
  const numeroDian = sinConexion
    ? sinConexion.numeroDian
    : contexto.documentos
      ? await tomarNumeroVenta(scope, comprador ? 'factura' : 'pos', datos.idSede)
      : null;
  // The COMMIT leaves with the write when nothing follows it in this transaction (no discount to audit, nothing
  // else the caller writes): everything that must roll it back makes the statement fail.
  const confirmar = datos.ultima === true && sinDescuento && numeroDian === null && !contexto.erp;
  const filasSalida = salida?.filas ?? [];
  if (datos.envio) datos.envio.escrita = true;
  const valores = {
    empresa: scope.empresaId,
    sede: datos.idSede,
    caja: idCaja,
    prefijo,
    tipo: datos.tipo,
    orden: datos.idOrden,
    nit: idNit,
    subtotal: calculo.subtotal,
    descuento: calculo.descuento,
    motivo_descuento: sinDescuento ? null : input.motivo_descuento,
    base: calculo.base,
    impuesto: calculo.impuesto,
    total: calculo.total,
    propina,
    cambio: pagos.cambio,
    idempotencia: input.idempotencia,
    usuario: quien.usuarioId,
    mesero: datos.idMesero,
    lineas: JSON.stringify(lineas),
    pagos: JSON.stringify(formas),
    canal: EVENTOS_CHANNEL,
    // Heard after the commit only (the register page reloads).
    aviso: aviso(scope, 'ventas', [idCaja]),
    version: datos.envio ? contexto.version : null,
    huella: huellaDe(input),
    cerrada: sinConexion?.cerrada ?? false,
  };
  const escribir =
    filasSalida.length > 0
      ? ejecutar(scope, ESCRIBIR_VENTA, { ...valores, salida: JSON.stringify(filasSalida) }, { confirmar })
      : ejecutar(scope, ESCRIBIR_VENTA_SIN_SALIDA, valores, { confirmar });
  const filas = await escribir.catch((error: unknown) => {
    // The key was taken by a sale that committed while this one ran: rolled back (its number too), answer that one.
    if (claveTomada(error)) throw new VentaRepetida(input);
    if (fallaDeControl(error, INCOMPLETA)) throw new Error('Venta: movimientos de inventario incompletos');
    throw error;
  });
  const fila = filas[0];
  // No row: the cached context no longer holds (the register closed, or the company's version moved on).
  if (fila === undefined) throw new ContextoVencido();
  const id = Number(fila.id);
  const escrita = escritaDe(fila);
  if (numeroDian) {
    const formasPorId = new Map(contexto.formas.map((f) => [f.id, f]));
    escrita.documento_dian = await guardarDocumentoPos(scope, numeroDian, {
      id,
      codigo: `${prefijo}${escrita.numero}`,
      created_at: sinConexion?.hecha ?? escrita.created_at,
      propina: escrita.cabecera.propina,
      sede: contexto.sede,
      idSede: datos.idSede,
      cajero: contexto.cajero,
      comprador: venta.nit,
      factura: comprador,
      lineas: escrita.detalles,
      pagos: escrita.pagos.map((p) => ({
        forma: formasPorId.get(p.id_forma_pago)?.nombre ?? '',
        efectivo: formasPorId.get(p.id_forma_pago)?.efectivo ?? false,
        valor: p.valor,
      })),
    });
  }
  // Issue 29: with the ERP on, the sale is queued for it in this transaction (sent after the commit).
  if (contexto.erp) await encolarErpActiva(scope, 'sale', id);
  if (!sinDescuento)
    await auditar(scope, {
      accion: 'descuento.aplicado',
      entidad: 'ventas',
      entidadId: String(id),
      despues: { descuento, motivo: input.motivo_descuento },
    });
  return { escrita, contexto: venta };
}
