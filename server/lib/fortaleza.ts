import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scale 0..4; 3 = "safely unguessable" (about 10^8 guesses or more), so common and breached passwords fail. */
export const PUNTAJE_MINIMO = 3;

/** The rule, stated whole: the sign-up and reset forms show this text as the server sends it. */
export const MENSAJE_PASSWORD_DEBIL =
  'La contraseña es demasiado fácil de adivinar. Usa al menos 8 caracteres y evita contraseñas comunes o filtradas, secuencias (12345678, qwerty), repeticiones y datos tuyos como tu nombre o tu correo.';

let estimador: Promise<ZxcvbnFactory> | null = null;

/** The estimator and its dictionaries (about 1 MB) load once, on the first password that needs checking. */
function cargar(): Promise<ZxcvbnFactory> {
  estimador ??= (async () => {
    const [{ ZxcvbnFactory }, comun] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new ZxcvbnFactory({ dictionary: comun.dictionary, graphs: comun.adjacencyGraphs });
  })();
  estimador.catch(() => (estimador = null));
  return estimador;
}

/**
 * Whether a new password is strong enough. `datosPropios` (e-mail, names, business) count as known words, so a
 * password built from them scores low.
 */
export async function passwordFuerte(password: string, datosPropios: string[] = []): Promise<boolean> {
  const z = await cargar();
  const propios = datosPropios.flatMap((d) => [d, ...d.split(/[@.\s_-]+/)]).filter((d) => d.length >= 3);
  // zxcvbn's matching grows with length; beyond 100 characters the prefix alone already decides.
  return z.check(password.slice(0, 100), propios).score >= PUNTAJE_MINIMO;
}
