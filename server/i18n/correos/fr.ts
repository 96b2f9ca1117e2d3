import type { TextosCorreo } from './es';

export const fr: TextosCorreo = {
  comun: {
    saludo: 'Bonjour {nombre},',
    saludoSinNombre: 'Bonjour,',
    sinBoton: 'Si le bouton ne fonctionne pas, copiez et collez ce lien dans votre navigateur :',
    firma: "— L'équipe Comanda",
    avisoSeguridad: 'Ceci est une alerte de sécurité automatique.',
  },
  verificacion: {
    asunto: 'Vérifiez votre adresse e-mail',
    titulo: 'Vérifiez votre adresse e-mail',
    parrafos: [
      "Merci d'avoir créé votre compte Comanda. Pour terminer, confirmez que cette adresse e-mail vous appartient.",
      'Le lien est valable 72 heures.',
    ],
    boton: 'Vérifier mon adresse e-mail',
    pie: "Si vous n'avez pas créé de compte Comanda, ignorez ce message.",
  },
  restablecimiento: {
    asunto: 'Réinitialisez votre mot de passe',
    titulo: 'Réinitialisez votre mot de passe',
    parrafos: [
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Comanda.',
      "Le lien est valable 60 minutes et ne peut être utilisé qu'une seule fois.",
    ],
    boton: 'Réinitialiser le mot de passe',
    pie: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe restera inchangé.",
  },
  invitacion: {
    asunto: 'Invitation à rejoindre {empresa} sur Comanda',
    titulo: 'Invitation à rejoindre {empresa}',
    parrafos: [
      '{empresa} vous invite à utiliser Comanda avec cette adresse e-mail.',
      'Pour accepter, indiquez votre nom et choisissez un mot de passe.',
      "Le lien est valable {dias} jours et ne peut être utilisé qu'une seule fois.",
    ],
    boton: "Accepter l'invitation",
    pie: "Si vous n'attendiez pas cette invitation, ignorez ce message.",
  },
  intentosFallidos: {
    asunto: 'Tentatives de connexion échouées sur votre compte',
    titulo: 'Tentatives de connexion échouées',
    parrafos: [
      "Quelqu'un a tenté de se connecter à votre compte Comanda {fallos} fois de suite avec un mot de passe incorrect.",
      'Par sécurité, chaque nouvelle tentative doit désormais attendre plus longtemps.',
      "Si c'était vous, patientez quelques minutes puis réessayez. Sinon, nous vous recommandons de changer votre mot de passe.",
    ],
    boton: 'Changer mon mot de passe',
  },
  passwordCambiada: {
    asunto: 'Votre mot de passe a été modifié',
    titulo: 'Votre mot de passe a été modifié',
    parrafos: [
      'Le mot de passe de votre compte Comanda a été réinitialisé et toutes vos sessions ouvertes ont été fermées.',
      "Si ce n'était pas vous, demandez immédiatement un nouveau lien de réinitialisation et prévenez l'administrateur de votre entreprise.",
    ],
    boton: 'Réinitialiser le mot de passe',
  },
  confirmarCambio: {
    asunto: 'Confirmez votre nouvelle adresse e-mail',
    titulo: 'Confirmez votre nouvelle adresse e-mail',
    parrafos: [
      '{empresa} a demandé que votre utilisateur Comanda utilise cette adresse e-mail.',
      "La modification prendra effet lorsque vous la confirmerez via ce lien ; d'ici là, vous continuez à vous connecter avec votre adresse actuelle.",
      "Le lien est valable {horas} heures et ne peut être utilisé qu'une seule fois.",
    ],
    boton: 'Confirmer ma nouvelle adresse e-mail',
    pie: "Si vous n'attendiez pas cette modification, ignorez ce message : votre utilisateur ne changera pas.",
  },
  avisoCambio: {
    asunto: "Demande de changement de l'adresse e-mail de votre utilisateur",
    titulo: "Demande de changement de l'adresse e-mail de votre utilisateur",
    parrafos: [
      "{empresa} a demandé que votre utilisateur Comanda utilise désormais l'adresse {nuevo}.",
      "La modification ne prendra effet qu'une fois confirmée via le lien envoyé à cette adresse ; vos sessions ouvertes seront alors fermées.",
      'Si vous ne reconnaissez pas cette modification, prévenez le propriétaire de votre entreprise et changez votre mot de passe.',
    ],
    boton: 'Changer mon mot de passe',
  },
};
