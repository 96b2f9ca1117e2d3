import fp from 'fastify-plugin';
import { LLAVES_SANDBOX } from './config';
import type { Pasarela } from './pasarela';
import { PasarelaPayu } from './payu';
import { SandboxWompi } from './sandbox';
import { PasarelaSandbox } from './sandbox-pasarela';
import { PasarelaWompi } from './wompi';

/** Our endpoint for the gateway's events (Wompi's "URL de eventos"); public, verified by checksum. */
export const RUTA_EVENTOS = '/api/pagos/eventos';

declare module 'fastify' {
  interface FastifyInstance {
    pagos: {
      pasarela: Pasarela;
      /** The built-in sandbox when no gateway keys are configured; null otherwise. */
      sandbox: SandboxWompi | null;
      /** Checks events' checksums (Wompi's events secret, or the sandbox's); null with PayU. */
      secretoEventos: string | null;
    };
  }
}

/** The configured card gateway (config.pagos): Wompi, PayU or the built-in sandbox. */
export default fp(
  async (app) => {
    const c = app.config.pagos;
    if (c.pasarela === 'wompi') {
      app.decorate('pagos', {
        pasarela: new PasarelaWompi(c.wompi),
        sandbox: null,
        secretoEventos: c.wompi.secretoEventos,
      });
      return;
    }
    if (c.pasarela === 'payu') {
      app.decorate('pagos', { pasarela: new PasarelaPayu(c.payu), sandbox: null, secretoEventos: null });
      return;
    }
    const sandbox = new SandboxWompi(c.sandboxDemoraMs, async (evento) => {
      const r = await app.inject({ method: 'POST', url: RUTA_EVENTOS, payload: evento });
      if (r.statusCode !== 200)
        app.log.info({ status: r.statusCode }, 'pasarela de prueba: evento no aceptado');
    });
    app.addHook('onClose', async () => sandbox.cerrar());
    app.decorate('pagos', {
      pasarela: new PasarelaSandbox(sandbox),
      sandbox,
      secretoEventos: LLAVES_SANDBOX.secretoEventos,
    });
  },
  { name: 'pagos' },
);
