const mensajes = {
  comanda: {
    tablero: {
      titulo: 'La tua attività',
      hoy: {
        titulo: 'Oggi · %{fecha}',
        ventas: 'Vendite',
        total: 'Venduto',
        propinas: 'Mance',
        canceladas: 'Annullate',
        cajas: 'Casse aperte',
        ordenes: 'Ordini aperti',
        por_cobrar: 'In ordini aperti',
      },
      ventas_dias: {
        titulo: 'Vendite per giorno · %{mes}',
        resumen: '%{total} in %{ventas} vendite',
        vacio: 'Ancora nessuna vendita questo mese.',
      },
      siete_dias: {
        titulo: 'Fatturato degli ultimi sette giorni',
        resumen: '%{total} dal %{desde} al %{hasta}',
        vacio: 'Nessuna vendita negli ultimi sette giorni.',
      },
      ventas_egresos: {
        titulo: 'Vendite e uscite a confronto',
        ventas: 'Vendite',
        egresos: 'Uscite (spese e acquisti)',
        vacio: 'Ancora nessuna vendita, spesa o acquisto in questi mesi.',
      },
      mas_vendidos: {
        titulo: 'Più venduti · %{mes}',
        fila: '%{cantidad} · %{total}',
        vacio: 'Ancora nessun prodotto venduto questo mese.',
      },
      ultimas_ventas: {
        titulo: 'Ultime vendite',
        vacio: 'Ancora nessuna vendita.',
      },
      ordenes: {
        titulo: 'Ultimi ordini aperti',
        mostrador: 'Banco',
        detalle: '%{mesero} · %{fecha}',
        vacio: 'Nessun ordine aperto.',
      },
      utilidades: {
        titulo: 'Utile · %{mes}',
        ventas: 'Vendite',
        compras: 'Acquisti',
        gastos: 'Spese',
        utilidad: 'Utile',
        nota: 'Vendite meno acquisti e spese, imposte incluse.',
      },
      totales: {
        titulo: 'Totali del mese · %{mes}',
        ventas: 'Vendite',
        total: 'Totale venduto',
        ticket: 'Scontrino medio',
        impuestos: 'Imposte',
        descuentos: 'Sconti',
        propinas: 'Mance',
        canceladas: 'Annullate',
      },
    },
  },
};

export default mensajes;
