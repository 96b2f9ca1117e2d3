import { PasarelaError } from './pasarela';

/** Every gateway call: JSON, a timeout, and the answer's status and body (never logged: it may name the card). */
export async function pedirJson(
  url: string,
  opciones: {
    metodo?: 'GET' | 'POST';
    cuerpo?: unknown;
    cabeceras?: Record<string, string>;
    tiempoMs?: number;
  },
): Promise<{ status: number; cuerpo: unknown }> {
  let respuesta: Response;
  try {
    respuesta = await fetch(url, {
      method: opciones.metodo ?? 'GET',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...opciones.cabeceras },
      body: opciones.cuerpo === undefined ? undefined : JSON.stringify(opciones.cuerpo),
      signal: AbortSignal.timeout(opciones.tiempoMs ?? 30_000),
    });
  } catch (e) {
    throw new PasarelaError(`La pasarela de pagos no respondió: ${(e as Error).message}`);
  }
  const texto = await respuesta.text();
  let cuerpo: unknown = null;
  try {
    cuerpo = texto ? JSON.parse(texto) : null;
  } catch {
    throw new PasarelaError('La pasarela de pagos respondió algo que no es JSON.', respuesta.status);
  }
  return { status: respuesta.status, cuerpo };
}

/** Integer centavos as a JSON number: refused beyond what a double holds exactly. */
export function enteroJson(centavos: bigint): number {
  const n = Number(centavos);
  if (!Number.isSafeInteger(n) || n <= 0) throw new PasarelaError('Monto de cobro fuera de rango.');
  return n;
}

/** Centavos as the pesos text gateways that take decimals expect: "50000" or "50000.50". */
export function pesosTexto(centavos: bigint): string {
  const enteros = centavos / 100n;
  const resto = centavos % 100n;
  return resto === 0n ? `${enteros}` : `${enteros}.${resto.toString().padStart(2, '0')}`;
}

export const objeto = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
