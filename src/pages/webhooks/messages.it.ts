const mensajes = {
  comanda: {
    webhooks: {
      titulo: 'Webhook',
      ayuda:
        'Invia gli eventi della tua attività ad altri sistemi. Ogni invio è firmato (Standard Webhooks) con il segreto del webhook.',
      nuevo: 'Nuovo webhook',
      url: 'URL (https)',
      descripcion: 'Descrizione',
      eventos: 'Eventi',
      proximamente: 'prossimamente',
      crear: 'Crea webhook',
      vacio: 'Ancora nessun webhook.',
      estado: 'Stato',
      estados: {
        activo: 'Attivo',
        deshabilitado: 'Disattivato',
      },
      fallos: 'Errori consecutivi: %{n}',
      secreto: 'Segreto',
      secreto_titulo: 'Salva il segreto del webhook',
      secreto_ayuda:
        'Questo segreto non verrà più mostrato. Usalo per verificare la firma (webhook-signature) di ogni invio.',
      cerrar: "L'ho salvato",
      eliminar: 'Elimina',
      eliminar_titulo: 'Elimina webhook',
      eliminar_pregunta:
        'Eliminare il webhook %{url}? Smetterà di ricevere eventi e il suo registro degli invii verrà cancellato.',
      rotar: 'Rigenera segreto',
      rotar_titulo: 'Rigenera il segreto',
      rotar_pregunta: 'Il segreto attuale smetterà subito di firmare. Continuare?',
      activar: 'Attiva',
      entregas: 'Invii',
      entregas_titulo: 'Registro degli invii',
      entregas_vacio: 'Ancora nessun invio.',
      reenviar: 'Invia di nuovo',
      fecha: 'Data',
      evento: 'Evento',
      intento: 'Tentativo',
      resultado: 'Risultato',
      codigo: 'Codice',
      latencia: 'Latenza',
      error: 'Errore',
      resultados: {
        exitosa: 'Riuscito',
        fallida: 'Non riuscito',
      },
      url_requerida: 'Il campo url è obbligatorio',
      eventos_requeridos: 'Devi selezionare almeno un tipo di evento',
    },
  },
};

export default mensajes;
