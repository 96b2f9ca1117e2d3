/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    sin_conexion: {
      sin_conexion: 'Hors ligne — les ventes sont gardées sur cet appareil (%{n} à synchroniser)',
      por_sincronizar: '%{n} ventes à synchroniser',
      sincronizando: 'Synchronisation de %{n} ventes…',
      rechazada:
        'Le serveur a refusé la vente %{numero} : %{mensaje}. Corrigez ce qu’il indique et réessayez ; la vente reste sur cet appareil.',
      reintentar: 'Réessayer',
      guardada:
        'Hors ligne : vente %{numero} gardée sur cet appareil ; elle sera envoyée au retour de la connexion.',
    },
  },
};

export default mensajes;
