import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, FormHelperText } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type {} from 'altcha/types/react';
import { API_URL, http, type Envelope } from '../dataProvider/http';

export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha';
  siteKey: string | null;
}

export interface CaptchaProps {
  /** The solved payload (ALTCHA) or token (reCAPTCHA): send it as `recaptchaToken`. */
  onVerify: (token: string) => void;
  /** A solved captcha expired: its token is no longer valid. */
  onExpire: () => void;
  /** Red border around the captcha (spec §5). */
  error?: boolean;
  helperText?: ReactNode;
}

let configuracion: Promise<CaptchaConfig> | null = null;

/** GET captcha/config, asked once per page life (a failure is asked again next time). */
export function cargarConfigCaptcha(): Promise<CaptchaConfig> {
  if (!configuracion) {
    configuracion = http.get<Envelope<CaptchaConfig>>('captcha/config').then(({ data }) => data.data);
    configuracion.catch(() => {
      configuracion = null;
    });
  }
  return configuracion;
}

/** Keeps the latest callbacks without re-attaching listeners on every render. */
function useUltimo<T>(valor: T) {
  const ref = useRef(valor);
  useEffect(() => {
    ref.current = valor;
  });
  return ref;
}

type Manejadores = Pick<CaptchaProps, 'onVerify' | 'onExpire'>;

const Cargando = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
      <CircularProgress size={20} />
      {translate('comanda.captcha.cargando')}
    </Box>
  );
};

const Altcha = ({ onVerify, onExpire }: Manejadores) => {
  const [listo, setListo] = useState(false);
  const [locale] = useLocaleState();
  const alVerificar = useUltimo(onVerify);
  const alExpirar = useUltimo(onExpire);

  useEffect(() => {
    let activo = true;
    // The widget (with its translations) is only downloaded by the pages that show it.
    void import('altcha/i18n').then(() => {
      if (activo) setListo(true);
    });
    return () => {
      activo = false;
    };
  }, []);

  // Listeners are attached when the element is attached (a ref callback), so no event can come before them.
  const conectar = useCallback(
    (widget: HTMLElement | null) => {
      if (!widget) return;
      let verificado = false;
      const verified = (evento: Event) => {
        verificado = true;
        alVerificar.current((evento as CustomEvent<{ payload: string }>).detail.payload);
      };
      // An unsolved challenge that expires is simply replaced by the widget; only a solved one is an error.
      const expired = () => {
        if (!verificado) return;
        verificado = false;
        alExpirar.current();
      };
      widget.addEventListener('verified', verified);
      widget.addEventListener('expired', expired);
      return () => {
        widget.removeEventListener('verified', verified);
        widget.removeEventListener('expired', expired);
      };
    },
    [alVerificar, alExpirar],
  );

  if (!listo) return <Cargando />;
  return (
    <altcha-widget
      ref={conectar}
      challenge={`${API_URL}/captcha/challenge`}
      language={locale}
      name="recaptchaToken"
      type="checkbox"
    />
  );
};

interface Grecaptcha {
  render: (
    contenedor: HTMLElement,
    opciones: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    comandaRecaptchaListo?: () => void;
  }
}

let scriptRecaptcha: Promise<Grecaptcha> | null = null;

function cargarRecaptcha(idioma: string): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  if (!scriptRecaptcha) {
    scriptRecaptcha = new Promise<Grecaptcha>((resolve, reject) => {
      window.comandaRecaptchaListo = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?onload=comandaRecaptchaListo&render=explicit&hl=${idioma}`;
      script.async = true;
      script.onerror = () => {
        scriptRecaptcha = null;
        script.remove();
        reject(new Error('recaptcha'));
      };
      document.head.appendChild(script);
    });
  }
  return scriptRecaptcha;
}

const ReCaptcha = ({
  siteKey,
  onVerify,
  onExpire,
  onFallo,
}: Manejadores & { siteKey: string; onFallo: () => void }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [locale] = useLocaleState();
  const alVerificar = useUltimo(onVerify);
  const alExpirar = useUltimo(onExpire);
  const alFallar = useUltimo(onFallo);

  useEffect(() => {
    let activo = true;
    if (!siteKey) {
      alFallar.current();
      return;
    }
    cargarRecaptcha(locale)
      .then((grecaptcha) => {
        if (!activo || !ref.current) return;
        grecaptcha.render(ref.current, {
          sitekey: siteKey,
          callback: (token) => alVerificar.current(token),
          'expired-callback': () => alExpirar.current(),
        });
      })
      .catch(() => {
        if (activo) alFallar.current();
      });
    return () => {
      activo = false;
    };
    // The widget is rendered once per mount; the parent remounts it (key) to get a fresh one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey]);

  return <div ref={ref} data-testid="recaptcha" />;
};

/**
 * The sign-in and sign-up captcha: ALTCHA (self-hosted proof of work) or Google reCAPTCHA v2, as GET captcha/config
 * says. To get a fresh challenge, remount it (change its `key`).
 */
export const Captcha = ({ onVerify, onExpire, error = false, helperText }: CaptchaProps) => {
  const translate = useTranslate();
  const lectura = useQuery({
    queryKey: ['captcha/config'],
    queryFn: cargarConfigCaptcha,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const config = lectura.data ?? null;
  // Google's script may fail to load after the configuration did.
  const [falloScript, setFallo] = useState(false);
  const fallo = lectura.isError || falloScript;

  let contenido: ReactNode = <Cargando />;
  if (fallo) contenido = <Alert severity="error">{translate('comanda.captcha.error_carga')}</Alert>;
  else if (config?.provider === 'recaptcha')
    contenido = (
      <ReCaptcha
        siteKey={config.siteKey ?? ''}
        onVerify={onVerify}
        onExpire={onExpire}
        onFallo={() => setFallo(true)}
      />
    );
  else if (config) contenido = <Altcha onVerify={onVerify} onExpire={onExpire} />;

  return (
    <Box>
      <Box
        data-testid="captcha"
        data-error={error ? 'true' : 'false'}
        sx={{
          display: 'inline-block',
          // The widget sizes itself to its text; below this width its logo covers the label.
          minWidth: 260,
          border: 2,
          borderRadius: 1,
          borderColor: error ? 'error.main' : 'transparent',
        }}
      >
        {contenido}
      </Box>
      {helperText ? <FormHelperText error={error}>{helperText}</FormHelperText> : null}
    </Box>
  );
};

export default Captcha;

/** Tests only: back to this module's state at page load (component files share one module graph). */
export function reiniciarCaptchaParaPruebas(): void {
  configuracion = null;
  scriptRecaptcha = null;
}
