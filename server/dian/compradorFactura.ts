import { eq } from 'drizzle-orm';
import { CONSUMIDOR_FINAL, TIPO_NIT } from '../../common/catalogos/nits';
import { MENSAJES_FACTURA as M, type FacturaPedida } from '../../common/dian/factura';
import { limpiarNit, nitValido } from '../../common/nit';
import { CORREO } from '../../common/validacion';
import { nits } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import { ValidationError } from '../lib/errors';

/** The invoice's buyer as the XML carries it (DIAN identification type, the e-mail it is delivered to). */
export interface CompradorFactura {
  documento: string;
  nombre: string;
  tipoDocumento: string;
  correo: string;
}

/**
 * The buyer and where the sale's party comes from: a client of the catalogue (`parte`, the sale is linked to it)
 * or a typed NIT with its check digit (`digito`: found or created in the catalogue, parteComprador.ts).
 */
export type CompradorPedido = CompradorFactura &
  (
    | { parte: { id: number; cliente: string; documento: string }; digito?: never }
    | { parte?: never; digito: string }
  );

const campo = 'factura_electronica';

/**
 * The buyer of the invoice a sale's customer asked for, before anything is written (422 with nothing changed):
 * a client of the catalogue (`id_nit`, else the sale's customer) with a real identification — any DIAN type, as
 * DIAN takes a natural person's cédula too, never Consumidor final — or a NIT typed with its check digit and a
 * name; and an e-mail (the typed one, else the client's invoice e-mail, else its e-mail).
 */
export async function compradorFactura(
  scope: TenantScope,
  pedida: FacturaPedida,
  idNitVenta: number | null,
): Promise<CompradorPedido> {
  const escrito = pedida.documento?.trim();
  const correoEscrito = pedida.correo?.trim() || null;
  let comprador: Omit<CompradorPedido, 'correo'> & { correo: string | null };
  if (escrito) {
    const m = /^([\d.\s]+)-(\d)$/.exec(escrito);
    if (!m || !nitValido(m[1], m[2])) throw ValidationError.field(`${campo}.documento`, M.nitDigito);
    const nombre = pedida.nombre?.trim();
    if (!nombre) throw ValidationError.field(`${campo}.nombre`, M.sinNombre);
    comprador = {
      documento: limpiarNit(m[1]),
      nombre,
      tipoDocumento: String(TIPO_NIT),
      correo: null,
      digito: m[2],
    };
  } else {
    const idNit = pedida.id_nit ?? idNitVenta;
    if (!idNit) throw ValidationError.field(`${campo}.documento`, M.sinNit);
    const [n] = await scope.tx
      .select({
        id: nits.id,
        cliente: nits.nombre,
        documento: nits.numero_documento,
        tipo: nits.id_tipo_documento,
        razon_social: nits.razon_social,
        nombre: nits.nombre,
        correo_factura: nits.email_recepcion_factura_electronica,
        correo: nits.email,
      })
      .from(nits)
      .where(scope.where(nits, eq(nits.id, idNit)));
    if (!n) throw ValidationError.field(`${campo}.id_nit`, M.cliente);
    const documento = String(n.documento ?? '').trim();
    if (!documento || documento === CONSUMIDOR_FINAL.documento)
      throw ValidationError.field(`${campo}.documento`, M.sinNit);
    comprador = {
      parte: { id: n.id, cliente: String(n.cliente ?? ''), documento },
      documento,
      nombre: String(n.razon_social || n.nombre || ''),
      tipoDocumento: String(n.tipo ?? TIPO_NIT),
      correo: String(n.correo_factura || n.correo || '').trim() || null,
    };
  }
  const correo = correoEscrito ?? comprador.correo;
  if (!correo) throw ValidationError.field(`${campo}.correo`, M.sinCorreo);
  if (!CORREO.test(correo)) throw ValidationError.field(`${campo}.correo`, M.correo);
  return { ...comprador, correo } as CompradorPedido;
}
