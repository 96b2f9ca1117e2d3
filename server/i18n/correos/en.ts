import type { TextosCorreo } from './es';

export const en: TextosCorreo = {
  comun: {
    saludo: 'Hello {nombre},',
    saludoSinNombre: 'Hello,',
    sinBoton: 'If the button does not work, copy and paste this link into your browser:',
    firma: '— The Comanda team',
    avisoSeguridad: 'This is an automatic security notice.',
  },
  verificacion: {
    asunto: 'Verify your email address',
    titulo: 'Verify your email address',
    parrafos: [
      'Thank you for creating your Comanda account. To finish, please confirm that this email address is yours.',
      'The link is valid for 72 hours.',
    ],
    boton: 'Verify my email',
    pie: 'If you did not create a Comanda account, please ignore this message.',
  },
  restablecimiento: {
    asunto: 'Reset your password',
    titulo: 'Reset your password',
    parrafos: [
      'We received a request to reset the password of your Comanda account.',
      'The link is valid for 60 minutes and can only be used once.',
    ],
    boton: 'Reset password',
    pie: 'If you did not request this change, please ignore this message: your password will stay the same.',
  },
  invitacion: {
    asunto: 'You have been invited to {empresa} on Comanda',
    titulo: 'You have been invited to {empresa}',
    parrafos: [
      '{empresa} has invited you to use Comanda with this email address.',
      'To accept, enter your name and choose a password.',
      'The link is valid for {dias} days and can only be used once.',
    ],
    boton: 'Accept the invitation',
    pie: 'If you were not expecting this invitation, please ignore this message.',
  },
  intentosFallidos: {
    asunto: 'Failed sign-in attempts on your account',
    titulo: 'Failed sign-in attempts',
    parrafos: [
      'Someone tried to sign in to your Comanda account {fallos} times in a row with an incorrect password.',
      'For your security, each new attempt now has to wait longer.',
      'If it was you, wait a few minutes and try again. If it was not you, we recommend changing your password.',
    ],
    boton: 'Change my password',
  },
  passwordCambiada: {
    asunto: 'Your password was changed',
    titulo: 'Your password was changed',
    parrafos: [
      'The password of your Comanda account was reset and all your open sessions were signed out.',
      "If it was not you, request a new reset link right away and notify your company's administrator.",
    ],
    boton: 'Reset password',
  },
  confirmarCambio: {
    asunto: 'Confirm your new email address',
    titulo: 'Confirm your new email address',
    parrafos: [
      '{empresa} asked for your Comanda user to use this email address.',
      'The change takes effect once you confirm it with this link; until then, you keep signing in with your current email.',
      'The link is valid for {horas} hours and can only be used once.',
    ],
    boton: 'Confirm my new email',
    pie: 'If you were not expecting this change, please ignore this message: your user will not change.',
  },
  avisoCambio: {
    asunto: "A change of your user's email address was requested",
    titulo: "A change of your user's email address was requested",
    parrafos: [
      '{empresa} asked for your Comanda user to switch to the email address {nuevo}.',
      'The change only takes effect once it is confirmed from the link sent to that address; your open sessions will then be signed out.',
      "If you do not recognise this change, notify your company's owner and change your password.",
    ],
    boton: 'Change my password',
  },
};
