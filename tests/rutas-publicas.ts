/**
 * The API routes anyone may call without signing in (spec §6 'Public'; spec §7 lookups the sign-up page needs; the
 * health ping; stored images, which <img> tags load without a token; the API's description and, in development,
 * Swagger UI). A new route is private unless added here. tests/api/permisos.test.ts checks the server opens exactly
 * these; tests/e2e/recorrido-anonimo.test.ts lets an anonymous browser call only these.
 */
export const API_PUBLICAS: readonly string[] = [
  'GET /api/ping',
  'GET /api/captcha/config',
  'GET /api/captcha/challenge',
  'POST /api/singUp',
  'POST /api/login',
  'POST /api/forgotPassword',
  'POST /api/passwordReset',
  'POST /api/mail/verification',
  'POST /api/usuario/invitado',
  'GET /api/configuraciones/paises',
  'GET /api/paises/hispanicos',
  'GET /api/configuraciones/documentos',
  'GET /api/uploads/*',
  // The public menu (spec §7 'Public', issue 12): a venue's carta by its random menu id.
  'GET /api/menu',
  'GET /api/docs/json',
  // Swagger UI (development only: API_DOCS_UI, never in production): its page, files and the description.
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  // The built-in payment sandbox (no gateway keys; never in production), standing in for Wompi's public API.
  'GET /api/sandbox/pagos/v1/merchants/:llave',
  'POST /api/sandbox/pagos/v1/tokens/cards',
  'POST /api/sandbox/pagos/v1/payment_sources',
  'POST /api/sandbox/pagos/v1/transactions',
  'GET /api/sandbox/pagos/v1/transactions',
  'GET /api/sandbox/pagos/v1/transactions/:id',
  // The card gateway's events (Wompi's "URL de eventos"): verified by checksum, then re-read from the gateway.
  'POST /api/pagos/eventos',
];

/** The routes every signed-in user needs whatever their module tags (module 'sesion'). */
export const API_DE_SESION: readonly string[] = [
  'POST /api/me',
  'POST /api/logout',
  'POST /api/log/error/front',
  'GET /api/configuraciones',
  'GET /api/configuraciones/tiposIdentificacion',
  'GET /api/configuraciones/departamentos',
  'GET /api/configuraciones/municipios',
  'GET /api/configuraciones/actividadesEconomicas',
  'GET /api/sedes',
  'GET /api/formasPago/ventas',
  'GET /api/productos/venta',
  // Each user's own screen layout (issue 30).
  'POST /api/usuarios/me/disposicion',
];

const comodin = (ruta: string) =>
  new RegExp(`^${ruta.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replace('*', '[^?#]+')}$`);
const PUBLICAS_RE = API_PUBLICAS.map(comodin);

/** Whether a request seen in the browser ('GET /api/uploads/a.png') is one of the public routes (a '*' is any rest). */
export const esLlamadaPublica = (llamada: string) => PUBLICAS_RE.some((re) => re.test(llamada));
