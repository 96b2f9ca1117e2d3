const mensajes = {
  comanda: {
    tiquetes: {
      titulo: 'Stampe non riuscite',
      ayuda: 'Stampe che la stampante di rete non ha ricevuto dopo vari tentativi.',
      ninguno: 'Nessuna stampa non riuscita.',
      cargando: 'Caricamento delle stampe…',
      mostrador: 'Banco',
      orden: 'Ordine %{id}',
      reintentar: 'Riprova',
      reintentar_nombre: 'Riprova la comanda di %{mesa}, ordine %{id}',
      recibo: 'Scontrino della vendita %{numero}',
      reintentar_recibo: 'Riprova lo scontrino della vendita %{numero}',
      red_no_disponible:
        'Questo server non stampa su stampanti di rete: la postazione stampa dal proprio browser sulla sua stampante.',
    },
  },
};

export default mensajes;
