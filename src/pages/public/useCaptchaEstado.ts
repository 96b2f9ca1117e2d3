import { useCallback, useEffect, useState } from 'react';

/** Captcha reload period while a captcha error lasts (spec §4, §9). */
export const RECARGA_CAPTCHA_MS = 5_000;

/** faltante: submitted without solving; expirado: a solved captcha expired; rechazado: the API refused it. */
export type ErrorCaptcha = 'faltante' | 'expirado' | 'rechazado';

/** The browser reload, behind an object so tests can watch it (jsdom cannot reload). */
export const pagina = { recargar: () => window.location.reload() };

/**
 * State of a form's captcha: the solved token, the error, and `version`, the key that remounts the widget for a new
 * challenge. While an expiry or rejection error lasts, the captcha reloads every 5 s; with `recargarPagina` (sign-in,
 * spec §4) an expired captcha reloads the whole page every 5 s while the error lasts.
 */
export function useCaptchaEstado({ recargarPagina = false }: { recargarPagina?: boolean } = {}) {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<ErrorCaptcha | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (error !== 'expirado' && error !== 'rechazado') return;
    const intervalo = setInterval(() => {
      setVersion((v) => v + 1);
      if (recargarPagina && error === 'expirado') pagina.recargar();
    }, RECARGA_CAPTCHA_MS);
    return () => clearInterval(intervalo);
  }, [error, recargarPagina]);

  const alVerificar = useCallback((nuevo: string) => {
    setToken(nuevo);
    setError(null);
  }, []);

  const alExpirar = useCallback(() => {
    setToken(null);
    setError('expirado');
  }, []);

  /** A new challenge (a token is good for one request), optionally with an error. */
  const reiniciar = useCallback((motivo: ErrorCaptcha | null = null) => {
    setToken(null);
    setError(motivo);
    setVersion((v) => v + 1);
  }, []);

  /** The token to send, or null after flagging the missing captcha. */
  const exigir = useCallback((): string | null => {
    if (!token) setError((actual) => actual ?? 'faltante');
    return token;
  }, [token]);

  return { token, error, version, alVerificar, alExpirar, reiniciar, exigir };
}
