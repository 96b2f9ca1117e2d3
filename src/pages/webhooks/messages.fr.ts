/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    webhooks: {
      titulo: 'Webhooks',
      ayuda:
        "Envoyez les événements de votre commerce vers d'autres systèmes. Chaque envoi est signé (Standard Webhooks) avec le secret du webhook.",
      nuevo: 'Nouveau webhook',
      url: 'Adresse URL (https)',
      descripcion: 'Description',
      eventos: 'Événements',
      proximamente: 'bientôt disponible',
      crear: 'Créer le webhook',
      vacio: 'Aucun webhook pour le moment.',
      estado: 'Statut',
      estados: {
        activo: 'Actif',
        deshabilitado: 'Désactivé',
      },
      fallos: 'Échecs consécutifs : %{n}',
      secreto: 'Secret',
      secreto_titulo: 'Conservez le secret du webhook',
      secreto_ayuda:
        'Ce secret ne sera plus affiché. Utilisez-le pour vérifier la signature (webhook-signature) de chaque envoi.',
      cerrar: "Je l'ai conservé",
      eliminar: 'Supprimer',
      eliminar_titulo: 'Supprimer le webhook',
      eliminar_pregunta:
        "Supprimer le webhook %{url} ? Il ne recevra plus d'événements et son journal d'envois sera effacé.",
      rotar: 'Renouveler le secret',
      rotar_titulo: 'Renouveler le secret',
      rotar_pregunta: 'Le secret actuel cessera immédiatement de signer. Continuer ?',
      activar: 'Activer',
      entregas: 'Envois',
      entregas_titulo: 'Journal des envois',
      entregas_vacio: 'Aucun envoi pour le moment.',
      reenviar: 'Renvoyer',
      fecha: 'Date',
      evento: 'Événement',
      intento: 'Tentative',
      resultado: 'Résultat',
      codigo: 'Code',
      latencia: 'Latence',
      error: 'Erreur',
      resultados: {
        exitosa: 'Réussi',
        fallida: 'Échoué',
      },
      url_requerida: 'Le champ URL est obligatoire',
      eventos_requeridos: "Sélectionnez au moins un type d'événement",
    },
  },
};

export default mensajes;
