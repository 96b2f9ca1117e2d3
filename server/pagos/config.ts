import type { ConfigPayu } from './payu';
import type { ConfigWompi } from './wompi';

/** The built-in sandbox's keys: fixed, public, worthless anywhere but in it. */
export const LLAVES_SANDBOX = {
  llavePublica: 'pub_test_comanda_sandbox',
  llavePrivada: 'prv_test_comanda_sandbox',
  secretoIntegridad: 'test_integrity_comanda_sandbox',
  secretoEventos: 'test_events_comanda_sandbox',
} as const;

/** Where the built-in sandbox answers as Wompi's API, under our own server (never a real gateway's path). */
export const RUTA_SANDBOX = '/api/sandbox/pagos/v1';

export type ConfigPagos =
  | { pasarela: 'sandbox'; sandboxDemoraMs: number }
  | { pasarela: 'wompi'; wompi: ConfigWompi & { secretoEventos: string } }
  | { pasarela: 'payu'; payu: ConfigPayu };

const VARIABLES_WOMPI = [
  'WOMPI_PUBLIC_KEY',
  'WOMPI_PRIVATE_KEY',
  'WOMPI_EVENTS_SECRET',
  'WOMPI_INTEGRITY_SECRET',
];
const VARIABLES_PAYU = ['PAYU_API_LOGIN', 'PAYU_API_KEY', 'PAYU_MERCHANT_ID', 'PAYU_ACCOUNT_ID'];

/**
 * The card gateway from the environment: Wompi's four keys, or PayU's four values, or (none of them) the built-in
 * sandbox. Returns the problems as Spanish lines naming the variables. Production never gets the sandbox.
 */
export function leerConfigPagos(
  env: NodeJS.ProcessEnv,
  production: boolean,
): { config?: ConfigPagos; problemas: string[] } {
  const dado = (n: string) => Boolean(env[n]?.trim());
  const wompi = VARIABLES_WOMPI.filter(dado);
  const payu = VARIABLES_PAYU.filter(dado);
  const problemas: string[] = [];
  if (wompi.length > 0 && payu.length > 0)
    problemas.push('Configure una sola pasarela de pagos: las variables WOMPI_* o las PAYU_*, no ambas.');
  const incompletas = (lista: string[], todas: string[]) =>
    lista.length > 0 && lista.length < todas.length
      ? [`Faltan variables de la pasarela de pagos: ${todas.filter((n) => !dado(n)).join(', ')}.`]
      : [];
  problemas.push(...incompletas(wompi, VARIABLES_WOMPI), ...incompletas(payu, VARIABLES_PAYU));
  if (problemas.length) return { problemas };
  const v = (n: string) => env[n]!.trim();
  if (wompi.length) {
    const produccionWompi = v('WOMPI_PUBLIC_KEY').startsWith('pub_prod_');
    if (production && !produccionWompi)
      return {
        problemas: [
          'WOMPI_PUBLIC_KEY debe ser una llave de producción (pub_prod_…) con NODE_ENV=production.',
        ],
      };
    const url =
      env.WOMPI_URL?.trim() ||
      (produccionWompi ? 'https://production.wompi.co/v1' : 'https://sandbox.wompi.co/v1');
    return {
      problemas,
      config: {
        pasarela: 'wompi',
        wompi: {
          url: url.replace(/\/$/, ''),
          llavePublica: v('WOMPI_PUBLIC_KEY'),
          llavePrivada: v('WOMPI_PRIVATE_KEY'),
          secretoEventos: v('WOMPI_EVENTS_SECRET'),
          secretoIntegridad: v('WOMPI_INTEGRITY_SECRET'),
        },
      },
    };
  }
  if (payu.length) {
    const prueba =
      !production && ['1', 'true', 'si', 'sí', 'yes'].includes((env.PAYU_TEST ?? '1').toLowerCase());
    const host = prueba ? 'https://sandbox.api.payulatam.com' : 'https://api.payulatam.com';
    return {
      problemas,
      config: {
        pasarela: 'payu',
        payu: {
          urlPagos: env.PAYU_URL?.trim() || `${host}/payments-api/4.0/service.cgi`,
          urlConsultas: env.PAYU_REPORTS_URL?.trim() || `${host}/reports-api/4.0/service.cgi`,
          apiLogin: v('PAYU_API_LOGIN'),
          apiKey: v('PAYU_API_KEY'),
          merchantId: v('PAYU_MERCHANT_ID'),
          accountId: v('PAYU_ACCOUNT_ID'),
          prueba,
        },
      },
    };
  }
  if (production)
    return {
      problemas: [
        'Con NODE_ENV=production se necesitan las llaves de una pasarela de pagos (WOMPI_PUBLIC_KEY, WOMPI_PRIVATE_KEY, WOMPI_EVENTS_SECRET, WOMPI_INTEGRITY_SECRET, o PAYU_API_LOGIN, PAYU_API_KEY, PAYU_MERCHANT_ID, PAYU_ACCOUNT_ID): la pasarela de prueba no cobra de verdad.',
      ],
    };
  const demora = env.PAGOS_SANDBOX_DEMORA_MS?.trim() || '3000';
  if (!/^\d+$/.test(demora) || Number(demora) > 600_000)
    return { problemas: ['PAGOS_SANDBOX_DEMORA_MS debe ser un número entero entre 0 y 600000.'] };
  return { problemas, config: { pasarela: 'sandbox', sandboxDemoraMs: Number(demora) } };
}
