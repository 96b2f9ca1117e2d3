const mensajes = {
  comanda: {
    cartaQr: {
      titulo: 'Menù digitale e codice QR',
      enlace: 'Menù digitale e codice QR',
      ayuda:
        'Ogni punto vendita ha il proprio menù pubblico. Stampa i segnatavolo e mettili sui tavoli: scansionando il codice, i clienti vedono il menù sul telefono.',
      url: 'Link del menù',
      abrir: 'Apri il menù',
      descargar_png: 'Scarica PNG',
      descargar_svg: 'Scarica SVG',
      imprimir: 'Stampa segnatavolo',
      por_hoja: 'Segnatavolo per foglio A4',
      regenerar: 'Rigenera',
      regenerar_titulo: 'Rigenera il codice QR',
      regenerar_confirmar:
        'Il codice QR attuale di «%{sede}» smetterà di funzionare e dovrai ristampare i segnatavolo. Continuare?',
      solo_propietario: 'Solo il titolare può rigenerare il codice QR.',
      qr_de: 'Codice QR del menù di %{sede}',
      escanea: 'Scansiona per vedere il menù',
      sin_sedes: 'Nessun punto vendita registrato.',
      error: 'Impossibile caricare i codici QR',
    },
    configuracion: {
      titulo: 'Impostazioni di sistema',
      guardar: 'Salva',
      guardada: 'Configurazione salvata correttamente',
      digito: 'Cifra di controllo: %{digito}',
      sin_sedes: 'La tua azienda non ha ancora punti vendita.',
      sede: 'Punto vendita %{sede}',
      logo: {
        titulo: 'Logo sugli scontrini',
        ayuda: 'Viene stampato sugli scontrini. PNG, JPG, WEBP o GIF fino a 2 MB.',
        alt: "Logo dell'azienda",
        sin_logo: 'Nessun logo',
        subir: 'Carica logo',
        cambiar: 'Cambia logo',
        quitar: 'Rimuovi logo',
        tipo: "Il logo deve essere un'immagine PNG, JPG, WEBP o GIF",
        tamano: 'Il file supera la dimensione massima consentita di 2 MB',
      },
      sedes: {
        titulo: 'Punti vendita',
        ayuda: 'Il nome e l’indirizzo di ogni punto vendita, come li vedono il tuo staff e i tuoi clienti.',
        nombre: 'Nome del punto vendita',
        direccion: 'Indirizzo del punto vendita',
        guardar: 'Salva punto vendita',
        guardar_sede: 'Salva punto vendita %{sede}',
        campos: {
          nombre: 'nome',
          direccion: 'indirizzo',
        },
        requerido: 'Il campo %{campo} è obbligatorio',
        largo: 'Il campo %{campo} non può superare %{max} caratteri',
        nueva: 'Nuovo punto vendita',
        crear: 'Crea punto vendita',
        inactiva: 'Inattivo',
        desactivar: 'Disattiva',
        activar: 'Attiva',
        desactivar_sede: 'Disattiva punto vendita %{sede}',
        activar_sede: 'Attiva punto vendita %{sede}',
      },
      grupos: {
        empresa: {
          titulo: "Dati dell'azienda sullo scontrino",
          ayuda: '',
        },
        propina: {
          titulo: 'Mancia facoltativa',
          ayuda:
            'Legge colombiana 1935 del 2018: la mancia è facoltativa e non può superare il 10 % della consumazione; va chiesta al cliente prima di emettere il documento di vendita.',
        },
        caja: {
          titulo: 'Cassa',
          ayuda: '',
        },
        ventas: {
          titulo: 'Numerazione delle vendite per punto vendita',
          ayuda: '',
        },
        erp: {
          titulo: 'Integrazione ERP',
          ayuda: '',
        },
        regional: {
          titulo: 'Valuta e fuso orario',
          ayuda: '',
        },
      },
      entradas: {
        razonSocial: {
          etiqueta: 'Ragione sociale',
          ayuda: '',
        },
        nit: {
          etiqueta: 'NIT',
          ayuda: 'Senza la cifra di controllo: viene calcolata durante la digitazione.',
        },
        direccion: {
          etiqueta: 'Indirizzo',
          ayuda: '',
        },
        telefono: {
          etiqueta: 'Telefono',
          ayuda: '',
        },
        porcentajePropinaSugerida: {
          etiqueta: 'Percentuale di mancia suggerita',
          ayuda: '',
        },
        preguntarPropina: {
          etiqueta: 'Chiedi al cliente la mancia prima di emettere il documento di vendita',
          ayuda: '',
        },
        conteoCiego: {
          etiqueta: 'Conteggio alla cieca alla chiusura di cassa',
          ayuda: "Il cassiere conta i contanti senza vedere l'importo atteso.",
        },
        ventaRequiereCajaAbierta: {
          etiqueta: 'Vendi solo con la cassa aperta',
          ayuda:
            'Disattivato, per un’attività che non conta il cassetto: la prima vendita apre la cassa del punto vendita a zero.',
        },
        prefijoVenta: {
          etiqueta: 'Prefisso del numero di vendita',
          ayuda: '',
        },
        activarErpBegranda: {
          etiqueta: 'Attiva ERP Begranda',
          ayuda: '',
        },
        documentosElectronicos: {
          etiqueta: 'Documenti elettronici DIAN (documento equivalente POS)',
          ayuda:
            'Ogni vendita prende il numero successivo dalla numerazione POS del suo punto vendita e salva il proprio XML con il CUDE. Si attiva solo se tutti i punti vendita hanno una numerazione DIAN in vigore.',
        },
        moneda: {
          etiqueta: 'Valuta',
          ayuda: '',
        },
        zonaHoraria: {
          etiqueta: 'Fuso orario',
          ayuda: '',
        },
      },
      validacion: {
        desconocida: "L'impostazione indicata non esiste",
        sede: 'Il punto vendita indicato non esiste',
        requerido: 'Il campo è obbligatorio ',
        max_caracteres: 'Deve avere al massimo %{max} caratteri',
        nit_formato: 'Il NIT deve contenere solo numeri, fino a 15 cifre',
        nit_digito: 'La cifra di controllo non corrisponde al NIT',
        telefono: 'Il campo deve essere un numero di telefono',
        porcentaje: 'La percentuale deve essere un numero tra 0 e %{max}, con al massimo due decimali',
        booleano: 'Il valore deve essere 0 o 1',
        prefijo: 'Il prefisso ammette fino a %{max} lettere maiuscole, numeri o trattini',
        moneda: 'La valuta deve essere un codice ISO 4217 di tre lettere, ad esempio COP',
        zonaHoraria: 'Il fuso orario non è valido; ad esempio America/Bogota',
      },
    },
    objetivos: {
      titulo: 'Obiettivi di vendita',
      ayuda: "Obiettivo mensile di vendita per punto vendita. I giorni si contano nell'ora di Bogotá.",
      objetivo: 'Obiettivo mensile',
      guardar: 'Salva obiettivo',
      mes: 'Mese %{mes}',
      progreso: 'Avanzamento del mese',
      vendido: 'Venduto: %{valor} su %{objetivo}',
      dias_restantes: 'Giorni rimanenti: %{dias}',
      ritmo: 'Ritmo giornaliero necessario: %{valor}',
      cumplido: 'Obiettivo raggiunto!',
      sin_objetivo: 'Nessun obiettivo',
    },
    colaErp: {
      titulo: 'Documenti elettronici non trasmessi alla DIAN',
      vencidos:
        '%{smart_count} documento ha superato le 48 ore senza essere trasmesso |||| %{smart_count} documenti hanno superato le 48 ore senza essere trasmessi',
      por_vencer:
        '%{smart_count} documento attende la trasmissione da oltre 40 ore (termine: 48 ore) |||| %{smart_count} documenti attendono la trasmissione da oltre 40 ore (termine: 48 ore)',
      documento: '%{modulo} n. %{id}: %{horas} h',
      contingencia: 'emesso in modalità di emergenza',
      mas: 'e %{smart_count} altro |||| e altri %{smart_count}',
      modulos: {
        sale: 'Vendita',
        purchase: 'Acquisto',
        expense: 'Spesa',
        canceledSale: 'Annullamento di vendita',
        canceledPurchase: 'Annullamento di acquisto',
        canceledExpense: 'Annullamento di spesa',
        cuadreCaja: 'Chiusura di cassa',
      },
      ver_cola: 'Vedi la coda',
    },
    rangosDian: {
      titulo: 'Numerazione DIAN',
      ayuda:
        "Le numerazioni che la DIAN ha autorizzato all'azienda (documento equivalente POS per punto vendita, fattura elettronica, note) e il regime fiscale con cui vengono emessi i documenti. Solo il titolare le vede.",
      regimen: 'Regime fiscale',
      regimen_ayuda:
        "Definisce lo schema fiscale dell'emittente in ogni documento elettronico (IVA, INC, entrambi o nessuno). Art. 512-13 dello Statuto Tributario colombiano: non tutti i ristoranti sono soggetti all'imposta nazionale sui consumi.",
      regimen_sin_declarar:
        'Non hai ancora dichiarato il regime: i documenti lo deducono dalle imposte di ogni vendita.',
      responsable_iva: "Soggetto all'IVA",
      responsable_inc: "Soggetto all'imposta nazionale sui consumi (INC)",
      rangos: 'Numerazioni autorizzate',
      nuevo: 'Nuova numerazione',
      editar: 'Modifica numerazione',
      vacio: 'Nessuna numerazione registrata.',
      numeracion: 'Numerazione',
      vigencia: 'Validità',
      estado: 'Stato',
      disponibles: '%{n} disponibili',
      pin_guardado: 'È salvato un PIN: lascia vuoto per mantenerlo.',
      prefijo_nota_propia:
        'NA e NC sono i prefissi della numerazione interna delle note dell’azienda: usa un altro prefisso per un intervallo di note.',
      campos: {
        tipo: 'Tipo di documento',
        resolucion: 'Numero di autorizzazione',
        fecha_resolucion: "Data dell'autorizzazione",
        prefijo: 'Prefisso',
        desde: 'Dal numero',
        hasta: 'Al numero',
        siguiente: 'Numero successivo',
        vigencia_desde: 'Valida dal',
        vigencia_hasta: 'Valida fino al',
        clave_tecnica: 'Chiave tecnica',
        ambiente: 'Ambiente',
        id_software: 'Identificativo del software',
        pin_software: 'PIN software',
        id_sede: 'Punto vendita',
      },
      tipos: {
        pos: 'Documento equivalente POS',
        factura: 'Fattura elettronica',
        nota_credito: 'Nota di credito',
        nota_ajuste: 'Nota di rettifica POS',
      },
      ambientes: {
        1: 'Produzione',
        2: 'Prova (abilitazione)',
      },
      estados: {
        vigente: 'In vigore',
        futuro: 'Non ancora in vigore',
        vencido: 'Scaduta',
        agotado: 'Esaurita',
      },
      alertas: {
        casi_agotado: 'Utilizzata al 90 %',
        por_vencer: 'Scade tra meno di 30 giorni',
      },
      aviso_casi_agotado:
        "La numerazione %{rango} dell'autorizzazione %{resolucion} ha già usato il 90 % dei suoi numeri: ne restano %{n}. Richiedi una nuova numerazione alla DIAN.",
      aviso_por_vencer:
        "La numerazione %{rango} dell'autorizzazione %{resolucion} scade il %{fecha}. Richiedi una nuova numerazione alla DIAN.",
      ver_rangos: 'Vedi numerazione DIAN',
    },
    cuenta: {
      titulo: 'Il mio account',
      datos: 'I miei dati',
      nombre: 'Nome',
      apellido: 'Cognome',
      telefono: 'Telefono',
      correo: 'Email',
      guardar: 'Salva',
      password: 'Cambia password',
      password_actual: 'Password attuale',
      password_nueva: 'Nuova password',
      password_confirmar: 'Conferma password',
      no_coinciden: 'Le password non coincidono',
      cambiar: 'Cambia password',
    },
  },
};

export default mensajes;
