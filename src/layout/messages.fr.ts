/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    menu: {
      titulo: 'Menu principal',
      sin_permiso: 'Accès non autorisé',
      sin_permiso_de: '%{nombre} : accès non autorisé',
      inicio: 'Accueil',
      principal: 'Tableau de bord',
      ventas: 'Ventes',
      ventas_mesas: 'Ventes',
      venta_inmediata: 'Vente au comptoir',
      cuadre_caja: 'Clôture de caisse',
      ordenes_activas: 'Commandes en cours',
      cobrar: 'Encaisser',
      tablas: 'Référentiels',
      categorias: 'Catégories',
      impuestos: 'Taxes',
      productos: 'Produits',
      formas_pago: 'Moyens de paiement',
      grupos_modificadores: 'Groupes de modificateurs',
      tipos_gasto: 'Types de dépenses',
      proveedores: 'Fournisseurs et clients',
      operaciones: 'Opérations',
      gastos: 'Dépenses',
      ajuste_inventario: 'Ajustement de stock',
      compras: 'Achats',
      configuracion: 'Configuration',
      config_sistema: 'Paramètres du système',
      mesas: 'Tables',
      objetivos_ventas: 'Objectifs de ventes',
      usuarios: 'Utilisateurs',
      auditoria: "Journal d'audit",
      cuenta: 'Compte',
      puntos_impresion: "Points d'impression",
      webhooks: 'Webhooks',
      rangos_dian: 'Numérotation DIAN',
      cola_erp: "File d'attente ERP et DIAN",
      informes: 'Rapports',
      informe_gastos: 'Rapport des dépenses',
      informe_ventas: 'Rapport des ventes',
      informe_inventario: 'Rapport de stock',
      informe_compras: 'Rapport des achats',
      informe_utilidades_cajas: 'Bénéfices par caisse',
      informe_utilidades_productos: 'Bénéfices par produit',
      informe_inventario_productos: 'Stock des produits',
      informe_ventas_canceladas: 'Ventes annulées',
      informe_devoluciones_compras: 'Achats annulés',
      informe_devolucion_gastos: 'Dépenses annulées',
      informe_impuestos: 'Récapitulatif TVA et INC',
      informe_propinas: 'Pourboires par serveur',
      suscripciones: 'Abonnements',
    },
    layout: {
      ver_tutorial: 'Voir le tutoriel',
      cerrar_sesion: 'Se déconnecter',
      idioma: 'Langue',
      sede_actual: 'Établissement actuel',
      disposicion: {
        titulo: "Disposition de l'écran",
        ayuda: "Choisissez l'agencement du menu et de l'en-tête. Il est enregistré sur votre utilisateur.",
        guardar: 'Appliquer la disposition',
        opciones: {
          vertical: 'Verticale (par défaut)',
          vertical_minima: 'Verticale minimale',
          vertical_sin_cabecera: 'Verticale minimale sans en-tête',
          vertical_moderna: 'Barre latérale moderne',
          horizontal: 'Horizontale',
          horizontal_oscura: 'Horizontale sombre',
          horizontal_minima: 'Horizontale minimale',
          horizontal_superior: 'Menu supérieur',
        },
      },
      actualizacion: {
        mensaje: 'Nouvelle version disponible',
        actualizar: 'Mettre à jour',
      },
      tutorial: {
        titulo: 'Tutoriel Comanda',
        video: 'Vidéo du tutoriel',
        guia_intro: 'Premiers pas pour commencer à vendre avec Comanda :',
        paso_1:
          'Dans Configuration › Paramètres du système, complétez les informations de votre entreprise imprimées sur le ticket : raison sociale, NIT, adresse et téléphone.',
        paso_2:
          'Dans Référentiels › Produits, créez votre carte ou importez-la avec « Importer » ; les taxes et les moyens de paiement de Colombie sont déjà créés.',
        paso_3:
          "Dans Configuration › Tables, créez vos tables avec « Créer plusieurs tables » et placez-les dans l'onglet Plan de salle ; dans Utilisateurs, invitez votre équipe.",
        paso_4:
          'Dans Ventes › Clôture de caisse, ouvrez la caisse avec le fonds de caisse ; vendez depuis Ventes (tables) ou Vente au comptoir.',
        paso_5:
          "En fin de journée, clôturez la caisse dans Clôture de caisse, consultez les Rapports et, avant la fin de l'essai, choisissez une offre dans Abonnements.",
      },
      prueba: {
        activa: "Votre période d'essai dure jusqu'au %{fecha}.",
        sin_fecha: "Vous êtes en période d'essai.",
        corta: "Essai jusqu'au %{fecha}",
        corta_sin_fecha: "Période d'essai",
        sin_tarjeta:
          "Choisissez une offre et mettez à jour votre carte bancaire pour continuer à utiliser Comanda après l'essai.",
        comprar: 'Acheter une offre',
      },
      plan: {
        gratis:
          "Votre période d'essai est terminée : votre entreprise utilise les limites de l'offre gratuite et conserve toutes ses données.",
        gratis_corta: 'Offre gratuite : essai terminé',
        pendiente:
          "Nous n'avons pas pu prélever le renouvellement de votre offre : vérifiez votre carte pour ne pas passer à l'offre gratuite.",
        pendiente_corta: 'Renouvellement impayé',
      },
    },
  },
};

export default mensajes;
