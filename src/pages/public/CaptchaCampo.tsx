import { useTranslate } from 'react-admin';
import { Captcha } from '../../components/Captcha';
import type { ErrorCaptcha, useCaptchaEstado } from './useCaptchaEstado';

interface CaptchaCampoProps {
  estado: ReturnType<typeof useCaptchaEstado>;
  /** Message key for each captcha error of this form. */
  mensajes: Record<ErrorCaptcha, string>;
}

/** The captcha of a public form with its message and red border. */
export const CaptchaCampo = ({ estado, mensajes }: CaptchaCampoProps) => {
  const translate = useTranslate();
  return (
    <Captcha
      key={estado.version}
      onVerify={estado.alVerificar}
      onExpire={estado.alExpirar}
      error={estado.error !== null}
      helperText={estado.error ? translate(mensajes[estado.error]) : undefined}
    />
  );
};
