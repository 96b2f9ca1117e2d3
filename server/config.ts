import { resolve } from 'node:path';

/** Every setting the server reads, with its default. The README's configuration table mirrors this file. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Runtime login of company work on PostgreSQL; default: DATABASE_URL with user comanda_runtime. */
  databaseAppUrl?: string;
  seedDemo: boolean;
  publicUrl: string;
  sessionTtlHours: number;
  trialDays: number;
  smtpUrl?: string;
  mailFrom: string;
  recaptchaSecret?: string;
  recaptchaSiteKey?: string;
  /** Google's siteverify endpoint; tests point it at a local fake. */
  recaptchaVerifyUrl: string;
  altchaHmacKey: string;
  altchaCost: number;
  logLevel: string;
  serveFrontEnd: boolean;
  rateLimitMax: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated); none by default. */
  trustProxy: string | false;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'si', 'sí'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl,
    databaseAppUrl: env.DATABASE_APP_URL || undefined,
    seedDemo: flag(env.SEED_DEMO, !databaseUrl),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 12),
    trialDays: Number(env.TRIAL_DAYS ?? 15),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Comanda <no-responder@comanda.local>',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    altchaHmacKey: env.ALTCHA_HMAC_KEY ?? 'comanda-desarrollo-cambie-esta-clave',
    altchaCost: Number(env.ALTCHA_COST ?? 5000),
    logLevel: env.LOG_LEVEL ?? 'info',
    serveFrontEnd: flag(env.SERVE_FRONTEND, true),
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 10),
    trustProxy: env.TRUST_PROXY || false,
  };
}
