const mensajes = {
  comanda: {
    roles: {
      0: 'Titolare',
      1: 'Amministratore',
      2: 'Cassiere',
      3: 'Cameriere',
      4: 'Cucina',
      5: 'Contabile',
    },
    usuarios: {
      titulo: 'Utenti',
      invitar: 'Invita utente',
      invitar_titulo: 'Invita utente',
      editar_titulo: 'Modifica utente',
      enviar_invitacion: 'Invia invito',
      guardar: 'Salva',
      cancelar: 'Annulla',
      cancelar_invitacion: 'Annulla invito',
      reintentar: 'Riprova',
      cargando: 'Caricamento degli utenti',
      todos_los_modulos: 'Questo ruolo ha accesso a tutti i moduli.',
      sedes_ayuda: "Se non ne selezioni nessuno, l'utente lavora in tutti i punti vendita.",
      pestanas: {
        activos: 'Attivi',
        inactivos: 'Inattivi',
        invitaciones: 'Inviti',
      },
      vacio: {
        activos: 'Nessun utente attivo.',
        inactivos: 'Nessun utente inattivo.',
        invitaciones: 'Nessun invito in sospeso.',
      },
      campos: {
        nombre: 'Nome',
        apellido: 'Cognome',
        telefono: 'Numero di telefono',
        sedes: 'Punti vendita',
        correo: 'Email',
        rol: 'Ruolo',
        modulos: 'Moduli',
        acciones: 'Azioni',
      },
      acciones: {
        editar: 'Modifica',
        desactivar: 'Disattiva',
        reactivar: 'Riattiva',
        eliminar: 'Elimina',
        reenviar: 'Invia di nuovo',
        cancelar: 'Annulla',
        transferir: 'Rendi titolare',
      },
      correo_pendiente: 'In attesa di conferma: %{correo}',
      transferir: {
        titulo: "Trasferisci la proprietà dell'account",
        aviso:
          "%{nombre} diventerà il titolare dell'account e tu resterai come Amministratore. Le sessioni di entrambi verranno chiuse. Inserisci la tua password per confermare.",
        contrasena: 'La tua password',
        confirmar: 'Trasferisci',
      },
    },
  },
};

export default mensajes;
