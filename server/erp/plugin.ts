import fp from 'fastify-plugin';
import { ConectorBegranda } from './begranda';
import { SIN_ERP, type ConectorErp } from './conector';
import { entregarErp, TIPO_ERP } from './envio';
import { SimuladorErp } from './simulador';

declare module 'fastify' {
  interface FastifyInstance {
    erp: {
      conector: ConectorErp;
      /** The built-in simulator when no ERP is configured (never in production); null otherwise. */
      simulador: SimuladorErp | null;
    };
  }
}

/** The configured ERP (config.erp) and the outbox kind that sends each document to it. Needs the outbox plugin. */
export default fp(
  async (app) => {
    const c = app.config.erp;
    const simulador = c.erp === 'simulador' ? new SimuladorErp(c.falla, c.demoraMs) : null;
    const conector: ConectorErp =
      c.erp === 'begranda'
        ? new ConectorBegranda({ url: c.url, llave: c.llave, ambiente: c.ambiente, tiempoMs: c.tiempoMs })
        : (simulador ?? SIN_ERP);
    app.decorate('erp', { conector, simulador });
    app.outbox.handle(TIPO_ERP, (mensaje) => entregarErp(app.database, app.erp.conector, mensaje));
  },
  { name: 'erp' },
);
