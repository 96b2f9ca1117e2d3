/** Italian: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    sin_conexion: {
      sin_conexion: 'Offline — le vendite sono salvate su questo dispositivo (%{n} da sincronizzare)',
      por_sincronizar: '%{n} vendite da sincronizzare',
      sincronizando: 'Sincronizzazione di %{n} vendite…',
      rechazada:
        'Il server ha rifiutato la vendita %{numero}: %{mensaje}. Correggi quanto indicato e riprova; la vendita resta su questo dispositivo.',
      reintentar: 'Riprova',
      guardada:
        'Offline: vendita %{numero} salvata su questo dispositivo; sarà inviata al ritorno della connessione.',
    },
  },
};

export default mensajes;
