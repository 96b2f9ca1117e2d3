import { asc, desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { QrCarta } from '../../../common/carta';
import { ROL_PROPIETARIO } from '../../../common/modulos';
import { empresas, nuevoMenuId, sedes } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { publicar } from '../../eventos';
import { ForbiddenError } from '../../lib/errors';

export const MENSAJES_QR = {
  regenerado: 'Código QR regenerado: el anterior ya no abre la carta',
  soloPropietario: 'Solo el propietario puede regenerar el código QR de la carta',
};

/** The public menu's address for a venue's id (the page is `/carta`, outside /api). */
export const urlCarta = (publicUrl: string, menuId: string) =>
  `${publicUrl}/carta?menuId=${encodeURIComponent(menuId)}`;

/** The QR in both formats: PNG (error correction M, 8 px modules) and SVG, as data URLs. */
async function codigos(url: string): Promise<{ png: string; svg: string }> {
  const opciones = { errorCorrectionLevel: 'M' as const, margin: 2 };
  const [png, svg] = await Promise.all([
    QRCode.toDataURL(url, { ...opciones, type: 'image/png', scale: 8 }),
    QRCode.toString(url, { ...opciones, type: 'svg' }),
  ]);
  return { png, svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

const columnas = {
  id: sedes.id,
  nombre: sedes.nombre,
  principal: sedes.principal,
  menu_id: sedes.menu_id,
};

type FilaSede = { id: number; nombre: string; principal: boolean; menu_id: string };

async function nombreEmpresa(scope: TenantScope): Promise<string> {
  const [e] = await scope.tx
    .select({ nombre: empresas.nombre })
    .from(empresas)
    .where(eq(empresas.id, scope.empresaId));
  return e?.nombre ?? '';
}

async function aQr(fila: FilaSede, businessName: string, publicUrl: string): Promise<QrCarta> {
  const url = urlCarta(publicUrl, fila.menu_id);
  return {
    id_sede: fila.id,
    sede: fila.nombre,
    principal: fila.principal,
    businessName,
    url,
    ...(await codigos(url)),
  };
}

/** GET qr/carta: every venue of the company (main first) with its menu URL and QR. */
export async function listarQr(scope: TenantScope, publicUrl: string): Promise<QrCarta[]> {
  const filas = await scope.tx
    .select(columnas)
    .from(sedes)
    .where(scope.where(sedes))
    .orderBy(desc(sedes.principal), asc(sedes.nombre), asc(sedes.id));
  const nombre = await nombreEmpresa(scope);
  return Promise.all(filas.map((f) => aQr(f, nombre, publicUrl)));
}

/**
 * POST qr/carta/regenerar: a new random menu id for the venue (another company's: 404). Only the owner (id_rol 0):
 * every printed card of the venue stops working. The 'sedes' event drops the old id from every instance's memory.
 */
export async function regenerarMenuId(
  scope: TenantScope,
  idRol: number,
  idSede: number,
  publicUrl: string,
): Promise<QrCarta> {
  if (idRol !== ROL_PROPIETARIO) throw new ForbiddenError(MENSAJES_QR.soloPropietario);
  await scope.get(sedes, idSede);
  const [fila] = await scope.tx
    .update(sedes)
    .set({ menu_id: nuevoMenuId() })
    .where(scope.where(sedes, eq(sedes.id, idSede)))
    .returning(columnas);
  await publicar(scope, 'sedes', [idSede]);
  return aQr(fila, await nombreEmpresa(scope), publicUrl);
}
