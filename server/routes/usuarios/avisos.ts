import { plantilla, type Correo } from '../../plugins/mail';

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
): Correo {
  const enlace = `${publicUrl}/usermailverify?token=${encodeURIComponent(token)}&email=${encodeURIComponent(nuevo)}`;
  const { html, texto } = plantilla(
    'Confirma tu nuevo correo',
    `Hola ${nombre},`,
    [
      `En ${empresa} se pidió que tu usuario de Comanda use este correo.`,
      'El cambio se aplicará cuando lo confirmes desde este enlace; hasta entonces sigues entrando con tu correo actual.',
      `El enlace es válido durante ${horas} horas y solo se puede usar una vez.`,
    ],
    'Confirmar mi nuevo correo',
    enlace,
    'Si no esperabas este cambio, ignora este mensaje: tu usuario no cambiará.',
  );
  return { para: nuevo, asunto: 'Confirma tu nuevo correo', html, texto, enlace };
}

/** To the old address: a notice that a change was requested (it names the new address). */
export function correoAvisoCambio({
  publicUrl,
  nombre,
  empresa,
  anterior,
  nuevo,
}: DatosCambioCorreo): Correo {
  const { html, texto } = plantilla(
    'Se pidió cambiar el correo de tu usuario',
    `Hola ${nombre},`,
    [
      `En ${empresa} se pidió que tu usuario de Comanda pase a usar el correo ${nuevo}.`,
      'El cambio solo se aplicará cuando se confirme desde el enlace enviado a esa dirección; al aplicarse se cerrarán tus sesiones abiertas.',
      'Si no reconoces este cambio, avisa al propietario de tu empresa y cambia tu contraseña.',
    ],
    'Cambiar mi contraseña',
    `${publicUrl}/forgotpassword`,
    'Este es un aviso automático de seguridad.',
  );
  return { para: anterior, asunto: 'Se pidió cambiar el correo de tu usuario', html, texto };
}
