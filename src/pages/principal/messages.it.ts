const mensajes = {
  comanda: {
    principal: {
      titulo: 'Home',
      saludo: 'Ciao, %{nombre}!',
      saludo_anonimo: 'Ciao!',
      empresa: 'Azienda: %{empresa}',
      prueba: 'Periodo di prova attivo fino al %{fecha}',
      prueba_sin_fecha: 'Periodo di prova attivo',
      suscripcion: 'Abbonamento attivo',
      secciones: 'Le tue sezioni',
      sin_secciones:
        "Il tuo ruolo non ha ancora sezioni abilitate. Chiedi l'accesso all'amministratore della tua azienda.",
      abrir: 'Apri',
      inicio: {
        titulo: 'Inizia da qui',
        intro: 'Cinque passi fino alla tua prima vendita. Ognuno si spunta da solo quando lo completi.',
        progreso: '%{hechos} passi completati su %{total}',
        ocultar: 'Nascondi la guida',
        hecho: 'Fatto',
        pendiente: 'Da fare',
        datos: {
          titulo: 'I dati della tua attività',
          ayuda: 'Ragione sociale e NIT, perché compaiano sullo scontrino.',
          accion: 'Completa i dati',
        },
        menu: {
          titulo: 'Il tuo menù',
          ayuda: 'Crea i tuoi prodotti uno per uno o importali da un file Excel.',
          accion: 'Crea prodotti',
        },
        mesas: {
          titulo: 'I tuoi tavoli',
          ayuda: 'Crea i tuoi tavoli, anche più di uno alla volta, e posizionali nella pianta.',
          accion: 'Crea tavoli',
        },
        caja: {
          titulo: 'Apri la cassa',
          ayuda: 'Indica con quanti contanti inizi la giornata.',
          accion: 'Apri cassa',
        },
        venta: {
          titulo: 'La tua prima vendita',
          ayuda: 'Incassa una vendita al banco o il conto di un tavolo.',
          accion: 'Vendi',
        },
      },
      verificar_correo:
        'Non hai ancora verificato la tua email %{correo}. Controlla la posta in arrivo e apri il link che ti abbiamo inviato.',
    },
  },
};

export default mensajes;
