import type { FastifyPluginAsync } from 'fastify';
import sistemaRoutes from './sistema';
import authRoutes from './auth';
import categoriasRoutes from './categorias';
import configuracionesRoutes from './configuraciones';
import logsRoutes from './logs';
import objetivosVentasRoutes from './objetivosVentas';
import cuentaRoutes from './cuenta';
import sedesRoutes from './sedes';
import formasPagoVentasRoutes from './formasPago';
import usuariosRoutes from './usuarios';
import nitsRoutes from './nits';
import catalogosRoutes from '../catalogos';
import productosRoutes from './productos';
import inventariosRoutes from './inventarios';
import ordenesRoutes from './ordenes';
import auditoriaRoutes from './auditoria';
import tiquetesRoutes from './tiquetes';
import cartaRoutes from './carta';
import webhooksRoutes from './webhooks';
import ventasRoutes from './ventas';
import comprasRoutes from './compras';

/** Every API route plugin, mounted under /api. One plugin per domain. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sistemaRoutes);
  await app.register(authRoutes);
  await app.register(categoriasRoutes);
  await app.register(configuracionesRoutes);
  await app.register(logsRoutes);
  await app.register(objetivosVentasRoutes);
  await app.register(cuentaRoutes);
  await app.register(sedesRoutes);
  await app.register(catalogosRoutes);
  await app.register(formasPagoVentasRoutes);
  await app.register(productosRoutes);
  await app.register(usuariosRoutes);
  await app.register(nitsRoutes);
  await app.register(inventariosRoutes);
  await app.register(ordenesRoutes);
  await app.register(auditoriaRoutes);
  await app.register(tiquetesRoutes);
  await app.register(cartaRoutes);
  await app.register(webhooksRoutes);
  await app.register(ventasRoutes);
  await app.register(comprasRoutes);
};

export default apiRoutes;
