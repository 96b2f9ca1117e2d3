const mensajes = {
  comanda: {
    informes: {
      desde: 'Data iniziale',
      hasta: 'Data finale',
      filtros: 'Filtri del report',
      filtrar: 'Filtra',
      exportar: 'Esporta report',
      totales: 'Totali',
      todas: 'Tutte',
      vacio: 'Nessun record in questo intervallo di date.',
      si: 'Sì',
      no: 'No',
      estado: 'Stato',
      erp: 'ERP e DIAN',
      fecha_inicio: 'La data iniziale è obbligatoria per la consultazione.',
      fecha_fin: 'La data finale non può essere precedente alla data iniziale.',
    },
  },
};

export default mensajes;
