const mensajes = {
  comanda: {
    errores: {
      generico: "Si è verificato un errore nel sistema. Se l'errore persiste, contatta l'assistenza.",
      tiempo_agotado: 'Il server ha impiegato troppo tempo a rispondere. Riprova.',
      sin_conexion:
        'Nessuna connessione: il dispositivo non è connesso a internet. Controlla la rete e riprova.',
      reintentar: 'Riprova',
    },
  },
};

export default mensajes;
