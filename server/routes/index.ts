import type { FastifyPluginAsync } from 'fastify';
import sistemaRoutes from './sistema';
import authRoutes from './auth';
import categoriasRoutes from './categorias';
import configuracionesRoutes from './configuraciones';
import logsRoutes from './logs';

/** Every API route plugin, mounted under /api. One plugin per domain. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sistemaRoutes);
  await app.register(authRoutes);
  await app.register(categoriasRoutes);
  await app.register(configuracionesRoutes);
  await app.register(logsRoutes);
};

export default apiRoutes;
