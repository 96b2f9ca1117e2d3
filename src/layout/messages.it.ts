const mensajes = {
  comanda: {
    menu: {
      titulo: 'Menu principale',
      sin_permiso: 'Senza permesso',
      sin_permiso_de: '%{nombre}: senza permesso',
      inicio: 'Home',
      principal: 'Pagina iniziale',
      ventas: 'Vendite',
      ventas_mesas: 'Vendite',
      venta_inmediata: 'Vendita immediata',
      cuadre_caja: 'Quadratura di cassa',
      ordenes_activas: 'Ordini aperti',
      cobrar: 'Incassa',
      tablas: 'Anagrafiche',
      categorias: 'Categorie',
      impuestos: 'Imposte',
      productos: 'Prodotti',
      formas_pago: 'Metodi di pagamento',
      tipos_gasto: 'Tipi di spesa',
      proveedores: 'Fornitori e clienti',
      operaciones: 'Operazioni',
      gastos: 'Spese',
      ajuste_inventario: 'Rettifica di magazzino',
      compras: 'Acquisti',
      configuracion: 'Configurazione',
      config_sistema: 'Impostazioni di sistema',
      mesas: 'Tavoli',
      objetivos_ventas: 'Obiettivi di vendita',
      usuarios: 'Utenti',
      auditoria: 'Registro attività',
      cuenta: 'Account',
      puntos_impresion: 'Punti di stampa',
      webhooks: 'Webhook',
      rangos_dian: 'Numerazione DIAN',
      informes: 'Report',
      informe_gastos: 'Report spese',
      informe_ventas: 'Report vendite',
      informe_inventario: 'Report magazzino',
      informe_compras: 'Report acquisti',
      informe_utilidades_cajas: 'Utili per cassa',
      informe_utilidades_productos: 'Utili per prodotto',
      informe_inventario_productos: 'Giacenze prodotti',
      informe_ventas_canceladas: 'Vendite annullate',
      informe_devoluciones_compras: 'Acquisti annullati',
      informe_devolucion_gastos: 'Spese annullate',
      informe_impuestos: 'Riepilogo IVA e INC',
      informe_propinas: 'Mance per cameriere',
      suscripciones: 'Abbonamenti',
    },
    layout: {
      ver_tutorial: 'Guarda il tutorial',
      cerrar_sesion: 'Esci',
      idioma: 'Lingua',
      actualizacion: {
        mensaje: 'Nuova versione disponibile',
        actualizar: 'Aggiorna',
      },
      tutorial: {
        titulo: 'Tutorial di Comanda',
        video: 'Video tutorial',
        guia_intro: 'Primi passi per iniziare a vendere con Comanda:',
        paso_1:
          "In Configurazione › Impostazioni di sistema, completa i dati dell'azienda che compaiono sullo scontrino: ragione sociale, NIT, indirizzo e telefono.",
        paso_2:
          'In Anagrafiche › Prodotti, crea il tuo menù o importalo con «Importa»; le imposte e i metodi di pagamento della Colombia sono già creati.',
        paso_3:
          'In Configurazione › Tavoli, crea i tavoli con «Crea più tavoli» e posizionali nella scheda Pianta; in Utenti, invita il tuo staff.',
        paso_4:
          'In Vendite › Quadratura di cassa, apri la cassa con il fondo cassa iniziale; vendi da Vendite (tavoli) o Vendita immediata (banco).',
        paso_5:
          'A fine giornata esegui la chiusura di cassa in Quadratura di cassa, consulta i Report e, prima che termini la prova, scegli un piano in Abbonamenti.',
      },
      prueba: {
        activa: 'Il periodo di prova dura fino al %{fecha}.',
        sin_fecha: 'Sei nel periodo di prova.',
        corta: 'Prova fino al %{fecha}',
        corta_sin_fecha: 'Periodo di prova',
        sin_tarjeta:
          'Scegli un piano e aggiorna i dati della carta per continuare a usare Comanda al termine della prova.',
        comprar: 'Acquista un piano',
      },
      plan: {
        gratis:
          'Il periodo di prova è terminato: la tua azienda usa i limiti del piano gratuito e conserva tutti i suoi dati.',
        gratis_corta: 'Piano gratuito: prova terminata',
        pendiente:
          'Non siamo riusciti ad addebitare il rinnovo del piano: controlla la carta per non passare al piano gratuito.',
        pendiente_corta: 'Rinnovo non pagato',
      },
    },
  },
};

export default mensajes;
