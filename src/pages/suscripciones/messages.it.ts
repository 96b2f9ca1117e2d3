const mensajes = {
  comanda: {
    suscripciones: {
      titulo: 'Abbonamenti',
      planes: 'Piani',
      planes_adicionales: 'Piani aggiuntivi',
      adquirir: 'Acquista',
      actual: 'Piano attuale',
      por_meses: '%{precio} %{moneda} / %{meses} mesi',
      por_mes: '%{precio} %{moneda} / mese',
      limites: {
        productos: 'Prodotti: %{n}',
        usuarios: 'Utenti: %{n}',
        sedes: 'Punti vendita: %{n}',
        ilimitado: 'illimitati',
      },
      estado: {
        prueba: 'Sei nel periodo di prova fino al %{fecha}.',
        prueba_sin_fecha: 'Sei nel periodo di prova.',
        activa: 'Il tuo piano è pagato fino al %{fecha}.',
        activa_sin_fecha: 'Il tuo piano è attivo.',
        pendiente:
          'Il tuo ultimo pagamento è in attesa di approvazione da parte del gateway di pagamento; controlla tra qualche minuto.',
        gratis:
          'La tua azienda usa i limiti del piano gratuito. I tuoi dati vengono conservati: acquista un piano per ampliarli.',
      },
      cambio_plan:
        "All'acquisto di un piano viene addebitato il prezzo intero e il suo periodo inizia il giorno dell'addebito.",
      error_carga: 'Impossibile caricare i piani',
      reintentar: 'Riprova',
      soporte: {
        boton: "Scrivi all'assistenza su WhatsApp",
        mensaje:
          "Buongiorno, vi scrivo da %{empresa}. Ho un problema con il pagamento dell'abbonamento a Comanda. %{cobro}",
        cobro: 'Ultimo addebito: %{referencia}, %{estado}, %{monto} del %{fecha}.',
        sin_cobro: 'Non ho ancora addebiti registrati.',
      },
      historial: {
        titulo: 'Storico degli addebiti',
        vacio: 'Ancora nessun addebito.',
        fecha: 'Data',
        plan: 'Piano',
        valor: 'Importo',
        periodo: 'Periodo',
        estado: 'Stato',
        error_carga: 'Impossibile caricare lo storico degli addebiti',
      },
      estados_cobro: {
        APPROVED: 'Approvato',
        PENDING: 'In attesa',
        DECLINED: 'Rifiutato',
        VOIDED: 'Annullato',
        ERROR: 'Errore',
      },
      compra: {
        confirmar_titulo: 'Conferma acquisto',
        confirmar:
          'Acquistare il piano %{plan} per %{precio}? Verrà addebitato sulla tua carta %{franquicia} che termina con %{ultimos}.',
        otra_tarjeta: "Usa un'altra carta",
        cancelar: 'Annulla',
        si: 'Sì',
        realizando: 'Transazione in corso...',
        espera: 'Non chiudere questa finestra durante l’elaborazione del pagamento.',
        exito_titulo: 'Transazione riuscita!',
        exito: 'Ti sei abbonato correttamente al piano %{plan}',
        recarga: 'La pagina verrà ricaricata tra qualche secondo.',
        pendiente_titulo: 'Pagamento in attesa',
        pendiente:
          'Il tuo pagamento è stato registrato ed è in attesa di approvazione da parte del gateway di pagamento. Controlla tra qualche minuto lo stato della transazione.',
        fallida_titulo: 'Transazione non riuscita!',
        reintentar_texto: "Puoi riprovare con la stessa carta o con un'altra.",
        regresar: 'Indietro',
        error_titulo: 'Si è verificato un errore!',
        pago_pendiente:
          'Al momento hai un pagamento in attesa di approvazione: controlla tra qualche minuto lo stato della transazione.',
        declinada: 'La carta è stata rifiutata e la transazione respinta: riprova.',
        anulada: 'La transazione è stata annullata: riprova.',
        error_pasarela: 'Errore interno del metodo di pagamento: riprova.',
        generico: "Si è verificato un errore nel sistema. Se l'errore persiste, contatta l'assistenza.",
        tarjeta_rechazada: 'Il gateway di pagamento non ha accettato i dati della carta: %{detalle}',
      },
      tarjeta: {
        titulo: 'Inserisci la carta di credito',
        nombrePropietario: 'Nome del titolare',
        numero: 'Numero della carta',
        expiracion: 'Data di scadenza',
        cvc: 'CVV',
        regresar: '← Indietro',
        guardar: 'Salva piano',
        errores: {
          requerido: 'Il campo è obbligatorio ',
          numero_invalido: 'Il numero della carta non è valido',
          expiracion_invalida: 'La data di scadenza non è valida',
          mes_invalido: 'Il mese di scadenza deve essere compreso tra 01 e 12',
          anio_pasado: "L'anno di scadenza non può essere nel passato",
          fecha_pasada: 'La data di scadenza non può essere nel passato',
          cvv_digitos: 'Il CVV deve avere %{n} cifre',
        },
      },
      guardada: {
        titulo: 'Carta salvata',
        ninguna: 'Non hai una carta salvata.',
        descripcion: '%{franquicia} che termina con %{ultimos} · scade %{mes}/%{anio}',
        cambiar: 'Cambia carta',
        agregar: 'Aggiungi carta',
        eliminar: 'Elimina carta',
        eliminar_pregunta:
          'Eliminare la carta salvata? I rinnovi del tuo piano non potranno essere addebitati finché non ne inserisci un’altra.',
        guardar: 'Salva carta',
        error_carga: 'Impossibile caricare la carta salvata',
      },
    },
  },
};

export default mensajes;
