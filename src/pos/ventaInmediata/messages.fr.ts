/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    venta_inmediata: {
      titulo: 'Vente au comptoir',
      cargando: 'Chargement du catalogue',
      carrito: 'Panier',
      vacio: "Touchez un produit ou scannez son code pour l'ajouter.",
      menos: 'Un %{nombre} de moins',
      mas: 'Un %{nombre} de plus',
      quitar: 'Retirer %{nombre}',
      total: 'Total',
      cobrar: 'Encaisser',
      ver_carrito: 'Voir le panier (%{cantidad})',
      cerrar_carrito: 'Fermer le panier',
      sin_caja: 'Aucune caisse ouverte dans cet établissement ; ouvrez la caisse pour vendre.',
      abrir_caja: 'Ouvrir la caisse',
      ultima: 'Vente %{numero} enregistrée pour %{total}.',
      ultima_cambio: 'Vente %{numero} enregistrée pour %{total}. Monnaie à rendre : %{cambio}.',
      codigo_desconocido: 'Aucun produit avec le code %{codigo}',
      ver_recibo: 'Voir le ticket',
    },
  },
};

export default mensajes;
