/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    captcha: {
      cargando: 'Chargement du captcha...',
      error_carga: 'Impossible de charger le captcha. Vérifiez votre connexion et réessayez.',
    },
    publico: {
      comun: {
        app: 'Comanda',
        correo: 'Adresse e-mail',
        contrasena: 'Mot de passe',
        confirmar_contrasena: 'Confirmer le mot de passe',
        ir_inicio: "Aller à l'accueil",
      },
      validacion: {
        signin_correo: 'Veuillez saisir une adresse e-mail valide',
        signin_contrasena: 'Veuillez saisir un mot de passe',
        signin_captcha: 'Oups ! Cochez la case du captcha pour continuer.',
        requerido: 'Ce champ est obligatoire',
        requerido_correo: 'Ce champ est obligatoire',
        telefono: 'Le champ doit être un numéro de téléphone',
        telefono_indicativo: "L'indicatif du numéro ne correspond pas à celui du pays choisi",
        contrasena_corta: 'Le mot de passe doit comporter au moins 8 caractères',
        pais: 'Veuillez sélectionner un pays valide',
        correo: 'Le champ doit être une adresse e-mail',
        email_invalido: "L'adresse e-mail n'est pas valide",
        contrasenas_no_coinciden: 'Oups ! Les mots de passe ne correspondent pas',
        captcha: "Oups ! Cliquez sur le captcha pour confirmer que vous n'êtes pas un robot",
        captcha_expirado: 'Oups ! Le captcha a expiré, veuillez recharger la page',
      },
      signin: {
        titulo: 'Connexion',
        subtitulo: 'Connectez-vous à votre compte pour continuer',
        boton: 'Se connecter',
        olvido: 'Mot de passe oublié ?',
        sin_cuenta: "Vous n'avez pas de compte ?",
        registrarse: 'Inscrivez-vous',
        exito: 'Vous êtes connecté',
        sesion_terminada: 'Votre session a expiré. Reconnectez-vous pour continuer.',
      },
      signup: {
        titulo: 'Créer un compte',
        subtitulo: "Inscrivez votre commerce et démarrez votre période d'essai",
        nombre: 'Prénom',
        apellidos: 'Nom',
        telefono: 'Numéro de téléphone',
        negocio: 'Nom du commerce',
        tipo_negocio: 'Type de commerce',
        pais: 'Pays',
        tipo_documento: "Type de pièce d'identité",
        documento: "Numéro de pièce d'identité",
        boton: 'Créer un compte',
        con_cuenta: 'Vous avez déjà un compte ?',
        ingresar: 'Connectez-vous',
        exito: 'Compte créé',
        ya_registrado: 'Cet utilisateur est déjà inscrit',
        regla_contrasena: "8 caractères minimum ; n'utilisez pas de mot de passe courant",
        telefono_ayuda: 'Ex. : 300 123 4567',
        errores_servidor: 'Vérifiez les informations du formulaire :',
        paises_error: 'Impossible de charger la liste des pays.',
        documentos_error: "Impossible de charger la liste des types de pièce d'identité.",
        reintentar: 'Réessayer',
        tipos_negocio: {
          bar: 'Bar',
          restaurante: 'Restaurant',
          cafeteria: 'Café',
          otro: 'Autre',
        },
      },
      forgot: {
        titulo: 'Récupérer le mot de passe',
        instrucciones:
          'Saisissez votre adresse e-mail et nous vous enverrons un lien pour réinitialiser votre mot de passe.',
        regresar: 'Retour',
        enviar: "Envoyer l'e-mail",
        exito:
          'Nous vous avons envoyé un e-mail avec les instructions pour réinitialiser votre mot de passe.',
      },
      invitado: {
        titulo: 'Mettre à jour vos informations',
        nombre: 'Prénom',
        apellidos: 'Nom',
        contrasena: 'Mot de passe',
        confirmar: 'Confirmer le mot de passe',
        boton: 'Mettre à jour',
        no_coinciden: 'Les mots de passe ne correspondent pas',
        exito: 'Compte activé. Vous pouvez maintenant vous connecter.',
        enlace_incompleto:
          "Le lien d'invitation est incomplet. Rouvrez-le depuis votre e-mail ou demandez une nouvelle invitation à l'administrateur.",
      },
      reset: {
        titulo: 'Réinitialiser le mot de passe',
        nueva: 'Nouveau mot de passe',
        confirmar: 'Confirmer le mot de passe',
        boton: 'Réinitialiser le mot de passe',
        exito:
          "Votre mot de passe a été réinitialisé. Vous allez être redirigé vers l'accueil dans quelques secondes.",
        enlace_incompleto:
          'Le lien de réinitialisation du mot de passe est incomplet. Rouvrez-le depuis votre e-mail ou demandez-en un nouveau.',
        enlace_vencido: 'Le lien a peut-être déjà été utilisé ou a expiré : demandez-en un nouveau.',
        pedir_nuevo: 'Demander un nouveau lien',
      },
      verificacion: {
        titulo: "Vérification de l'adresse e-mail",
        verifying: 'Nous vérifions votre adresse e-mail...',
        success:
          "Votre adresse e-mail a été vérifiée. Vous allez être redirigé vers l'accueil dans quelques secondes.",
        error:
          "Nous n'avons pas pu vérifier votre adresse e-mail. Veuillez contacter le support pour obtenir de l'aide.",
        alreadyVerified:
          "Votre adresse e-mail était déjà vérifiée. Vous allez être redirigé vers l'accueil dans quelques secondes.",
      },
      no_encontrado: {
        titulo: 'Page introuvable',
        mensaje: "La page que vous cherchez n'existe pas ou a changé d'adresse.",
        inicio: "Retour à l'accueil",
      },
    },
  },
};

export default mensajes;
