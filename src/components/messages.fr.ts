/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    auth: {
      sin_permiso: "Vous n'avez pas l'autorisation d'accéder à ce module.",
    },
    indicativo: {
      etiqueta: 'Indicatif',
      bandera: 'Drapeau : %{pais}',
    },
    freemium: {
      titulo: "Limite de l'offre atteinte",
      mensaje:
        "Votre offre d'essai ou gratuite ne permet pas d'en enregistrer davantage. Souscrivez une offre pour continuer à créer.",
      ver_planes: 'Voir les offres',
    },
    comun: {
      cargando: 'Chargement...',
      regresar: 'Retour',
      cerrar: 'Fermer',
      migas: "Fil d'Ariane",
      seleccionar: 'Sélectionnez une option',
    },
    confirmacion: {
      cancelar: 'Annuler',
      si: 'Oui',
      eliminar: 'Supprimer',
      delete: {
        titulo: "Supprimer l'enregistrement",
        contenido: 'Voulez-vous vraiment supprimer cet enregistrement ?',
        contenido_nombre: 'Voulez-vous vraiment supprimer « %{nombre} » ?',
      },
      cancelSale: {
        titulo: 'Annuler la vente',
        contenido: 'Voulez-vous vraiment annuler cette vente ?',
        contenido_nombre: 'Voulez-vous vraiment annuler la vente %{nombre} ?',
      },
      default: {
        titulo: 'Confirmer',
        contenido: 'Voulez-vous continuer ?',
        contenido_nombre: 'Voulez-vous continuer avec %{nombre} ?',
      },
    },
    notificacion: {
      success: 'Opération réussie',
      warning: 'Avertissement',
      error: 'Erreur',
      info: 'Information',
    },
    error_modulo: {
      mensaje:
        "Oups ! Quelque chose ne fonctionne pas. Une erreur s'est produite dans l'application à l'ouverture du module.",
      modulo: 'Module : %{modulo}',
      reintentar: 'Réessayer',
      inicio: "Retour à l'accueil",
    },
    resultado: {
      exito: 'Opération réussie',
      error: "Une erreur s'est produite",
      procesando: 'Traitement en cours, veuillez patienter...',
    },
    copiar: {
      copiar: 'Copier',
      copiado: 'Copié !',
    },
    erp: {
      begranda: 'Begranda',
      dian: 'DIAN',
      ver_dian: 'Voir sur le site de la DIAN',
      grupo: "État dans l'ERP et à la DIAN",
      enviado: "Envoyé à l'ERP : %{id}",
      validado: 'Validé par la DIAN',
      fallida: "Échec de l'envoi de la transaction à l'ERP Begranda !",
      exitosa: 'Transaction réussie !',
    },
  },
};

export default mensajes;
