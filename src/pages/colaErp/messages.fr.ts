/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    colaErpPagina: {
      titulo: "File d'attente ERP et DIAN",
      ayuda:
        "Documents que l'ERP ou la DIAN n'ont pas encore acceptés : en attente, envoyés à l'ERP sans validation, en échec ou émis en mode de secours. La DIAN accorde 48 heures pour transmettre un document émis en mode de secours.",
      todos: 'Tous',
      vacio: "Aucun document en attente : l'ERP et la DIAN les ont tous acceptés.",
      reintentar: 'Réessayer',
      reintentar_documento: 'Réessayer %{modulo} %{id}',
      horas: '%{horas} h sur 48 h',
      alertas: { porVencer: 'bientôt échu', vencido: 'échu' },
      estados: {
        pendiente: 'En attente',
        enviado: "Dans l'ERP, non validé",
        fallido: 'En échec',
        contingencia: 'En mode de secours',
      },
      campos: {
        modulo: 'Type',
        numero: 'Numéro',
        fecha: 'Date',
        antiguedad: 'Non transmis depuis',
        estado: 'État',
        error: 'Dernière erreur',
        intentos: 'Tentatives',
        acciones: 'Actions',
      },
    },
  },
};

export default mensajes;
