import { asc, desc, eq, sql } from 'drizzle-orm';
import { nits as declaracion, TIPO_NIT } from '../../common/catalogos/nits';
import { SERVICIOS } from '../catalogos';
import { nits } from '../db/schema';
import type { TenantScope } from '../db/tenant';
import type { CompradorFactura } from './compradorFactura';

/** The sale's party as the sale's context carries it (`Contexto['nit']`). */
export interface ParteVenta {
  id: number;
  cliente: string;
  documento: string;
}

/**
 * The party of a buyer who typed their NIT at the till (issue 29): the company's supplier or client with that
 * document number (a NIT's row first), else a new client of the catalogue with the NIT, its check digit, the name
 * as razón social and the e-mail the invoice goes to. Within the company only (the scope); a lock on the number
 * makes two charges typing the same NIT at once share one party.
 */
export async function parteDelComprador(
  scope: TenantScope,
  comprador: CompradorFactura & { digito: string },
): Promise<ParteVenta> {
  await scope.tx.execute(
    sql`select pg_advisory_xact_lock(${scope.empresaId}::int, hashtext(${`nit:${comprador.documento}`}))`,
  );
  const [hallada] = await scope.tx
    .select({ id: nits.id, cliente: nits.nombre, documento: nits.numero_documento })
    .from(nits)
    .where(scope.where(nits, sql`lower(${nits.numero_documento}) = ${comprador.documento}`))
    .orderBy(desc(eq(nits.id_tipo_documento, TIPO_NIT)), asc(nits.id))
    .limit(1);
  if (hallada)
    return { id: hallada.id, cliente: String(hallada.cliente ?? ''), documento: hallada.documento };
  // The buyer was checked as the catalogue checks a NIT (compradorFactura.ts): its create does not refuse it.
  const creada = await SERVICIOS[declaracion.recurso].crear(scope, {
    tipo_proveedor_cliente: 'cliente',
    id_tipo_documento: TIPO_NIT,
    numero_documento: comprador.documento,
    digito_verificacion: Number(comprador.digito),
    tipo_contribuyente: 'juridica',
    razon_social: comprador.nombre,
    email_recepcion_factura_electronica: comprador.correo,
  });
  return { id: Number(creada.id), cliente: String(creada.nombre), documento: comprador.documento };
}
