import { redactar, type Correo } from '../../plugins/mail';
import { IDIOMA_POR_DEFECTO, type Idioma } from '../../i18n/idiomas';

interface DatosAviso {
  publicUrl: string;
  nombre: string;
  email: string;
}

/** ASVS 2.2.3: the owner learns of repeated failed sign-ins on the account. */
export function correoIntentosFallidos(
  { publicUrl, nombre, email }: DatosAviso,
  fallos: number,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Correo {
  return redactar(idioma, 'intentosFallidos', {
    para: email,
    enlace: `${publicUrl}/forgotpassword`,
    nombre,
    valores: { fallos },
  });
}

/** ASVS 2.2.3: the owner learns that the password was changed through a reset link. */
export function correoPasswordCambiada(
  { publicUrl, nombre, email }: DatosAviso,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Correo {
  return redactar(idioma, 'passwordCambiada', { para: email, enlace: `${publicUrl}/forgotpassword`, nombre });
}
