import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { create } from 'xmlbuilder2';
import type { AmbienteDian } from '../../common/dian/cufe';
import { numeroDocumento } from '../../common/dian/formato';
import { PREFIJO_NOTA } from '../../common/dian/rangos';
import type { Venta } from '../../common/ventas';
import { documentosDian, rangosDian } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { emisorDocumento, guardarDocumento } from './documentoVenta';
import { tomarNumero, type NumeroDian } from './numeracion';
import { NS } from './ubl/espacios';
import { notaDian } from './ubl/nota';
import type { LineaPos } from './ubl/tipos';

type TipoNota = keyof typeof PREFIJO_NOTA;

/** The buyer the original document named (its AccountingCustomerParty), so the note names the same one. */
function compradorDelXml(xml: string | null) {
  if (!xml) return null;
  try {
    const raiz = create(xml).root().node as unknown as Element;
    const parte = raiz.getElementsByTagNameNS(NS.cac, 'AccountingCustomerParty')[0];
    const id = parte?.getElementsByTagNameNS(NS.cbc, 'CompanyID')[0];
    if (!parte || !id) return null;
    const texto = (nombre: string) => parte.getElementsByTagNameNS(NS.cbc, nombre)[0]?.textContent ?? '';
    return {
      documento: id.textContent ?? '',
      nombre: texto('RegistrationName'),
      tipoDocumento: id.getAttribute('schemeName') ?? '13',
      correo: texto('ElectronicMail') || undefined,
    };
  } catch {
    return null;
  }
}

/**
 * The next number of the company's own consecutive of this kind of note (`PREFIJO_NOTA`), gapless: a transaction
 * lock per company and kind queues concurrent cancellations until the commit.
 */
async function consecutivoPropio(scope: TenantScope, tipo: TipoNota): Promise<number> {
  const d = documentosDian;
  await scope.tx.execute(
    sql`select pg_advisory_xact_lock(${scope.empresaId}::int, hashtext(${`nota:${tipo}`}))`,
  );
  const [f] = await scope.tx
    .select({ ultimo: sql<number>`coalesce(max(${d.numero}), 0)::bigint`.mapWith(Number) })
    .from(d)
    .where(scope.where(d, and(eq(d.tipo, tipo), eq(d.prefijo, PREFIJO_NOTA[tipo]))));
  return (f?.ultimo ?? 0) + 1;
}

/** A note's number from the company's own consecutive, with the original range's software id, PIN and environment. */
async function numeroPropio(
  scope: TenantScope,
  tipo: TipoNota,
  rango: Omit<NumeroDian, 'ambiente' | 'numero' | 'prefijo' | 'numero_documento' | 'clave_tecnica'> & {
    ambiente: number;
  },
): Promise<NumeroDian> {
  const siguiente = await consecutivoPropio(scope, tipo);
  const prefijo = PREFIJO_NOTA[tipo];
  return {
    id_rango: rango.id_rango,
    resolucion: rango.resolucion,
    fecha_resolucion: rango.fecha_resolucion,
    desde: rango.desde,
    hasta: rango.hasta,
    vigencia_desde: rango.vigencia_desde,
    vigencia_hasta: rango.vigencia_hasta,
    id_software: rango.id_software,
    pin_software: rango.pin_software,
    ambiente: rango.ambiente as AmbienteDian,
    prefijo,
    numero: siguiente,
    numero_documento: numeroDocumento(prefijo, siguiente),
    clave_tecnica: null,
  };
}

/**
 * Issue 29: a cancelled sale's note, in the cancellation's transaction — the adjustment note (type 94) of its POS
 * document or the credit note (type 91) of its invoice, for all of it, referencing the original's number, code and
 * date, with its CUDE (software PIN). Its number: the next of a notes range in force (the venue's, else the
 * company's); with none, the company's own consecutive (`PREFIJO_NOTA`, with the original range's software id and
 * PIN) — a cancellation is never refused for its note. A sale without an electronic document gets none. As with the
 * POS document, an XML that cannot be built leaves the note stored without it (its number taken).
 */
export async function emitirNotaAnulacion(scope: TenantScope, venta: Venta, motivo: string): Promise<void> {
  const d = documentosDian;
  const r = rangosDian;
  const [original] = await scope.tx
    .select({
      tipo: d.tipo,
      prefijo: d.prefijo,
      numero: d.numero,
      codigo: d.cufe_cude,
      xml: d.xml,
      fecha: sql<string>`to_char(${d.created_at} at time zone 'America/Bogota', 'YYYY-MM-DD')`,
      id_rango: r.id,
      resolucion: r.resolucion,
      fecha_resolucion: r.fecha_resolucion,
      desde: r.desde,
      hasta: r.hasta,
      vigencia_desde: r.vigencia_desde,
      vigencia_hasta: r.vigencia_hasta,
      ambiente: r.ambiente,
      id_software: r.id_software,
      pin_software: r.pin_software,
    })
    .from(d)
    .innerJoin(r, and(eq(r.empresa_id, d.empresa_id), eq(r.id, d.id_rango)))
    .where(scope.where(d, and(eq(d.id_venta, venta.id), inArray(d.tipo, ['pos', 'factura']))))
    .orderBy(desc(d.id))
    .limit(1);
  if (!original) return;
  const tipo: TipoNota = original.tipo === 'factura' ? 'nota_credito' : 'nota_ajuste';
  const numero: NumeroDian =
    (await tomarNumero(scope, tipo, venta.id_sede)) ?? (await numeroPropio(scope, tipo, original));
  await guardarDocumento(scope, venta.id, numero, tipo, 'Nota DIAN no construida', async () => {
    const lineas: LineaPos[] = venta.detalles.map((l) => ({ ...l, porcentaje: l.porcentaje_impuesto }));
    return notaDian({
      rango: numero,
      emitido: new Date(venta.cancelada_at ?? venta.created_at),
      emisor: await emisorDocumento(scope, lineas),
      comprador: compradorDelXml(original.xml),
      lineas,
      propina: venta.propina,
      original: {
        tipo: original.tipo === 'factura' ? 'factura' : 'pos',
        numero: numeroDocumento(original.prefijo, Number(original.numero)),
        codigo: original.codigo ?? '',
        fecha: original.fecha,
      },
      motivo,
    });
  });
}
