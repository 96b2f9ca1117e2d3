/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    tiquetes: {
      titulo: 'Tickets en échec',
      ayuda: "Tickets que l'imprimante réseau n'a pas reçus après plusieurs tentatives.",
      ninguno: 'Aucun ticket en échec.',
      cargando: 'Chargement des tickets…',
      mostrador: 'Comptoir',
      orden: 'Commande %{id}',
      reintentar: 'Réessayer',
      reintentar_nombre: 'Réessayer le ticket de %{mesa}, commande %{id}',
      recibo: 'Ticket de la vente %{numero}',
      reintentar_recibo: 'Réessayer le ticket de la vente %{numero}',
      red_no_disponible:
        "Ce serveur n'imprime pas sur les imprimantes réseau : le poste imprime depuis son navigateur sur son imprimante.",
    },
  },
};

export default mensajes;
