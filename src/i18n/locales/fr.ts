import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';

/**
 * French, partial (loaded on demand): the shell's texts (menu, app bar, trial banner, notifications, error
 * fallback) over react-admin's official French catalogue. Every other key falls back to Spanish (see
 * ../index.ts); only Spanish and English are complete.
 */
const comanda = {
  comanda: {
    menu: {
      titulo: 'Menu principal',
      inicio: 'Accueil',
      principal: "Page d'accueil",
      ventas: 'Ventes',
      ventas_mesas: 'Ventes',
      venta_inmediata: 'Vente immédiate',
      cuadre_caja: 'Rapprochement de caisse',
      ordenes_activas: 'Commandes en cours',
      tablas: 'Tableaux',
      categorias: 'Catégories',
      impuestos: 'Taxes',
      productos: 'Produits',
      formas_pago: 'Moyens de paiement',
      tipos_gasto: 'Types de dépense',
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
      cuenta: 'Compte',
      puntos_impresion: "Points d'impression",
      webhooks: 'Webhooks',
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
      actualizacion: {
        mensaje: 'Nouvelle version disponible',
        actualizar: 'Mettre à jour',
      },
      prueba: {
        activa: "Votre période d'essai dure jusqu'au %{fecha}.",
        sin_fecha: "Vous êtes en période d'essai.",
        sin_tarjeta:
          "Choisissez une offre et mettez à jour votre carte pour continuer à utiliser Comanda après l'essai.",
        comprar: 'Acheter une offre',
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
    comun: {
      cargando: 'Chargement...',
      regresar: 'Retour',
      cerrar: 'Fermer',
      migas: "Fil d'Ariane",
    },
  },
};

export default mergeTranslations(frenchMessages, comanda);
