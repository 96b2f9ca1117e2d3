import {
  MODULO_SESION,
  moduloPorTag,
  PERMISOS,
  puedeUsarModulo,
  type PermisosRol,
} from '../../common/modulos';
import { API_DE_SESION } from '../rutas-publicas';

/**
 * What every private route of the API demands, written once here (issue 24) and walked by
 * tests/api/permisos.test.ts with every role: the server must declare exactly this (a new route missing here, or
 * one whose declaration changed, fails), and answer 403 exactly when the module map (common/modulos.ts: tags, '*',
 * the sections' role limits) and these rules say the role may not.
 *
 * A rule per route, so that a route's own limits are one line: `roles` (only these id_rol, on top of the
 * module's: e.g. print points' writes for roles 0 and 1). The acting user against the target row (owner-only changes
 * to privileged users, ownership transfer) is walked by tests/api/usuarios-actor.test.ts: only roles 0 and 1
 * reach those routes.
 */
export interface ReglaRuta {
  /** Any of these tags opens the route (MODULO_SESION: every signed-in user). */
  modulos: readonly string[];
  /** Every one of these too (permissions that are not sections: cobrar). */
  tambien?: readonly string[];
  /** Only these id_rol, whatever their tags. */
  roles?: readonly number[];
}

const modulo = (...modulos: string[]): ReglaRuta => ({ modulos });
const conPermiso = (regla: ReglaRuta, ...tambien: string[]): ReglaRuta => ({ ...regla, tambien });
const de = (regla: ReglaRuta, ...rutas: string[]) => rutas.map((ruta) => [ruta, regla] as const);

export const REGLAS_RUTAS: Readonly<Record<string, ReglaRuta>> = Object.fromEntries([
  // A catalogue's list is also the options of the reports filtered by it (an accountant's filters).
  ...de(modulo('formasPago', 'informeGastos', 'informeVentas', 'informeCompras'), 'GET /api/formasPago'),
  ...de(
    modulo('cuadreCaja', 'informeVentas', 'informeVentasCanceladas', 'informePropinas'),
    'GET /api/responsables',
  ),
  ...de(
    modulo('categorias', 'informeInventario', 'informeUtilidadesProductos', 'informeInventarioProductos'),
    'GET /api/categorias',
  ),
  ...de(modulo('productos', 'informeInventario'), 'GET /api/productos'),
  ...de(
    modulo('proveedores', 'informeGastos', 'informeCompras', 'informeDevolucionesCompras'),
    'GET /api/nits',
  ),
  ...de(modulo('tipoGastos', 'informeGastos', 'informeDevolucionGastos'), 'GET /api/tiposGastos'),
  ...de(modulo(MODULO_SESION), ...API_DE_SESION),
  ...de(
    modulo('cuenta'),
    'POST /api/usuarios/me/password',
    'GET /api/usuarios/me/usuario',
    'POST /api/usuarios/me/usuario',
  ),
  ...de(
    modulo('categorias'),
    'GET /api/categorias/orden',
    'POST /api/categorias/orden',
    'GET /api/categorias/padres',
    'GET /api/categorias/hijos',
    'GET /api/categorias/categoria/:id',
    'POST /api/categorias/categoria',
    'POST /api/categorias/categoria/:id',
    'DELETE /api/categorias/categoria/:id',
  ),
  ...de(
    modulo('configSistema'),
    'POST /api/configuraciones/configuracion',
    'POST /api/configuraciones/configuracion/lote',
    'POST /api/configuraciones/logo',
    'DELETE /api/configuraciones/logo',
    'POST /api/sedes/sede',
    'POST /api/sedes/sede/:id',
    'POST /api/sedes/sede/:id/desactivar',
    'POST /api/sedes/sede/:id/activar',
    'GET /api/qr/carta',
    'POST /api/qr/carta/regenerar',
  ),
  ...de(modulo('principal'), 'GET /api/principal/inicio'),
  ...de(
    modulo('rangosDian'),
    'GET /api/configuraciones/rangosDian',
    'GET /api/configuraciones/rangosDian/rangoDian/:id',
    'POST /api/configuraciones/rangosDian/rangoDian',
    'POST /api/configuraciones/rangosDian/rangoDian/:id',
    'GET /api/configuraciones/rangosDian/regimen',
    'POST /api/configuraciones/rangosDian/regimen',
  ),
  // Issue 29: a sale's DIAN XML, for the owner, the administrators and the accountant (who reads the sales).
  ...de(
    { modulos: ['informeVentas', 'informeImpuestos'], roles: [0, 1, 5] },
    'GET /api/erp/documentos/:tipo/:id/xml',
  ),
  // Issue 29: the ERP's calls, to the modules whose screens show the document (server/routes/erp/).
  ...de(
    modulo('ventas', 'informeVentas'),
    'POST /api/erp/begranda/bill',
    'POST /api/erp/begranda/dian',
    'POST /api/erp/begranda/send/email',
  ),
  ...de(modulo('informeVentasCanceladas', 'ventas'), 'POST /api/erp/begranda/dian/cancel/sale'),
  ...de(modulo('compras'), 'POST /api/erp/begranda/purchase'),
  ...de(modulo('gastos'), 'POST /api/erp/begranda/expense'),
  ...de(modulo('compras', 'gastos'), 'POST /api/erp/begranda/dian/purchase/expense'),
  ...de(
    modulo('informeDevolucionesCompras', 'informeDevolucionGastos', 'compras', 'gastos'),
    'POST /api/erp/begranda/dian/cancel/purchase/expense',
  ),
  ...de(modulo('informeDevolucionesCompras', 'compras'), 'DELETE /api/erp/begranda/refound/shopping/:id'),
  ...de(modulo('informeDevolucionGastos', 'gastos'), 'DELETE /api/erp/begranda/refound/expense/:id'),
  ...de(
    modulo('cuadreCaja'),
    'GET /api/cuadresCaja/cuadreCaja/:id/begranda',
    'POST /api/cuadresCaja/cuadreCaja/:id/begranda',
  ),
  ...de({ modulos: ['principal'], roles: [0, 1] }, 'GET /api/erp/begranda/cola'),
  ...de(modulo('colaErp'), 'GET /api/erp/begranda/cola/documentos'),
  ...de(
    modulo('objetivosVentas'),
    'GET /api/configuraciones/objetivosVentas',
    'POST /api/configuraciones/objetivos/ventas',
  ),
  ...de(
    modulo('productosImpuestos'),
    'GET /api/productosImpuestos',
    'GET /api/productosImpuestos/productoImpuesto/:id',
    'POST /api/productosImpuestos/productoImpuesto',
    'POST /api/productosImpuestos/productoImpuesto/:id',
    'DELETE /api/productosImpuestos/productoImpuesto/:id',
  ),
  ...de(
    modulo('formasPago'),
    'GET /api/formasPago/formaPago/:id',
    'POST /api/formasPago/formaPago',
    'POST /api/formasPago/formaPago/:id',
    'DELETE /api/formasPago/formaPago/:id',
  ),
  ...de(
    modulo('tipoGastos'),
    'GET /api/tiposGastos/tipoGasto/:id',
    'POST /api/tiposGastos/tipoGasto',
    'POST /api/tiposGastos/tipoGasto/:id',
    'DELETE /api/tiposGastos/tipoGasto/:id',
  ),
  ...de(
    modulo('gruposModificadores'),
    'GET /api/gruposModificadores',
    'GET /api/gruposModificadores/grupo/:id',
    'POST /api/gruposModificadores/grupo',
    'POST /api/gruposModificadores/grupo/:id',
    'DELETE /api/gruposModificadores/grupo/:id',
    'GET /api/gruposModificadores/grupo/:id/opciones',
    'POST /api/gruposModificadores/grupo/:id/opciones',
  ),
  ...de(
    modulo('puntosImpresion'),
    'GET /api/configuraciones/puntos/impresion',
    'GET /api/configuraciones/punto/impresion/:id',
  ),
  ...de(
    { modulos: ['puntosImpresion'], roles: [0, 1] },
    'POST /api/configuraciones/punto/impresion',
    'POST /api/configuraciones/punto/impresion/:id',
    'DELETE /api/configuraciones/punto/impresion/:id',
  ),
  ...de(
    modulo('mesas'),
    'GET /api/mesas',
    'GET /api/mesas/mesa/:id',
    'POST /api/mesas/mesa',
    'POST /api/mesas/mesa/:id',
    'DELETE /api/mesas/mesa/:id',
    'POST /api/mesas/varias',
  ),
  ...de(
    modulo('productos'),
    'GET /api/productos/producto/:id',
    'POST /api/productos/producto',
    'POST /api/productos/producto/:id',
    'DELETE /api/productos/producto/:id',
    'GET /api/productos/orden',
    'GET /api/productos/maestros',
    'GET /api/productos/maestros/producto/:id',
    'GET /api/productos/producto/:id/receta',
    'POST /api/productos/producto/:id/receta',
    'GET /api/productos/producto/:id/modificadores',
    'POST /api/productos/producto/:id/modificadores',
    'POST /api/productos/importar',
  ),
  ...de(
    modulo('proveedores'),
    'GET /api/nits/nit/:id',
    'POST /api/nits/nit',
    'POST /api/nits/nit/:id',
    'DELETE /api/nits/nit/:id',
  ),
  ...de(
    modulo('usuarios'),
    'GET /api/usuarios',
    'GET /api/usuarios/inactive',
    'GET /api/usuarios/usuariosInvitados',
    'GET /api/usuarios/usuario/correo/:email',
    'POST /api/usuarios/usuario/invitacion',
    'DELETE /api/usuarios/invitacion/:id',
    'POST /api/usuarios/añadir',
    'POST /api/usuarios/usuario/actualizar',
    'DELETE /api/usuarios/usuario/:id',
    'POST /api/usuarios/usuario/propietario',
    'GET /api/configuraciones/rol',
    'GET /api/configuraciones/module',
  ),
  ...de(modulo('proveedores', 'ventas', 'ventaInmediata'), 'GET /api/nits/nit/documento/:doc'),
  ...de(
    modulo('ajusteInventario'),
    'GET /api/inventarios',
    'POST /api/inventarios/inventario',
    'GET /api/inventarios/ajustes',
  ),
  ...de(
    modulo('ventas'),
    'GET /api/ordenes',
    'GET /api/ordenes/ordenesAbiertas',
    'POST /api/ordenes/orden',
    'DELETE /api/ordenes/orden/:id',
    'POST /api/ordenes/orden/:id/cuenta',
    'DELETE /api/ordenes/orden/:id/cuenta',
    'POST /api/ordenes/orden/:id/comensales',
    'POST /api/ordenes/orden/:id/mesero',
    'DELETE /api/orden/ordenDetalle/:id',
    'GET /api/mesas/mesa/orden',
    'POST /api/mesas/mesa/:id/orden/:idOrden',
    'POST /api/ventas/venta/cancelar',
    'GET /api/ventas',
  ),
  ...de(
    modulo('ordenes'),
    'GET /api/ordenes/grupo/despacho',
    'POST /api/ordenes/ordenDetalle/:id/listo',
    'POST /api/ordenes/orden/:id/listo',
    'POST /api/ordenes/listo/recuperar',
    'GET /api/ordenes/tiquetes',
    'POST /api/ordenes/tiquetes/:id/reintentar',
  ),
  ...de(modulo('auditoria'), 'GET /api/auditoria'),
  ...de(
    modulo('webhooks'),
    'GET /api/webhooks',
    'POST /api/webhooks/webhook',
    'DELETE /api/webhooks/webhook/:id',
    'POST /api/webhooks/webhook/:id/secreto',
    'POST /api/webhooks/webhook/:id/activar',
    'GET /api/webhooks/webhook/:id/entregas',
    'POST /api/webhooks/entregas/:id/reenviar',
  ),
  ...de(
    modulo('suscripciones'),
    'GET /api/suscripciones',
    'POST /api/suscripciones/suscripcion/usuario',
    'GET /api/suscripciones/suscripcion/usuario/estado',
    'GET /api/usuarios/usuario/:id/cobros',
    'GET /api/usuarios/me/tarjeta',
    'POST /api/usuarios/me/tarjeta',
    'DELETE /api/usuarios/me/tarjeta',
  ),
  ...de(
    conPermiso(modulo('ventaInmediata'), 'cobrar'),
    'POST /api/ventas/inmediata',
    'POST /api/ventas/contingencia/bloques',
    'POST /api/ventas/contingencia/bloques/:id/devolver',
  ),
  ...de(conPermiso(modulo('ventas'), 'cobrar'), 'POST /api/ventas/venta'),
  ...de(modulo('ventas', 'ventaInmediata', 'cuadreCaja'), 'POST /api/ventas/venta/:id/imprimir'),
  ...de(
    modulo('cuadreCaja'),
    'GET /api/cuadresCaja',
    'GET /api/cuadresCaja/ventas/cajaAbierta',
    'GET /api/cuadresCaja/:id/totales',
    'GET /api/cuadresCaja/:id/inventario',
    'GET /api/cuadresCaja/:id/movimientos',
    'POST /api/cuadresCaja/:id/movimientos',
    'POST /api/cuadresCaja/cuadreCaja',
    'POST /api/cuadresCaja/cuadreCaja/:id',
    'GET /api/ventas/sinConexion',
    'POST /api/ventas/sinConexion/:id/revisada',
  ),
  ...de(modulo('cuadreCaja', 'ventas', 'ventaInmediata'), 'GET /api/cuadresCaja/cajaAbierta'),
  ...de(
    modulo('compras'),
    'GET /api/compras',
    'GET /api/compras/compra/:id',
    'POST /api/compras/compra',
    'DELETE /api/compras/compra/:id',
    'POST /api/compras/compra/:id/pagar',
  ),
  ...de(
    modulo('gastos'),
    'GET /api/gastos',
    'GET /api/gastos/gasto/:id',
    'POST /api/gastos/gasto',
    'POST /api/gastos/gasto/:id',
    'DELETE /api/gastos/gasto/:id',
  ),
  ...de(modulo('informeGastos'), 'GET /api/informes/gastos'),
  ...de(modulo('informeVentas'), 'GET /api/informes/ventas'),
  ...de(modulo('informeInventario'), 'GET /api/informes/inventario/movimiento'),
  ...de(modulo('informeInventarioProductos'), 'GET /api/informes/producto/inventario'),
  ...de(modulo('informeCompras'), 'GET /api/informes/compras'),
  ...de(modulo('informeUtilidadesCajas'), 'GET /api/informes/caja/utilidades'),
  ...de(modulo('informeUtilidadesProductos'), 'GET /api/informes/utilidades/productos'),
  ...de(modulo('informeVentasCanceladas'), 'GET /api/informes/ventas/canceladas'),
  ...de(modulo('informeDevolucionesCompras'), 'GET /api/informes/compras/devoluciones'),
  ...de(modulo('informeDevolucionGastos'), 'GET /api/informes/gastos/devoluciones'),
  ...de(modulo('informeImpuestos'), 'GET /api/informes/impuestos'),
  ...de(modulo('informePropinas'), 'GET /api/informes/propinas'),
  // The owner's dashboard (common/tablero.ts): the sales report's tag; where expenses show, the expenses report's too.
  ...de(
    modulo('informeVentas'),
    'GET /api/informes/ventasDias',
    'GET /api/informes/facturadoSieteDias',
    'GET /api/informes/masVendidos',
    'GET /api/informes/ultimasVentas',
    'GET /api/informes/ultimasOrdenesActivas',
    'GET /api/informes/caja/ordnes/ventas',
    'GET /api/informes/totales/sumatorias',
  ),
  ...de(
    conPermiso(modulo('informeVentas'), 'informeGastos'),
    'GET /api/informes/ventasEgresos',
    'GET /api/informes/utilidades',
  ),
]);

/** A tag of the map (a section or a permission), or a thrown error naming it: an unknown tag fails the walk. */
function delMapa(tag: string) {
  const encontrado = moduloPorTag(tag) ?? PERMISOS.find((p) => p.tag === tag);
  if (!encontrado) throw new Error(`'${tag}' no está en common/modulos.ts`);
  return encontrado;
}

/** Whether the module map and the route's rule let a role with these permissions through. */
export function permitida(regla: ReglaRuta, permisos: PermisosRol): boolean {
  if (regla.roles && !regla.roles.includes(permisos.id_rol)) return false;
  const puede = (tag: string) => tag === MODULO_SESION || puedeUsarModulo(permisos, delMapa(tag));
  return regla.modulos.some(puede) && (regla.tambien ?? []).every(puede);
}
