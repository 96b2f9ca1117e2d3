import { plantilla, type Correo } from '../../plugins/mail';

interface DatosAviso {
  publicUrl: string;
  nombre: string;
  email: string;
}

/** ASVS 2.2.3: the owner learns of repeated failed sign-ins on the account. */
export function correoIntentosFallidos({ publicUrl, nombre, email }: DatosAviso, fallos: number): Correo {
  const { html, texto } = plantilla(
    'Intentos fallidos de inicio de sesión',
    `Hola ${nombre},`,
    [
      `Alguien intentó iniciar sesión en tu cuenta de Comanda ${fallos} veces seguidas con una contraseña incorrecta.`,
      'Por seguridad, los nuevos intentos deben esperar cada vez más tiempo.',
      'Si fuiste tú, espera unos minutos e inténtalo de nuevo. Si no fuiste tú, te recomendamos cambiar tu contraseña.',
    ],
    'Cambiar mi contraseña',
    `${publicUrl}/forgotpassword`,
    'Este es un aviso automático de seguridad.',
  );
  return { para: email, asunto: 'Intentos fallidos de inicio de sesión en tu cuenta', html, texto };
}

/** ASVS 2.2.3: the owner learns that the password was changed through a reset link. */
export function correoPasswordCambiada({ publicUrl, nombre, email }: DatosAviso): Correo {
  const { html, texto } = plantilla(
    'Tu contraseña fue cambiada',
    `Hola ${nombre},`,
    [
      'La contraseña de tu cuenta de Comanda se restableció y todas tus sesiones abiertas se cerraron.',
      'Si no fuiste tú, pide un nuevo enlace para restablecerla ahora mismo y avisa al administrador de tu empresa.',
    ],
    'Restablecer contraseña',
    `${publicUrl}/forgotpassword`,
    'Este es un aviso automático de seguridad.',
  );
  return { para: email, asunto: 'Tu contraseña fue cambiada', html, texto };
}
