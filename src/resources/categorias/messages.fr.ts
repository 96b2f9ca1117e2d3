/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    categorias: {
      titulo: 'Catégories',
      vacia: 'Aucune catégorie pour le moment',
      orden: 'Ordre de la carte',
      orden_ayuda:
        "Faites glisser chaque catégorie par sa poignée pour choisir l'ordre d'affichage en caisse et sur la carte ; les sous-catégories se classent dans leur catégorie parente. Au clavier : placez le focus sur la poignée et utilisez les flèches haut et bas (Début et Fin pour les extrémités).",
      mover: 'Déplacer %{nombre}',
      posicion: '%{nombre} : position %{posicion} sur %{total}',
      orden_guardado: 'Ordre des catégories enregistré',
      orden_error: "Impossible de charger l'ordre des catégories : %{mensaje}",
      reintentar: 'Réessayer',
      oculta_carta: 'Masquée sur la carte',
    },
  },
};

export default mensajes;
