import type { z } from 'zod';
import { respuestaError, respuestas } from '../../../common/api';
import { LLAMADAS_TABLERO } from '../../../common/tablero';
import * as tablero from '../../../common/tableroEsquemas';
import { respuestasCategorias } from '../../../server/routes/categorias/schemas';
import { respuestasConfiguraciones } from '../../../server/routes/configuraciones/schemas';
import { CATALOGOS } from '../../../common/catalogos';
import { respuestasCatalogo } from '../../../server/catalogos/esquemas';
import { respuestasProductos } from '../../../server/routes/productos/schemas';
import { respuestasGruposModificadores } from '../../../server/routes/gruposModificadores/schemas';
import { respuestasInventarios } from '../../../server/routes/inventarios/schemas';
import { respuestasAjustes } from '../../../server/routes/inventarios/ajustes-schemas';
import { respuestasUsuarios } from '../../../server/routes/usuarios/schemas';
import { respuestasAuditoria } from '../../../server/routes/auditoria/schemas';
import { respuestasSedes } from '../../../server/routes/sedes/schemas';
import { respuestasTiquetes } from '../../../server/routes/tiquetes/schemas';
import { respuestasOrdenes } from '../../../server/routes/ordenes/schemas';
import { respuestasCarta } from '../../../server/routes/carta/schemas';
import { respuestasWebhooks } from '../../../server/routes/webhooks/schemas';
import { respuestasVentas } from '../../../server/routes/ventas/schemas';
import { respuestasContingencia } from '../../../server/routes/contingencia/schemas';
import { respuestasCompras } from '../../../server/routes/compras/schemas';
import { respuestasGastos } from '../../../server/routes/gastos/schemas';
import { respuestaFormasPagoVentas } from '../../../server/routes/formasPago/schemas';
import { respuestasMesasVarias } from '../../../server/routes/mesas/schemas';
import { INFORMES } from '../../../common/informes';
import { respuestasSuscripciones as S } from '../../../server/routes/suscripciones/schemas';
import { paginaInforme } from '../../../common/informes/esquemas';
import {
  respuestaEnvio as ERP,
  respuestaCola,
  respuestaColaDocumentos,
  respuestaEstado,
} from '../../../server/routes/erp/schemas';

/** Each declared catalogue's routes, as the generator declares them. */
const catalogos = Object.fromEntries(
  CATALOGOS.flatMap((c) => {
    const R = respuestasCatalogo(c);
    return [
      [`GET ${c.api.lista}`, R.pagina],
      [`GET ${c.api.item}/:id`, R.una],
      [`POST ${c.api.item}`, R.una],
      [`POST ${c.api.item}/:id`, R.una],
      [`DELETE ${c.api.eliminar ?? c.api.item}/:id`, R.eliminada],
    ];
  }),
);

/** Each declared report's route, with the schema the server answers it through. */
const informes = Object.fromEntries(INFORMES.map((i) => [`GET ${i.ruta}`, respuestas(paginaInforme(i))]));

/**
 * What each faked route answers, as the server declares it (the same `response` schemas it serialises through):
 * 'METHOD path' (below /api, ':id' for a parameter) → status → schema. A route missing here cannot be faked.
 */
export const CONTRATO: Record<string, Record<number, z.ZodType>> = {
  'GET categorias': respuestasCategorias.pagina,
  'GET categorias/padres': respuestasCategorias.lista,
  'GET categorias/hijos': respuestasCategorias.lista,
  'GET categorias/orden': respuestasCategorias.lista,
  'POST categorias/orden': respuestasCategorias.lista,
  'GET categorias/categoria/:id': respuestasCategorias.una,
  'POST categorias/categoria': respuestasCategorias.una,
  'POST categorias/categoria/:id': respuestasCategorias.una,
  'DELETE categorias/categoria/:id': respuestasCategorias.eliminada,
  'GET configuraciones/paises': respuestasConfiguraciones.paises,
  'GET configuraciones/documentos': respuestasConfiguraciones.documentos,
  'GET sedes': respuestasSedes.lista,
  'GET menu': respuestasCarta.menu,
  'GET qr/carta': respuestasCarta.qrs,
  'POST qr/carta/regenerar': respuestasCarta.qr,
  'GET ordenes/tiquetes': respuestasTiquetes.lista,
  'POST ordenes/tiquetes/:id/reintentar': respuestasTiquetes.uno,
  'POST sedes/sede/:id': respuestasSedes.una,
  'GET mesas/mesa/orden': respuestasOrdenes.mesas,
  'POST mesas/varias': respuestasMesasVarias,
  'GET productos/orden': respuestasProductos.lista,
  'GET productos/venta': respuestasProductos.venta,
  'GET ordenes/ordenesAbiertas': respuestasOrdenes.abiertas,
  'POST ordenes/orden': respuestasOrdenes.orden,
  'DELETE orden/ordenDetalle/:id': respuestasOrdenes.orden,
  'POST ordenes/orden/:id/cuenta': respuestasOrdenes.orden,
  'DELETE ordenes/orden/:id/cuenta': respuestasOrdenes.orden,
  'POST ordenes/orden/:id/comensales': respuestasOrdenes.orden,
  'POST ordenes/orden/:id/mesero': respuestasOrdenes.orden,
  'POST mesas/mesa/:id/orden/:idOrden': respuestasOrdenes.orden,
  'GET inventarios': respuestasInventarios.lista,
  'GET inventarios/ajustes': respuestasAjustes.ajustes,
  'POST inventarios/inventario': respuestasAjustes.ajuste,
  'GET productos/maestros': respuestasProductos.lista,
  'GET productos/maestros/producto/:id': respuestasProductos.lista,
  'GET productos/producto/:id/receta': respuestasProductos.receta,
  'POST productos/producto/:id/receta': respuestasProductos.receta,
  'GET productos/producto/:id/modificadores': respuestasProductos.grupos,
  'POST productos/producto/:id/modificadores': respuestasProductos.grupos,
  'GET gruposModificadores/grupo/:id/opciones': respuestasGruposModificadores.opciones,
  'POST gruposModificadores/grupo/:id/opciones': respuestasGruposModificadores.opciones,
  'POST productos/importar': respuestasProductos.importacion,
  'GET usuarios': respuestasUsuarios.lista,
  'GET gastos': respuestasGastos.gastos,
  'GET gastos/gasto/:id': respuestasGastos.gasto,
  'POST gastos/gasto': respuestasGastos.gasto,
  'POST gastos/gasto/:id': respuestasGastos.gasto,
  'DELETE gastos/gasto/:id': respuestasGastos.gasto,
  'GET formasPago/ventas': respuestaFormasPagoVentas,
  'GET cuadresCaja': respuestasVentas.cajas,
  'GET cuadresCaja/cajaAbierta': respuestasVentas.cajaAbierta,
  'GET cuadresCaja/ventas/cajaAbierta': respuestasVentas.ventasCaja,
  'GET cuadresCaja/:id/totales': respuestasVentas.totales,
  'GET cuadresCaja/:id/inventario': respuestasVentas.inventario,
  'GET cuadresCaja/:id/movimientos': respuestasVentas.movimientos,
  'POST cuadresCaja/:id/movimientos': respuestasVentas.movimiento,
  'POST cuadresCaja/cuadreCaja': respuestasVentas.caja,
  'POST cuadresCaja/cuadreCaja/:id': respuestasVentas.cierre,
  'GET responsables': respuestasVentas.responsables,
  'GET auditoria': respuestasAuditoria.lista,
  'GET webhooks': respuestasWebhooks.lista,
  'POST webhooks/webhook': respuestasWebhooks.conSecreto,
  'DELETE webhooks/webhook/:id': respuestasWebhooks.vacio,
  'POST webhooks/webhook/:id/secreto': respuestasWebhooks.conSecreto,
  'POST webhooks/webhook/:id/activar': respuestasWebhooks.uno,
  'GET webhooks/webhook/:id/entregas': respuestasWebhooks.entregas,
  'POST webhooks/entregas/:id/reenviar': respuestasWebhooks.vacio,
  'GET usuarios/inactive': respuestasUsuarios.lista,
  'GET usuarios/usuariosInvitados': respuestasUsuarios.lista,
  'POST usuarios/usuario/invitacion': respuestasUsuarios.uno,
  'POST usuarios/usuario/actualizar': respuestasUsuarios.uno,
  'POST usuarios/usuario/propietario': respuestasUsuarios.vacia,
  'DELETE usuarios/usuario/:id': respuestasUsuarios.vacia,
  'DELETE usuarios/invitacion/:id': respuestasUsuarios.vacia,
  'GET configuraciones/rol': respuestasUsuarios.roles,
  'GET configuraciones/module': respuestasUsuarios.modulos,
  'GET ordenes/grupo/despacho': respuestasOrdenes.despacho,
  'POST ordenes/ordenDetalle/:id/listo': respuestasOrdenes.lineas,
  'POST ordenes/orden/:id/listo': respuestasOrdenes.lineas,
  'POST ordenes/listo/recuperar': respuestasOrdenes.lineas,
  'GET configuraciones': respuestasConfiguraciones.lista,
  'POST ventas/inmediata': respuestasVentas.venta,
  'POST ventas/contingencia/bloques': respuestasContingencia.bloque,
  'POST ventas/contingencia/bloques/:id/devolver': respuestasContingencia.bloque,
  'GET ventas/sinConexion': respuestasContingencia.ventas,
  'POST ventas/sinConexion/:id/revisada': respuestasContingencia.venta,
  'POST ventas/venta': respuestasVentas.venta,
  'POST ventas/venta/cancelar': respuestasVentas.venta,
  'POST ventas/venta/:id/imprimir': respuestasVentas.tiquete,
  'GET ventas': respuestasVentas.ventas,
  'GET compras': respuestasCompras.compras,
  'GET compras/compra/:id': respuestasCompras.compra,
  'POST compras/compra': respuestasCompras.compra,
  'DELETE compras/compra/:id': respuestasCompras.compra,
  'POST compras/compra/:id/pagar': respuestasCompras.compra,
  'GET suscripciones': S.planes,
  'POST suscripciones/suscripcion/usuario': S.compra,
  'GET suscripciones/suscripcion/usuario/estado': S.estado,
  'GET usuarios/usuario/:id/cobros': S.cobros,
  'GET usuarios/me/tarjeta': S.tarjeta,
  'POST usuarios/me/tarjeta': S.tarjetaGuardada,
  'DELETE usuarios/me/tarjeta': S.vacia,
  'POST erp/begranda/bill': ERP,
  'POST erp/begranda/dian': ERP,
  'POST erp/begranda/purchase': ERP,
  'POST erp/begranda/expense': ERP,
  'POST erp/begranda/send/email': ERP,
  'POST erp/begranda/dian/purchase/expense': ERP,
  'POST erp/begranda/dian/cancel/sale': ERP,
  'POST erp/begranda/dian/cancel/purchase/expense': ERP,
  'DELETE erp/begranda/refound/shopping/:id': ERP,
  'DELETE erp/begranda/refound/expense/:id': ERP,
  'GET cuadresCaja/cuadreCaja/:id/begranda': respuestaEstado,
  'POST cuadresCaja/cuadreCaja/:id/begranda': ERP,
  'GET erp/begranda/cola': respuestaCola,
  'GET erp/begranda/cola/documentos': respuestaColaDocumentos,
  ...catalogos,
  ...informes,
  ...Object.fromEntries(
    Object.entries(LLAMADAS_TABLERO).map(([nombre, l]) => [
      `GET ${l.ruta}`,
      respuestas(tablero[nombre as keyof typeof LLAMADAS_TABLERO]),
    ]),
  ),
};

/** The schema a reply of `status` to `ruta` must follow: the route's 200, or the error reply. */
export function esquemaDe(ruta: string, status: number): z.ZodType {
  const respuestas = CONTRATO[ruta];
  if (!respuestas) throw new Error(`La ruta ${ruta} no está en el contrato de tests/components/msw`);
  if (status >= 400) return respuestaError;
  const esquema = respuestas[status];
  if (!esquema) throw new Error(`La ruta ${ruta} no declara la respuesta ${status}`);
  return esquema;
}
