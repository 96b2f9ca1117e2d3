/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    cocina: {
      titulo: 'Commandes en cours',
      puntos: "Points d'impression",
      columnas: "Commandes par point d'impression",
      todos: 'Tous',
      sin_punto: "Sans point d'impression",
      sin_ordenes: 'Aucune commande à préparer',
      cargando: 'Chargement...',
      reintentar: 'Réessayer',
      mostrador: 'Comptoir',
      orden: 'Commande %{id}',
      mesero: 'Serveur : %{mesero}',
      enviada_hace: 'Envoyée il y a %{minutos} min',
      cantidad: '%{cantidad} ×',
      nota: 'Note : %{nota}',
      listo: 'Prêt',
      listo_linea: 'Prêt : %{cantidad} %{nombre}',
      listo_orden: 'Commande prête',
      listo_orden_nombre: 'Commande prête : %{orden}',
      recuperar: 'Rappeler le dernier plat prêt',
      silenciar: 'Couper le son',
      sonido: 'Activer le son',
      imprimir_aqui: 'Imprimer les bons sur cet appareil',
      imprimir_elegir_punto: "Choisissez un point d'impression pour imprimer ses bons",
      cola: 'Bons imprimés',
      cola_vacia: 'Aucun bon sur cet appareil pour le moment',
      pendiente: 'En attente',
      impresa: 'Imprimé',
      reimprimir: 'Réimprimer',
      reimprimir_comanda: 'Réimprimer le bon de %{orden}',
      ticket_hora: 'Heure : %{hora}',
      nivel: {
        a_tiempo: 'Dans les temps',
        atencion: 'Bientôt en retard',
        tarde: 'En retard',
      },
    },
  },
};

export default mensajes;
