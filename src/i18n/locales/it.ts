/**
 * Italian, partial (loaded on demand): the shell's texts (menu, app bar, trial banner, notifications, error
 * fallback). Every other key falls back to Spanish (see
 * ../index.ts); only Spanish and English are complete.
 */
export default {
  comanda: {
    menu: {
      titulo: 'Menu principale',
      inicio: 'Home',
      principal: 'Pagina iniziale',
      ventas: 'Vendite',
      ventas_mesas: 'Vendite',
      venta_inmediata: 'Vendita immediata',
      cuadre_caja: 'Chiusura di cassa',
      ordenes_activas: 'Ordini attivi',
      tablas: 'Tabelle',
      categorias: 'Categorie',
      impuestos: 'Imposte',
      productos: 'Prodotti',
      formas_pago: 'Metodi di pagamento',
      tipos_gasto: 'Tipi di spesa',
      proveedores: 'Fornitori e clienti',
      operaciones: 'Operazioni',
      gastos: 'Spese',
      ajuste_inventario: 'Rettifica inventario',
      compras: 'Acquisti',
      configuracion: 'Configurazione',
      config_sistema: 'Impostazioni di sistema',
      mesas: 'Tavoli',
      objetivos_ventas: 'Obiettivi di vendita',
      usuarios: 'Utenti',
      cuenta: 'Account',
      puntos_impresion: 'Punti di stampa',
      webhooks: 'Webhook',
      informes: 'Report',
      informe_gastos: 'Report spese',
      informe_ventas: 'Report vendite',
      informe_inventario: 'Report inventario',
      informe_compras: 'Report acquisti',
      informe_utilidades_cajas: 'Utili per cassa',
      informe_utilidades_productos: 'Utili per prodotto',
      informe_inventario_productos: 'Inventario prodotti',
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
      prueba: {
        activa: 'Il periodo di prova dura fino al %{fecha}.',
        sin_fecha: 'Sei nel periodo di prova.',
        sin_tarjeta:
          'Scegli un piano e aggiorna i dati della carta per continuare a usare Comanda dopo la prova.',
        comprar: 'Acquista un piano',
      },
    },
    notificacion: {
      success: 'Operazione riuscita',
      warning: 'Avviso',
      error: 'Errore',
      info: 'Informazione',
    },
    error_modulo: {
      mensaje:
        "Ops! Qualcosa non funziona. Si è verificato un errore nell'applicazione durante l'apertura del modulo.",
      modulo: 'Modulo: %{modulo}',
      reintentar: 'Riprova',
      inicio: 'Torna alla home',
    },
    comun: {
      cargando: 'Caricamento...',
      regresar: 'Indietro',
      cerrar: 'Chiudi',
      migas: 'Percorso di navigazione',
    },
  },
};
