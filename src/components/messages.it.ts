const mensajes = {
  comanda: {
    auth: {
      sin_permiso: 'Non hai il permesso di accedere a questo modulo.',
    },
    indicativo: {
      etiqueta: 'Prefisso',
      bandera: 'Bandiera di %{pais}',
    },
    freemium: {
      titulo: 'Limite del piano raggiunto',
      mensaje:
        'Il tuo piano di prova o gratuito non consente di registrare altro. Acquista un piano per continuare a creare.',
      ver_planes: 'Vedi i piani',
    },
    comun: {
      cargando: 'Caricamento...',
      regresar: 'Indietro',
      cerrar: 'Chiudi',
      migas: 'Percorso di navigazione',
      seleccionar: "Seleziona un'opzione",
    },
    confirmacion: {
      cancelar: 'Annulla',
      si: 'Sì',
      eliminar: 'Elimina',
      delete: {
        titulo: 'Elimina record',
        contenido: 'Vuoi davvero eliminare questo record?',
        contenido_nombre: 'Vuoi davvero eliminare «%{nombre}»?',
      },
      cancelSale: {
        titulo: 'Annulla vendita',
        contenido: 'Vuoi davvero annullare questa vendita?',
        contenido_nombre: 'Vuoi davvero annullare la vendita %{nombre}?',
      },
      default: {
        titulo: 'Conferma',
        contenido: 'Vuoi continuare?',
        contenido_nombre: 'Vuoi continuare con %{nombre}?',
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
    resultado: {
      exito: 'Operazione riuscita',
      error: 'Si è verificato un errore',
      procesando: 'Elaborazione in corso, attendi...',
    },
    copiar: {
      copiar: 'Copia',
      copiado: 'Copiato!',
    },
    erp: {
      begranda: 'Begranda',
      dian: 'DIAN',
      ver_dian: 'Vedi nella DIAN',
      grupo: "Stato nell'ERP e nella DIAN",
      enviado: "Inviato all'ERP: %{id}",
      validado: 'Convalidato dalla DIAN',
      fallida: "Transazione non riuscita nell'invio all'ERP di Begranda!",
      exitosa: 'Transazione riuscita!',
    },
  },
};

export default mensajes;
