/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    suscripciones: {
      titulo: 'Abonnements',
      planes: 'Offres',
      planes_adicionales: 'Offres complémentaires',
      adquirir: 'Souscrire',
      actual: 'Offre actuelle',
      por_meses: '%{precio} %{moneda} / %{meses} mois',
      por_mes: '%{precio} %{moneda} / mois',
      limites: {
        productos: 'Produits : %{n}',
        usuarios: 'Utilisateurs : %{n}',
        sedes: 'Établissements : %{n}',
        ilimitado: 'illimités',
      },
      estado: {
        prueba: "Vous êtes en période d'essai jusqu'au %{fecha}.",
        prueba_sin_fecha: "Vous êtes en période d'essai.",
        activa: "Votre offre est payée jusqu'au %{fecha}.",
        activa_sin_fecha: 'Votre offre est active.',
        pendiente:
          "Votre dernier paiement attend l'approbation de la plateforme de paiement ; vérifiez dans quelques minutes.",
        gratis:
          "Votre entreprise utilise les limites de l'offre gratuite. Vos données sont conservées : souscrivez une offre pour les étendre.",
      },
      cambio_plan:
        "À la souscription d'une offre, son prix complet est prélevé et sa période commence le jour du prélèvement.",
      error_carga: 'Impossible de charger les offres',
      reintentar: 'Réessayer',
      soporte: {
        boton: 'Écrire au support sur WhatsApp',
        mensaje:
          "Bonjour, je vous écris de la part de %{empresa}. J'ai un problème avec le paiement de l'abonnement Comanda. %{cobro}",
        cobro: 'Dernier prélèvement : %{referencia}, %{estado}, %{monto} du %{fecha}.',
        sin_cobro: "Je n'ai encore aucun prélèvement enregistré.",
      },
      historial: {
        titulo: 'Historique des prélèvements',
        vacio: 'Aucun prélèvement pour le moment.',
        fecha: 'Date',
        plan: 'Offre',
        valor: 'Montant',
        periodo: 'Période',
        estado: 'Statut',
        error_carga: "Impossible de charger l'historique des prélèvements",
      },
      estados_cobro: {
        APPROVED: 'Approuvé',
        PENDING: 'En attente',
        DECLINED: 'Refusé',
        VOIDED: 'Annulé',
        ERROR: 'Erreur',
      },
      compra: {
        confirmar_titulo: "Confirmer l'achat",
        confirmar:
          "Souscrire l'offre %{plan} pour %{precio} ? Votre carte %{franquicia} se terminant par %{ultimos} sera débitée.",
        otra_tarjeta: 'Utiliser une autre carte',
        cancelar: 'Annuler',
        si: 'Oui',
        realizando: 'Transaction en cours...',
        espera: 'Ne fermez pas cette fenêtre pendant le traitement du paiement.',
        exito_titulo: 'Transaction réussie !',
        exito: "Vous avez souscrit l'offre %{plan}",
        recarga: 'La page va se recharger dans quelques secondes.',
        pendiente_titulo: 'Paiement en attente',
        pendiente:
          "Votre paiement a été enregistré et attend l'approbation de la plateforme de paiement. Vérifiez l'état de votre transaction dans quelques minutes.",
        fallida_titulo: 'Échec de la transaction !',
        reintentar_texto: 'Vous pouvez réessayer avec la même carte ou une autre.',
        regresar: 'Retour',
        error_titulo: "Une erreur s'est produite !",
        pago_pendiente:
          "Un paiement est en attente d'approbation ; vérifiez l'état de votre transaction dans quelques minutes.",
        declinada: 'La carte a été refusée et la transaction rejetée, veuillez réessayer.',
        anulada: 'La transaction a été annulée, veuillez réessayer.',
        error_pasarela: 'Erreur interne du moyen de paiement, veuillez réessayer.',
        generico: "Une erreur système s'est produite. Si elle persiste, veuillez contacter le support.",
        tarjeta_rechazada: "La plateforme de paiement n'a pas accepté les données de la carte : %{detalle}",
      },
      tarjeta: {
        titulo: 'Saisir une carte bancaire',
        nombrePropietario: 'Nom du titulaire',
        numero: 'Numéro de carte',
        expiracion: "Date d'expiration",
        cvc: 'Cryptogramme (CVV)',
        regresar: '← Retour',
        guardar: "Enregistrer l'offre",
        errores: {
          requerido: 'Ce champ est obligatoire',
          numero_invalido: "Le numéro de carte n'est pas valide",
          expiracion_invalida: "La date d'expiration n'est pas valide",
          mes_invalido: "Le mois d'expiration doit être compris entre 01 et 12",
          anio_pasado: "L'année d'expiration ne peut pas être passée",
          fecha_pasada: "La date d'expiration ne peut pas être passée",
          cvv_digitos: 'Le CVV doit comporter %{n} chiffres',
        },
      },
      guardada: {
        titulo: 'Carte enregistrée',
        ninguna: "Vous n'avez aucune carte enregistrée.",
        descripcion: '%{franquicia} se terminant par %{ultimos} · expire %{mes}/%{anio}',
        cambiar: 'Changer de carte',
        agregar: 'Ajouter une carte',
        eliminar: 'Supprimer la carte',
        eliminar_pregunta:
          "Supprimer la carte enregistrée ? Les renouvellements de votre offre ne pourront pas être prélevés tant que vous n'en aurez pas saisi une autre.",
        guardar: 'Enregistrer la carte',
        error_carga: 'Impossible de charger la carte enregistrée',
      },
    },
  },
};

export default mensajes;
