import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Whether a person reads the output: stdout is a terminal, or `npm run dev`'s concurrently, which pipes the API's
 * output to its own terminal and says so with FORCE_COLOR.
 */
export function salidaEsTerminal(
  stdout: { isTTY?: boolean } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return Boolean(stdout.isTTY) || !['', '0', 'false', undefined].includes(env.FORCE_COLOR);
}

/**
 * The server's logger: readable lines (pino-pretty) for a person at a terminal in development; one JSON object
 * per line otherwise (production, or output piped to a file or a log collector, which parse JSON).
 */
export function opcionesRegistro(
  config: Pick<Config, 'logLevel' | 'production'>,
  esTerminal = salidaEsTerminal(),
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  if (!esTerminal || config.production) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
}
