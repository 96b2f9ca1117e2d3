import type { TextosCorreo } from './es';

export const it: TextosCorreo = {
  comun: {
    saludo: 'Ciao {nombre},',
    saludoSinNombre: 'Ciao,',
    sinBoton: 'Se il pulsante non funziona, copia e incolla questo link nel tuo browser:',
    firma: '— Il team di Comanda',
    avisoSeguridad: 'Questo è un avviso di sicurezza automatico.',
  },
  verificacion: {
    asunto: 'Verifica il tuo indirizzo email',
    titulo: 'Verifica il tuo indirizzo email',
    parrafos: [
      'Grazie per aver creato il tuo account Comanda. Per completare, conferma che questo indirizzo email è tuo.',
      'Il link è valido per 72 ore.',
    ],
    boton: 'Verifica la mia email',
    pie: 'Se non hai creato un account Comanda, ignora questo messaggio.',
  },
  restablecimiento: {
    asunto: 'Reimposta la tua password',
    titulo: 'Reimposta la tua password',
    parrafos: [
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Comanda.',
      'Il link è valido per 60 minuti e può essere usato una sola volta.',
    ],
    boton: 'Reimposta password',
    pie: 'Se non hai richiesto questa modifica, ignora questo messaggio: la tua password resterà invariata.',
  },
  invitacion: {
    asunto: 'Invito a unirti a {empresa} su Comanda',
    titulo: 'Invito a unirti a {empresa}',
    parrafos: [
      '{empresa} ti ha invitato a usare Comanda con questo indirizzo email.',
      'Per accettare, inserisci il tuo nome e scegli una password.',
      'Il link è valido per {dias} giorni e può essere usato una sola volta.',
    ],
    boton: "Accetta l'invito",
    pie: 'Se non aspettavi questo invito, ignora questo messaggio.',
  },
  intentosFallidos: {
    asunto: 'Tentativi di accesso non riusciti al tuo account',
    titulo: 'Tentativi di accesso non riusciti',
    parrafos: [
      'Qualcuno ha provato ad accedere al tuo account Comanda {fallos} volte di seguito con una password errata.',
      'Per sicurezza, ogni nuovo tentativo dovrà attendere sempre più a lungo.',
      'Se sei stato tu, attendi qualche minuto e riprova. Altrimenti, ti consigliamo di cambiare la password.',
    ],
    boton: 'Cambia la mia password',
  },
  passwordCambiada: {
    asunto: 'La tua password è stata cambiata',
    titulo: 'La tua password è stata cambiata',
    parrafos: [
      'La password del tuo account Comanda è stata reimpostata e tutte le tue sessioni aperte sono state chiuse.',
      "Se non sei stato tu, richiedi subito un nuovo link di reimpostazione e avvisa l'amministratore della tua azienda.",
    ],
    boton: 'Reimposta password',
  },
  confirmarCambio: {
    asunto: 'Conferma il tuo nuovo indirizzo email',
    titulo: 'Conferma il tuo nuovo indirizzo email',
    parrafos: [
      '{empresa} ha richiesto che il tuo utente Comanda usi questo indirizzo email.',
      'La modifica sarà applicata quando la confermerai da questo link; fino ad allora continui ad accedere con il tuo indirizzo attuale.',
      'Il link è valido per {horas} ore e può essere usato una sola volta.',
    ],
    boton: 'Conferma il mio nuovo indirizzo',
    pie: 'Se non aspettavi questa modifica, ignora questo messaggio: il tuo utente non cambierà.',
  },
  avisoCambio: {
    asunto: "È stato richiesto di cambiare l'email del tuo utente",
    titulo: "È stato richiesto di cambiare l'email del tuo utente",
    parrafos: [
      "{empresa} ha richiesto che il tuo utente Comanda passi all'indirizzo email {nuevo}.",
      "La modifica sarà applicata solo dopo la conferma dal link inviato a quell'indirizzo; a quel punto le tue sessioni aperte verranno chiuse.",
      'Se non riconosci questa modifica, avvisa il titolare della tua azienda e cambia la tua password.',
    ],
    boton: 'Cambia la mia password',
  },
};
