import { redactar, type Correo } from '../../plugins/mail';
import { IDIOMA_POR_DEFECTO, type Idioma } from '../../i18n/idiomas';

interface DatosCambioCorreo {
  publicUrl: string;
  nombre: string;
  empresa: string;
  /** The address in use until the change is confirmed. */
  anterior: string;
  nuevo: string;
}

/** To the new address: the link to /usermailverify (spec §2) that makes the change take effect. */
export function correoConfirmarCambio(
  { publicUrl, nombre, empresa, nuevo }: DatosCambioCorreo,
  token: string,
  horas: number,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Correo {
  const enlace = `${publicUrl}/usermailverify?token=${encodeURIComponent(token)}&email=${encodeURIComponent(nuevo)}`;
  return {
    ...redactar(idioma, 'confirmarCambio', { para: nuevo, enlace, nombre, valores: { empresa, horas } }),
    enlace,
  };
}

/** To the old address: a notice that a change was requested (it names the new address). */
export function correoAvisoCambio(
  { publicUrl, nombre, empresa, anterior, nuevo }: DatosCambioCorreo,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Correo {
  return redactar(idioma, 'avisoCambio', {
    para: anterior,
    enlace: `${publicUrl}/forgotpassword`,
    nombre,
    valores: { empresa, nuevo },
  });
}
