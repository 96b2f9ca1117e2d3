/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    roles: {
      '0': 'Propriétaire',
      '1': 'Administrateur',
      '2': 'Caissier',
      '3': 'Serveur',
      '4': 'Cuisine',
      '5': 'Comptable',
    },
    usuarios: {
      titulo: 'Utilisateurs',
      invitar: 'Inviter un utilisateur',
      invitar_titulo: 'Inviter un utilisateur',
      editar_titulo: "Modifier l'utilisateur",
      enviar_invitacion: "Envoyer l'invitation",
      guardar: 'Enregistrer',
      cancelar: 'Annuler',
      cancelar_invitacion: "Annuler l'invitation",
      reintentar: 'Réessayer',
      cargando: 'Chargement des utilisateurs',
      todos_los_modulos: 'Ce rôle a accès à tous les modules.',
      sedes_ayuda: "Si aucun n'est coché, l'utilisateur travaille dans tous les établissements.",
      pestanas: {
        activos: 'Actifs',
        inactivos: 'Inactifs',
        invitaciones: 'Invitations',
      },
      vacio: {
        activos: 'Aucun utilisateur actif.',
        inactivos: 'Aucun utilisateur inactif.',
        invitaciones: 'Aucune invitation en attente.',
      },
      campos: {
        nombre: 'Prénom',
        apellido: 'Nom',
        telefono: 'Numéro de téléphone',
        sedes: 'Établissements',
        correo: 'Adresse e-mail',
        rol: 'Rôle',
        modulos: 'Modules',
        acciones: 'Actions',
      },
      acciones: {
        editar: 'Modifier',
        desactivar: 'Désactiver',
        reactivar: 'Réactiver',
        eliminar: 'Supprimer',
        reenviar: 'Renvoyer',
        cancelar: 'Annuler',
        transferir: 'Nommer propriétaire',
      },
      correo_pendiente: 'En attente de confirmation : %{correo}',
      transferir: {
        titulo: 'Transférer la propriété du compte',
        aviso:
          '%{nombre} deviendra propriétaire du compte et vous resterez Administrateur. Vos deux sessions seront fermées. Saisissez votre mot de passe pour confirmer.',
        contrasena: 'Votre mot de passe',
        confirmar: 'Transférer',
      },
    },
  },
};

export default mensajes;
