/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    errores: {
      generico: "Une erreur système s'est produite. Si elle persiste, veuillez contacter le support.",
      tiempo_agotado: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
      sin_conexion: "Hors ligne : l'appareil n'est pas connecté à Internet. Vérifiez le réseau et réessayez.",
      reintentar: 'Réessayer',
    },
  },
};

export default mensajes;
