const mensajes = {
  comanda: {
    mapa: {
      titulo: 'Tavoli',
      sede: 'Punto vendita',
      zonas: 'Zone',
      sin_zona: 'Senza zona',
      plano: 'Pianta di %{zona}',
      sin_plano: 'Tavoli senza posizione nella pianta',
      libre: 'Libero',
      ocupada: 'Occupato',
      minutos: '%{minutos} min',
      lineas: '%{smart_count} prodotto |||| %{smart_count} prodotti',
      mesa_libre: '%{nombre}, libero',
      mesa_ocupada: '%{nombre}, occupato, %{total}, aperto da %{minutos} min',
      resumen: '%{ocupadas} tavoli occupati su %{total}',
      resumen_cuenta: '%{smart_count} con il conto richiesto',
      cuenta_pedida: 'Conto richiesto',
      mesa_cuenta: '%{nombre}, conto richiesto, %{total}, aperto da %{minutos} min',
      cargando: 'Caricamento dei tavoli…',
      no_cargo: 'Impossibile caricare i tavoli: %{mensaje}',
      reintentar: 'Riprova',
      sin_sedes: "L'azienda non ha ancora punti vendita.",
      sin_mesas: 'Questo punto vendita non ha ancora tavoli.',
      registrar_mesas: 'Registra tavoli',
      pedir_mesas: "Chiedi all'amministratore di registrare i tavoli del punto vendita.",
    },
  },
};

export default mensajes;
