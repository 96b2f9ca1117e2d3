import { resolve } from 'node:path';
import { z } from 'zod';
import { leerConfigPagos, type ConfigPagos } from './pagos/config';
import { leerConfigErp, type ConfigErp } from './erp/config';

/** Every setting the server reads, with its default. The README's configuration table mirrors this file. */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Runtime login of company work on PostgreSQL; default: DATABASE_URL with user comanda_runtime. */
  databaseAppUrl?: string;
  /** The sign-in module's login on PostgreSQL; default: DATABASE_URL with user comanda_auth. */
  databaseAuthUrl?: string;
  /** DATABASE_READ_URL: the runtime login on a read replica, for the reports (default: the main database). */
  databaseReadUrl?: string;
  /** REDIS_URL: the store the instances share for rate limits and the sign-in lockout; unset: each in memory. */
  redisUrl?: string;
  /** REDIS_PREFIX: the start of every key this server writes in Redis (several deployments on one Redis). */
  redisPrefix: string;
  seedDemo: boolean;
  /** The demo owner's password; unset: generated on the first seed and kept in DATA_DIR/demo-password. */
  demoPassword?: string;
  /** Development only: the captcha is not checked, so the API can be tried with curl and the docs UI. */
  captchaBypass: boolean;
  /** Swagger UI at /api/docs (never in production). */
  docsUi: boolean;
  publicUrl: string;
  sessionTtlHours: number;
  trialDays: number;
  /** SOPORTE_WHATSAPP: the support chat's number in international form, digits only (e.g. 573001234567). */
  soporteWhatsapp?: string;
  smtpUrl?: string;
  mailFrom: string;
  recaptchaSecret?: string;
  recaptchaSiteKey?: string;
  /** Google's siteverify endpoint; tests point it at a local fake. */
  recaptchaVerifyUrl: string;
  /** Unset: the captcha plugin generates one and keeps it in DATA_DIR/altcha.key (see lib/clave-altcha.ts). */
  altchaHmacKey?: string;
  altchaCost: number;
  logLevel: string;
  serveFrontEnd: boolean;
  rateLimitMax: number;
  /** Public menu reads (GET menu, /carta) per address per minute (MENU_RATE_LIMIT_MAX). */
  menuRateLimitMax: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated); none by default. */
  trustProxy: string | false;
  /**
   * The server prints station tickets and receipts on network printers (PRINTERS_NETWORK): an on-premises feature,
   * off by default and off on a server hosted for many companies (print points then print in the station's
   * browser). On: private addresses on printer ports only (the SSRF guard of server/tiquetes/impresora.ts).
   */
  printersNetwork: boolean;
  /** Tests only (no environment variable): printers on loopback addresses, any port (a fake printer on 127.0.0.1). */
  printersAllowLoopback: boolean;
  /** Webhook URLs may be http:// (WEBHOOKS_ALLOW_HTTP, development only; refused with NODE_ENV=production). */
  webhooksAllowHttp: boolean;
  /**
   * Webhooks may reach loopback addresses (127.0.0.0/8, ::1). No environment variable sets it: only tests, through
   * the config they build, so a receiver on 127.0.0.1 can be used. Private, link-local and metadata stay refused.
   */
  webhooksAllowLoopback: boolean;
  /** The card gateway (server/pagos/): Wompi or PayU with their keys, else the built-in sandbox (never in production). */
  pagos: ConfigPagos;
  /** The ERP (server/erp/): Begranda with its URL and key, else the built-in simulator (never in production). */
  erp: ConfigErp;
}

/** A setting that cannot be used: the server refuses to start with this Spanish message. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'si', 'sí', 'on'].includes(value.toLowerCase());
}

const vacioComoAusente = (v: unknown) => (v === '' ? undefined : v);

function entero(nombre: string, min: number, max: number, defecto: number) {
  return z.preprocess(
    vacioComoAusente,
    z
      .string()
      .default(String(defecto))
      .refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max, {
        message: `${nombre} debe ser un número entero entre ${min} y ${max}.`,
      })
      .transform(Number),
  );
}

function urlOpcional(nombre: string, protocolos: string[]) {
  return z.preprocess(
    vacioComoAusente,
    z
      .string()
      .refine(
        (v) => {
          try {
            return protocolos.includes(new URL(v).protocol);
          } catch {
            return false;
          }
        },
        { message: `${nombre} no es una dirección válida (se espera ${protocolos.join(' o ')}//…).` },
      )
      .optional(),
  );
}

/** A yes/no variable: empty or absent is the default; anything else must say yes or no. */
const SI_NO = ['1', '0', 'true', 'false', 'yes', 'no', 'si', 'sí', 'on', 'off'];
const siNo = (nombre: string) =>
  z.preprocess(
    vacioComoAusente,
    z
      .string()
      .refine((v) => SI_NO.includes(v.toLowerCase()), { message: `${nombre} debe ser 1 (sí) o 0 (no).` })
      .optional(),
  );

const esquema = z.object({
  DEMO_PASSWORD: z.preprocess(
    vacioComoAusente,
    z
      .string()
      .refine((v) => v.length >= 8 && v.length <= 128, {
        message: 'DEMO_PASSWORD debe tener entre 8 y 128 caracteres.',
      })
      .optional(),
  ),
  PORT: entero('PORT', 0, 65535, 3000),
  SESSION_TTL_HOURS: entero('SESSION_TTL_HOURS', 1, 24 * 365, 12),
  TRIAL_DAYS: entero('TRIAL_DAYS', 0, 3650, 15),
  SOPORTE_WHATSAPP: z.preprocess(
    vacioComoAusente,
    z
      .string()
      .regex(
        /^[1-9]\d{7,14}$/,
        'SOPORTE_WHATSAPP debe ser un número internacional de 8 a 15 dígitos, sin + ni espacios',
      )
      .optional(),
  ),
  ALTCHA_COST: entero('ALTCHA_COST', 1, 10_000_000, 5000),
  RATE_LIMIT_MAX: entero('RATE_LIMIT_MAX', 1, 1_000_000, 10),
  // High bounds for load generators on one address (bench/run.ts): a phone-like menu read runs ~40,000/s.
  MENU_RATE_LIMIT_MAX: entero('MENU_RATE_LIMIT_MAX', 1, 1_000_000_000, 120),
  DATABASE_URL: urlOpcional('DATABASE_URL', ['postgres:', 'postgresql:']),
  DATABASE_APP_URL: urlOpcional('DATABASE_APP_URL', ['postgres:', 'postgresql:']),
  DATABASE_AUTH_URL: urlOpcional('DATABASE_AUTH_URL', ['postgres:', 'postgresql:']),
  DATABASE_READ_URL: urlOpcional('DATABASE_READ_URL', ['postgres:', 'postgresql:']),
  REDIS_URL: urlOpcional('REDIS_URL', ['redis:', 'rediss:']),
  SMTP_URL: urlOpcional('SMTP_URL', ['smtp:', 'smtps:']),
  PUBLIC_URL: urlOpcional('PUBLIC_URL', ['http:', 'https:']),
  RECAPTCHA_VERIFY_URL: urlOpcional('RECAPTCHA_VERIFY_URL', ['http:', 'https:']),
  PRINTERS_NETWORK: siNo('PRINTERS_NETWORK'),
  // Removed: a printer at a public address is never right, and it let tenants reach anything on the internet.
  PRINTERS_ALLOW_PUBLIC: z.preprocess(
    vacioComoAusente,
    z
      .undefined({
        error:
          'PRINTERS_ALLOW_PUBLIC ya no existe: el servidor nunca imprime en direcciones públicas; PRINTERS_NETWORK=1 activa las impresoras de la red local.',
      })
      .optional(),
  ),
});

/** Reads and checks the environment; throws ConfigError (Spanish, naming the variable) when a value is unusable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = esquema.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      `Configuración inválida:\n${parsed.error.issues.map((i) => `  - ${i.message}`).join('\n')}`,
    );
  const v = parsed.data;
  const production = env.NODE_ENV === 'production';
  const altchaHmacKey = env.ALTCHA_HMAC_KEY || undefined;
  if (production && !altchaHmacKey)
    throw new ConfigError(
      'Configuración inválida:\n  - ALTCHA_HMAC_KEY es obligatoria con NODE_ENV=production (una clave secreta larga y aleatoria).',
    );
  const captchaBypass = flag(env.CAPTCHA_BYPASS, false);
  const webhooksAllowHttp = flag(env.WEBHOOKS_ALLOW_HTTP, false);
  if (production && webhooksAllowHttp)
    throw new ConfigError(
      'Configuración inválida:\n  - WEBHOOKS_ALLOW_HTTP no se permite con NODE_ENV=production: los webhooks van por https.',
    );
  if (production && captchaBypass)
    throw new ConfigError(
      'Configuración inválida:\n  - CAPTCHA_BYPASS no se permite con NODE_ENV=production: el captcha protege el inicio de sesión.',
    );
  const pagos = leerConfigPagos(env, production);
  if (!pagos.config)
    throw new ConfigError(`Configuración inválida:\n${pagos.problemas.map((p) => `  - ${p}`).join('\n')}`);
  const erp = leerConfigErp(env, production);
  if (!erp.config)
    throw new ConfigError(`Configuración inválida:\n${erp.problemas.map((p) => `  - ${p}`).join('\n')}`);
  const databaseUrl = v.DATABASE_URL;
  return {
    pagos: pagos.config,
    erp: erp.config,
    captchaBypass,
    production,
    port: v.PORT,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl,
    databaseAppUrl: v.DATABASE_APP_URL,
    databaseAuthUrl: v.DATABASE_AUTH_URL,
    databaseReadUrl: v.DATABASE_READ_URL,
    redisUrl: v.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX || 'comanda:',
    // Production never gets the demo company, whatever SEED_DEMO says.
    seedDemo: !production && flag(env.SEED_DEMO, !databaseUrl),
    demoPassword: v.DEMO_PASSWORD,
    docsUi: !production && flag(env.API_DOCS_UI, true),
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/$/, ''),
    sessionTtlHours: v.SESSION_TTL_HOURS,
    trialDays: v.TRIAL_DAYS,
    soporteWhatsapp: v.SOPORTE_WHATSAPP,
    smtpUrl: v.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Comanda <no-responder@comanda.local>',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaVerifyUrl: v.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
    altchaHmacKey,
    altchaCost: v.ALTCHA_COST,
    logLevel: env.LOG_LEVEL ?? 'info',
    serveFrontEnd: flag(env.SERVE_FRONTEND, true),
    rateLimitMax: v.RATE_LIMIT_MAX,
    menuRateLimitMax: v.MENU_RATE_LIMIT_MAX,
    trustProxy: env.TRUST_PROXY || false,
    printersNetwork: flag(v.PRINTERS_NETWORK, false),
    printersAllowLoopback: false,
    webhooksAllowHttp,
    webhooksAllowLoopback: false,
  };
}
