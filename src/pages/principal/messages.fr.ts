/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    principal: {
      titulo: 'Accueil',
      saludo: 'Bonjour, %{nombre} !',
      saludo_anonimo: 'Bonjour !',
      empresa: 'Entreprise : %{empresa}',
      prueba: "Période d'essai active jusqu'au %{fecha}",
      prueba_sin_fecha: "Période d'essai active",
      suscripcion: 'Abonnement actif',
      secciones: 'Vos rubriques',
      sin_secciones:
        "Votre rôle n'a encore accès à aucune rubrique. Demandez l'accès à l'administrateur de votre entreprise.",
      abrir: 'Ouvrir',
      inicio: {
        titulo: 'Commencez ici',
        intro: "Cinq étapes jusqu'à votre première vente. Chacune se coche d'elle-même une fois terminée.",
        progreso: '%{hechos} étapes terminées sur %{total}',
        ocultar: 'Masquer le guide',
        hecho: 'Terminé',
        pendiente: 'À faire',
        datos: {
          titulo: 'Les informations de votre commerce',
          ayuda: "Raison sociale et NIT, pour qu'ils figurent sur le ticket.",
          accion: 'Compléter les informations',
        },
        menu: {
          titulo: 'Votre carte',
          ayuda: 'Créez vos produits un par un ou importez-les depuis un fichier Excel.',
          accion: 'Créer des produits',
        },
        mesas: {
          titulo: 'Vos tables',
          ayuda: 'Créez vos tables, plusieurs à la fois, et placez-les sur le plan de salle.',
          accion: 'Créer des tables',
        },
        caja: {
          titulo: 'Ouvrez la caisse',
          ayuda: 'Indiquez le fonds de caisse avec lequel vous commencez la journée.',
          accion: 'Ouvrir la caisse',
        },
        venta: {
          titulo: 'Votre première vente',
          ayuda: "Encaissez une vente au comptoir ou l'addition d'une table.",
          accion: 'Vendre',
        },
      },
      verificar_correo:
        "Vous n'avez pas encore vérifié votre adresse e-mail %{correo}. Consultez votre boîte de réception et ouvrez le lien que nous vous avons envoyé.",
    },
  },
};

export default mensajes;
