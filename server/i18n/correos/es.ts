/**
 * The mails' texts in Spanish, the default (the spec's texts). Each other language has the same keys, the same
 * number of paragraphs and the same {placeholders} (tests/unit/i18n-servidor.test.ts).
 */
export const es = {
  comun: {
    saludo: 'Hola {nombre},',
    saludoSinNombre: 'Hola,',
    sinBoton: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
    firma: '— El equipo de Comanda',
    avisoSeguridad: 'Este es un aviso automático de seguridad.',
  },
  verificacion: {
    asunto: 'Verifica tu correo',
    titulo: 'Verifica tu correo',
    parrafos: [
      'Gracias por crear tu cuenta en Comanda. Para terminar, confirma que este correo es tuyo.',
      'El enlace es válido durante 72 horas.',
    ],
    boton: 'Verificar mi correo',
    pie: 'Si no creaste una cuenta en Comanda, ignora este mensaje.',
  },
  restablecimiento: {
    asunto: 'Restablece tu contraseña',
    titulo: 'Restablece tu contraseña',
    parrafos: [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta en Comanda.',
      'El enlace es válido durante 60 minutos y solo se puede usar una vez.',
    ],
    boton: 'Restablecer contraseña',
    pie: 'Si no solicitaste este cambio, ignora este mensaje: tu contraseña seguirá siendo la misma.',
  },
  invitacion: {
    asunto: 'Te invitaron a {empresa} en Comanda',
    titulo: 'Te invitaron a {empresa}',
    parrafos: [
      '{empresa} te invitó a usar Comanda con este correo.',
      'Para aceptar, completa tu nombre y elige una contraseña.',
      'El enlace es válido durante {dias} días y solo se puede usar una vez.',
    ],
    boton: 'Aceptar la invitación',
    pie: 'Si no esperabas esta invitación, ignora este mensaje.',
  },
  intentosFallidos: {
    asunto: 'Intentos fallidos de inicio de sesión en tu cuenta',
    titulo: 'Intentos fallidos de inicio de sesión',
    parrafos: [
      'Alguien intentó iniciar sesión en tu cuenta de Comanda {fallos} veces seguidas con una contraseña incorrecta.',
      'Por seguridad, los nuevos intentos deben esperar cada vez más tiempo.',
      'Si fuiste tú, espera unos minutos e inténtalo de nuevo. Si no fuiste tú, te recomendamos cambiar tu contraseña.',
    ],
    boton: 'Cambiar mi contraseña',
  },
  passwordCambiada: {
    asunto: 'Tu contraseña fue cambiada',
    titulo: 'Tu contraseña fue cambiada',
    parrafos: [
      'La contraseña de tu cuenta de Comanda se restableció y todas tus sesiones abiertas se cerraron.',
      'Si no fuiste tú, pide un nuevo enlace para restablecerla ahora mismo y avisa al administrador de tu empresa.',
    ],
    boton: 'Restablecer contraseña',
  },
  confirmarCambio: {
    asunto: 'Confirma tu nuevo correo',
    titulo: 'Confirma tu nuevo correo',
    parrafos: [
      'En {empresa} se pidió que tu usuario de Comanda use este correo.',
      'El cambio se aplicará cuando lo confirmes desde este enlace; hasta entonces sigues entrando con tu correo actual.',
      'El enlace es válido durante {horas} horas y solo se puede usar una vez.',
    ],
    boton: 'Confirmar mi nuevo correo',
    pie: 'Si no esperabas este cambio, ignora este mensaje: tu usuario no cambiará.',
  },
  avisoCambio: {
    asunto: 'Se pidió cambiar el correo de tu usuario',
    titulo: 'Se pidió cambiar el correo de tu usuario',
    parrafos: [
      'En {empresa} se pidió que tu usuario de Comanda pase a usar el correo {nuevo}.',
      'El cambio solo se aplicará cuando se confirme desde el enlace enviado a esa dirección; al aplicarse se cerrarán tus sesiones abiertas.',
      'Si no reconoces este cambio, avisa al propietario de tu empresa y cambia tu contraseña.',
    ],
    boton: 'Cambiar mi contraseña',
  },
};

type Textos<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Textos<T[K]>;
};

/** The shape every language's mail texts have (the compiler checks each one has every key). */
export type TextosCorreo = Textos<typeof es>;
