import { and, eq, sql } from 'drizzle-orm';
import { compararDinero } from '../../../common/dinero';
import { exacto, menos, textoExacto } from '../../../common/exacto';
import { TIPOS_PRODUCTO } from '../../../common/catalogos/productos';
import { MENSAJES_CONTINGENCIA as MC, type MotivoRevisionFila } from '../../../common/contingencia';
import { MENSAJES_ORDENES, PRODUCTO_INVALIDO } from '../../../common/ordenes';
import { MENSAJES_VENTAS as M } from '../../../common/ventas';
import { cuadresCaja, documentosDian, ventas, ventasSinConexion } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { numeroDeBloque } from '../../dian/contingencia';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { revisarHuella } from '../../lib/idempotencia';
import {
  cantidadTexto,
  consumoCalculado,
  prepararSalidaVenta,
  sinCeros,
  type SalidaVenta,
} from '../../services/inventario';
import { exigirSede, sedeAsignadaO } from '../../services/sedesUsuario';
import type { LineaVender } from './cobro';
import { leerContexto, type Contexto } from './contexto';
import { pedidoDe } from './inmediata';
import type { Quien } from './quien';
import { registrarVenta } from './registrar';
import type { InmediataInput } from './schemas';

/** Minutes a device's clock may run ahead of the server's. */
const ADELANTO_MINUTOS = 5;

/**
 * A counter sale's lines at the prices its device used offline: every product must still be the company's
 * (`productoInvalido` otherwise, as online) and carry the device's price; one deactivated or repriced since is
 * sold as it was made and named for review.
 */
function lineasSinConexion(input: InmediataInput, contexto: Contexto, motivos: MotivoRevisionFila[]) {
  const sc = input.sin_conexion!;
  const productos = new Map(contexto.productos.map((p) => [p.id, p]));
  const precios = new Map(sc.precios.map((p) => [p.id_producto, p]));
  if (input.detalles.length === 0) throw ValidationError.field('detalles', M.sinLineas);
  const errores: Record<string, string[]> = {};
  input.detalles.forEach((d, n) => {
    const p = productos.get(d.id_producto);
    if (!p || p.tipo_producto === TIPOS_PRODUCTO.insumo)
      errores[`detalles.${n}.id_producto`] = [MENSAJES_ORDENES.productoInvalido];
  });
  if (Object.keys(errores).length > 0)
    throw new AppError(
      422,
      PRODUCTO_INVALIDO,
      { errors: errores },
      { mensaje: MENSAJES_ORDENES.productoInvalido },
    );
  const vistos = new Set<number>();
  const lineas: LineaVender[] = input.detalles.map((d, n) => {
    const p = productos.get(d.id_producto)!;
    const usado = precios.get(d.id_producto);
    if (!usado) throw ValidationError.field(`detalles.${n}.id_producto`, MC.precioFaltante);
    if (!vistos.has(p.id)) {
      vistos.add(p.id);
      if (p.estado !== 'activo')
        motivos.push({
          tipo: 'producto_inactivo',
          id_producto: p.id,
          nombre: p.nombre,
          antes: null,
          ahora: null,
        });
      if (p.precio_venta === null || compararDinero(p.precio_venta, usado.precio) !== 0)
        motivos.push({
          tipo: 'precio_cambiado',
          id_producto: p.id,
          nombre: p.nombre,
          antes: usado.precio,
          ahora: p.precio_venta,
        });
    }
    return {
      id_producto: p.id,
      nombre: p.nombre,
      id_orden_detalle: null,
      precio: usado.precio,
      cantidad: d.cantidad,
      porcentaje: usado.porcentaje_impuesto ?? p.porcentaje_impuesto ?? '0',
      tipo_impuesto: p.tipo_impuesto,
    };
  });
  return lineas;
}

/** The register the sale was made in (the venue's open one when the device did not say), locked as a sale locks it. */
async function cajaDeLaVenta(
  scope: TenantScope,
  idSede: number,
  pedida: number | null | undefined,
  abierta: number | null,
) {
  const id = pedida ?? abierta;
  if (id === null) throw new AppError(409, M.sinCaja, { id_sede: idSede });
  const [caja] = await scope.tx
    .select({ id: cuadresCaja.id, estado: cuadresCaja.estado })
    .from(cuadresCaja)
    .where(scope.where(cuadresCaja, eq(cuadresCaja.id, id), eq(cuadresCaja.id_sede, idSede)))
    .for('key share');
  if (!caja) throw ValidationError.field('sin_conexion.id_caja', MC.caja);
  return { idCaja: caja.id, cerrada: caja.estado !== 'abierta' };
}

/**
 * A counter sale made offline (issue 31), synced now. Its key already used answers that sale (a repeated sync is
 * one sale). It is recorded as made: at the device's prices, even with a product deactivated or repriced since,
 * its stock leaving even below zero, in the register it was made in even if that closed since; each of those is
 * named in `ventas_sin_conexion` for a manager's review. With electronic documents its number is the one the device
 * took from its block (checked: the device's, in the venue, unused) and its document is issued in contingency.
 * Answers the sale's id (read after the commit).
 */
export async function registrarSinConexion(
  scope: TenantScope,
  quien: Quien,
  input: InmediataInput,
): Promise<number> {
  const sc = input.sin_conexion!;
  if (input.factura_electronica) throw ValidationError.field('factura_electronica', MC.factura);
  if (Date.parse(sc.hecha_en) > Date.now() + ADELANTO_MINUTOS * 60_000)
    throw ValidationError.field('sin_conexion.hecha_en', MC.hechaFutura);
  const idSedePedida = sedeAsignadaO(scope, input.id_sede);
  exigirSede(scope, idSedePedida);
  const pedido = pedidoDe({ ...input, id_sede: idSedePedida ?? null }, quien);
  const contexto = await leerContexto(scope, { clave: input.idempotencia, ...pedido });
  if (contexto.previa !== null) {
    revisarHuella(contexto.previa.huella, input);
    return contexto.previa.id;
  }
  const idSede = contexto.idSede;
  if (idSede === null) throw ValidationError.field('id_sede', M.sede);
  const motivos: MotivoRevisionFila[] = [];
  const lineas = lineasSinConexion(input, contexto, motivos);
  const caja = await cajaDeLaVenta(scope, idSede, sc.id_caja, contexto.idCaja);
  let bloque: Awaited<ReturnType<typeof numeroDeBloque>> | null = null;
  if (contexto.documentos) {
    if (!sc.numero) throw ValidationError.field('sin_conexion.numero', MC.numeroRequerido);
    bloque = await numeroDeBloque(scope, { dispositivo: sc.dispositivo, idSede, numero: sc.numero });
    const [usado] = await scope.tx
      .select({ id: documentosDian.id })
      .from(documentosDian)
      .where(
        scope.where(
          documentosDian,
          eq(documentosDian.tipo, 'pos'),
          eq(documentosDian.prefijo, bloque.numero.prefijo),
          eq(documentosDian.numero, sc.numero),
        ),
      );
    if (usado) throw new ConflictError(MC.numeroUsado(sc.numero));
  }
  const vendidas = lineas.map((l) => ({ id_producto: l.id_producto, cantidad: l.cantidad }));
  const consumo = sinCeros(
    consumoCalculado(
      vendidas,
      new Map(contexto.productos.map((f) => [f.id, f.maneja === true])),
      contexto.recetas,
    ),
  );
  let salida: SalidaVenta | null = null;
  const { escrita } = await registrarVenta(scope, quien, {
    input,
    idSede,
    tipo: 'inmediata',
    idOrden: null,
    idMesero: null,
    lineas,
    propinaPorDefecto: '0.00',
    contexto,
    salida: async (s) => (salida = await prepararSalidaVenta(s, idSede, vendidas, consumo, true)),
    sinConexion: { ...caja, numeroDian: bloque?.numero ?? null, hecha: sc.hecha_en },
  });
  const id = escrita.id;
  for (const c of (salida as SalidaVenta | null)?.cortos ?? [])
    motivos.push({
      tipo: 'sin_inventario',
      id_producto: c.id_producto,
      nombre: c.nombre,
      antes: c.disponible,
      ahora: cantidadTexto(textoExacto(menos(exacto(c.disponible), exacto(c.cantidad)))),
    });
  if (caja.cerrada)
    motivos.push({ tipo: 'tras_cierre', id_producto: null, nombre: '', antes: null, ahora: null });
  await scope.tx
    .update(ventas)
    .set({ created_at: sql`${sc.hecha_en}::timestamptz` })
    .where(scope.where(ventas, eq(ventas.id, id)));
  if (bloque)
    await scope.tx
      .update(documentosDian)
      .set({ estado: 'contingencia' })
      .where(
        scope.where(documentosDian, and(eq(documentosDian.id_venta, id), eq(documentosDian.estado, 'local'))),
      );
  await scope.tx.insert(ventasSinConexion).values({
    empresa_id: scope.empresaId,
    id_venta: id,
    id_cuadre_caja: caja.idCaja,
    dispositivo: sc.dispositivo,
    id_bloque: bloque?.idBloque ?? null,
    numero_contingencia: bloque ? sc.numero : null,
    hecha_en: sql`${sc.hecha_en}::timestamptz` as unknown as Date,
    tras_cierre: caja.cerrada,
    motivos,
    revisar: motivos.length > 0,
  });
  return id;
}
