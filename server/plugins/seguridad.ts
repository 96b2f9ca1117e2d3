import fp from 'fastify-plugin';
import helmet from 'helmet';

const GOOGLE = 'https://www.google.com';
const GSTATIC = 'https://www.gstatic.com';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for every answer (helmet). The CSP allows only this origin, plus:
 * - `blob:` workers: the ALTCHA widget solves its proof of work in workers created from blob URLs;
 * - inline styles: MUI (emotion) and the ALTCHA widget inject `<style>` elements;
 * - Google's reCAPTCHA script and frame, only when RECAPTCHA_SECRET is configured.
 * HSTS is sent only on requests that came over TLS (directly or, with TRUST_PROXY, through X-Forwarded-Proto),
 * so plain-HTTP development and LAN installs are never pinned to HTTPS.
 * API answers are `no-store` (they carry company data and tokens) unless the route chose a policy itself.
 */
export default fp(async (app) => {
  const recaptcha = Boolean(app.config.recaptchaSecret);
  const externos = recaptcha ? [GOOGLE, GSTATIC] : [];
  // helmet's middleware built once: @fastify/helmet built it anew on every request (options parsed, the CSP put
  // together: ~40 µs of a counter sale's server CPU, issue 9); a request now only sets the finished headers.
  const cabeceras = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...externos],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...externos],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...externos],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: recaptcha ? [GOOGLE] : ["'none'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    cabeceras(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  // Callback hooks (no promise per request).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if ((request.url === '/api' || request.url.startsWith('/api/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
