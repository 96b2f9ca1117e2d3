/** Italian: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    colaErpPagina: {
      titulo: 'Coda ERP e DIAN',
      ayuda:
        "Documenti che l'ERP o la DIAN non hanno ancora accettato: in attesa, inviati all'ERP senza convalida, non riusciti o emessi in modalità di emergenza. La DIAN concede 48 ore per trasmettere un documento emesso in modalità di emergenza.",
      todos: 'Tutti',
      vacio: "Nessun documento in attesa: l'ERP e la DIAN li hanno accettati tutti.",
      reintentar: 'Riprova',
      reintentar_documento: 'Riprova %{modulo} %{id}',
      horas: '%{horas} h su 48 h',
      alertas: { porVencer: 'in scadenza', vencido: 'scaduto' },
      estados: {
        pendiente: 'In attesa',
        enviado: "Nell'ERP, non convalidato",
        fallido: 'Non riuscito',
        contingencia: 'In modalità di emergenza',
      },
      campos: {
        modulo: 'Tipo',
        numero: 'Numero',
        fecha: 'Data',
        antiguedad: 'Non trasmesso da',
        estado: 'Stato',
        error: 'Ultimo errore',
        intentos: 'Tentativi',
        acciones: 'Azioni',
      },
    },
  },
};

export default mensajes;
