import type { TraduccionErrores } from './es';

export const it: TraduccionErrores = {
  mensajes: {
    'Ha ocurrido un error inesperado. Intenta de nuevo y, si el error persiste, comunícate con soporte.':
      "Si è verificato un errore imprevisto. Riprova e, se l'errore persiste, contatta l'assistenza.",
    'El cuerpo de la solicitud no es un JSON válido': 'Il corpo della richiesta non è un JSON valido',
    'El cuerpo de la solicitud está vacío': 'Il corpo della richiesta è vuoto',
    'Tipo de contenido no soportado': 'Tipo di contenuto non supportato',
    'La solicitud supera el tamaño máximo permitido': 'La richiesta supera la dimensione massima consentita',
    'El archivo supera el tamaño máximo permitido de {mb} MB':
      'Il file supera la dimensione massima consentita di {mb} MB',
    'Solo se permite un archivo por solicitud': 'È consentito un solo file per richiesta',
    'La solicitud tiene demasiadas partes': 'La richiesta ha troppe parti',
    'La solicitud no es multipart/form-data': 'La richiesta non è multipart/form-data',
    'La solicitud tardó demasiado': 'La richiesta ha impiegato troppo tempo',
    'La ruta solicitada no existe': 'Il percorso richiesto non esiste',
    'La solicitud no es válida': 'La richiesta non è valida',
    'El registro no existe o no pertenece a tu empresa':
      'Il record non esiste o non appartiene alla tua azienda',
    'No tienes permiso para realizar esta acción': 'Non hai il permesso di eseguire questa azione',
    'No tienes permiso para acceder a este módulo.': 'Non hai il permesso di accedere a questo modulo.',
    'El icono debe ser una imagen PNG, JPG, WEBP o GIF':
      "L'icona deve essere un'immagine PNG, JPG, WEBP o GIF",
    'El campo {campo} es requerido': 'Il campo {campo} è obbligatorio',
    'El campo {campo} debe ser un número': 'Il campo {campo} deve essere un numero',
    'El campo {campo} debe ser verdadero o falso': 'Il campo {campo} deve essere vero o falso',
    'El campo {campo} no tiene un formato válido': 'Il campo {campo} non ha un formato valido',
    'El campo {campo} debe tener al menos {n} caracteres':
      'Il campo {campo} deve contenere almeno {n} caratteri',
    'El campo {campo} debe tener al menos {n} elementos':
      'Il campo {campo} deve contenere almeno {n} elementi',
    'El campo {campo} debe ser mayor o igual a {n}': 'Il campo {campo} deve essere maggiore o uguale a {n}',
    'El campo {campo} no puede tener más de {n} caracteres':
      'Il campo {campo} non può superare {n} caratteri',
    'El campo {campo} no puede tener más de {n} elementos':
      'Il campo {campo} non può contenere più di {n} elementi',
    'El campo {campo} debe ser menor o igual a {n}': 'Il campo {campo} deve essere minore o uguale a {n}',
    'El campo {campo} debe ser un correo electrónico válido':
      'Il campo {campo} deve essere un indirizzo email valido',
    'El campo {campo} tiene un valor no permitido': 'Il campo {campo} ha un valore non consentito',
    'El campo {campo} no es válido': 'Il campo {campo} non è valido',
    'La solicitud contiene campos no permitidos': 'La richiesta contiene campi non consentiti',
    'Los datos enviados no son válidos': 'I dati inviati non sono validi',
    'Un valor no cumple las reglas del registro': 'Un valore non rispetta le regole del record',
    'El registro relacionado no existe o no pertenece a tu empresa':
      'Il record collegato non esiste o non appartiene alla tua azienda',
    'No se puede eliminar: el registro está en uso': 'Impossibile eliminare: il record è in uso',
    'Ya existe un registro con ese valor': 'Esiste già un record con questo valore',
    'La cantidad debe ser mayor que cero': 'La quantità deve essere maggiore di zero',
    'El precio de un producto de la orden no puede ser negativo; corrige el precio del producto':
      "Il prezzo di un prodotto dell'ordine non può essere negativo; correggi il prezzo del prodotto",
    'El total de una línea de la venta no puede ser negativo; corrige el precio del producto':
      'Il totale di una riga della vendita non può essere negativo; correggi il prezzo del prodotto',
    'Los valores de la compra no pueden ser negativos':
      "Gli importi dell'acquisto non possono essere negativi",
    'El costo, el descuento y el IVA de una línea no pueden ser negativos':
      "Il costo, lo sconto e l'IVA di una riga non possono essere negativi",
    'La tarifa de IVA debe estar entre 0 y 100': "L'aliquota IVA deve essere compresa tra 0 e 100",
    'Los comensales deben estar entre 1 y 999': 'I coperti devono essere compresi tra 1 e 999',
    'El descuento no puede ser negativo ni mayor que el subtotal de la venta':
      'Lo sconto non può essere negativo né superiore al subtotale della vendita',
    'La propina no puede ser negativa': 'La mancia non può essere negativa',
    'El valor de cada pago debe ser mayor que cero':
      "L'importo di ogni pagamento deve essere maggiore di zero",
    'El valor recibido no puede ser menor que el valor del pago':
      "L'importo ricevuto non può essere inferiore all'importo del pagamento",
    'El saldo de apertura no puede ser negativo': 'Il fondo cassa di apertura non può essere negativo',
    'El valor contado no puede ser negativo': "L'importo contato non può essere negativo",
    'El subtotal y el impuesto no pueden ser negativos':
      "Il subtotale e l'imposta non possono essere negativi",
    'La cantidad de cada ingrediente debe ser mayor que cero':
      'La quantità di ogni ingrediente deve essere maggiore di zero',
    'Un producto no puede ser ingrediente de su propia receta':
      'Un prodotto non può essere ingrediente della propria ricetta',
    'Correo o contraseña incorrectos': 'Email o password non corretti',
    'Tu usuario se encuentra inactivo. Comunícate con el administrador de tu empresa.':
      "Il tuo utente è inattivo. Contatta l'amministratore della tua azienda.",
    'Este usuario ya se encuentra registrado': 'Questo utente è già registrato',
    'El enlace para restablecer la contraseña no es válido o ha expirado':
      'Il link per reimpostare la password non è valido o è scaduto',
    'El enlace de verificación no es válido o ha expirado': 'Il link di verifica non è valido o è scaduto',
    'La contraseña actual no es correcta': 'La password attuale non è corretta',
    'La nueva contraseña debe ser distinta de la actual':
      'La nuova password deve essere diversa da quella attuale',
    'La contraseña es demasiado fácil de adivinar. Usa al menos 8 caracteres y evita contraseñas comunes o filtradas, secuencias (12345678, qwerty), repeticiones y datos tuyos como tu nombre o tu correo.':
      'La password è troppo facile da indovinare. Usa almeno 8 caratteri ed evita password comuni o trapelate, sequenze (12345678, qwerty), ripetizioni e tuoi dati personali come il nome o l’email.',
    'Demasiados intentos. Espera un minuto e inténtalo de nuevo.':
      'Troppi tentativi. Attendi un minuto e riprova.',
    'Demasiados intentos fallidos para esta cuenta. Por seguridad, espera {espera} antes de volver a intentarlo o restablece tu contraseña.':
      'Troppi tentativi non riusciti per questo account. Per sicurezza, attendi {espera} prima di riprovare oppure reimposta la password.',
    'Ops!! debes de llenar la casilla de captcha para continuar !':
      'Ops! Devi spuntare la casella del captcha per continuare.',
    'Ops!!, haz click en el captcha para verificar que no eres un robot':
      'Ops! Fai clic sul captcha per verificare che non sei un robot.',
    'Ops!!, el captcha ha expirado, por favor recarga la pagina':
      'Ops! Il captcha è scaduto, ricarica la pagina.',
    'No fue posible verificar el captcha en este momento. Intenta de nuevo en unos minutos.':
      'Non è stato possibile verificare il captcha in questo momento. Riprova tra qualche minuto.',
    'El captcha ALTCHA no está habilitado en este servidor':
      'Il captcha ALTCHA non è abilitato su questo server',
    'El campo debe de ser un número telefonico': 'Il campo deve essere un numero di telefono',
    'El indicativo del número no coincide con el del país elegido':
      'Il prefisso del numero non corrisponde a quello del paese scelto',
    'Debe de seleccionar un pais valido': 'Seleziona un paese valido',
    'El campo debe de ser un correo electronico': 'Il campo deve essere un indirizzo email',
    'Debe de seleccionar un tipo de negocio valido': 'Seleziona un tipo di attività valido',
    'Debe de seleccionar un tipo de documento valido': 'Seleziona un tipo di documento valido',
    'Debe de seleccionar un indicativo valido': 'Seleziona un prefisso valido',
    'La contraseña debe tener al menos {n} caracteres': 'La password deve contenere almeno {n} caratteri',
    'La contraseña no puede tener más de {n} caracteres': 'La password non può superare {n} caratteri',
    'Se debe de ingresar un correo electronico valido': 'Inserisci un indirizzo email valido',
    'Se debe de ingresar una contraseña': 'Inserisci una password',
    'El método de inicio de sesión no es válido': 'Il metodo di accesso non è valido',
    'La invitación se acepta desde el enlace del correo, no al iniciar sesión':
      "L'invito si accetta dal link ricevuto via email, non al momento dell'accesso",
    'El campo es requerido': 'Il campo è obbligatorio',
    'El email no es válido': "L'email non è valida",
    'Sesión iniciada correctamente': 'Accesso effettuato correttamente',
    'Cuenta creada exitosamente': 'Account creato correttamente',
    'Sesión cerrada correctamente': 'Disconnessione effettuata correttamente',
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.':
      "Se l'indirizzo email è registrato, ti abbiamo inviato un link per reimpostare la password. Controlla la tua casella di posta.",
    'Contraseña restablecida correctamente': 'Password reimpostata correttamente',
    'Tu correo ha sido verificado correctamente': 'Il tuo indirizzo email è stato verificato correttamente',
    'Tu correo ya se encuentra verificado': 'Il tuo indirizzo email è già verificato',
    'Contraseña actualizada correctamente. Se cerraron tus otras sesiones.':
      'Password aggiornata correttamente. Le altre sessioni sono state chiuse.',
    'Invitación enviada correctamente': 'Invito inviato correttamente',
    'Invitación reenviada correctamente': 'Invito inviato di nuovo correttamente',
    'Invitación cancelada correctamente': 'Invito annullato correttamente',
    'Usuario creado correctamente': 'Utente creato correttamente',
    'Una de las sedes indicadas no existe': 'Una delle sedi indicate non esiste',
    'Usuario actualizado correctamente': 'Utente aggiornato correttamente',
    'Usuario eliminado correctamente': 'Utente eliminato correttamente',
    'Cuenta activada correctamente. Ya puedes iniciar sesión.':
      'Account attivato correttamente. Ora puoi accedere.',
    'Este correo ya pertenece a un usuario registrado':
      'Questo indirizzo email appartiene già a un utente registrato',
    'Debe de seleccionar un rol valido': 'Seleziona un ruolo valido',
    'Módulo no válido': 'Modulo non valido',
    'El estado debe ser 1 (activo) o 0 (inactivo)': 'Lo stato deve essere 1 (attivo) o 0 (inattivo)',
    'El rol del propietario no se puede cambiar': 'Il ruolo del titolare non può essere modificato',
    'El propietario no se puede desactivar': 'Il titolare non può essere disattivato',
    'El propietario no se puede eliminar': 'Il titolare non può essere eliminato',
    'No puedes desactivar ni eliminar tu propio usuario': 'Non puoi disattivare né eliminare il tuo utente',
    'Solo el propietario puede cambiar los datos de otro administrador':
      'Solo il titolare può modificare i dati di un altro amministratore',
    'Solo el propietario puede nombrar administradores': 'Solo il titolare può nominare amministratori',
    'No puedes cambiar tu propio rol': 'Non puoi cambiare il tuo ruolo',
    'Usuario actualizado. Enviamos un enlace al nuevo correo: el cambio se aplicará cuando se confirme desde ese enlace.':
      'Utente aggiornato. Abbiamo inviato un link al nuovo indirizzo email: la modifica sarà applicata dopo la conferma da quel link.',
    'Solo el propietario puede transferir la propiedad de la cuenta':
      "Solo il titolare può trasferire la titolarità dell'account",
    'La contraseña no es correcta': 'La password non è corretta',
    'Ya eres el propietario de la cuenta': "Sei già il titolare dell'account",
    'El nuevo propietario debe ser un usuario activo': 'Il nuovo titolare deve essere un utente attivo',
    'Propiedad transferida correctamente. Ahora eres Administrador: vuelve a iniciar sesión.':
      'Titolarità trasferita correttamente. Ora sei Amministratore: accedi di nuovo.',
    'La invitación no existe o ya fue aceptada': "L'invito non esiste o è già stato accettato",
    'Este usuario aún no ha aceptado su invitación': 'Questo utente non ha ancora accettato il suo invito',
    'No existe un usuario con ese correo en tu empresa':
      'Non esiste un utente con questo indirizzo email nella tua azienda',
    'El enlace de invitación no es válido. Pide al administrador que te envíe una nueva invitación.':
      "Il link di invito non è valido. Chiedi all'amministratore di inviarti un nuovo invito.",
    'Esta invitación ya fue utilizada. Inicia sesión con tu correo y contraseña.':
      'Questo invito è già stato utilizzato. Accedi con la tua email e la tua password.',
    'La invitación ha expirado. Pide al administrador que te la reenvíe.':
      "L'invito è scaduto. Chiedi all'amministratore di inviartelo di nuovo.",
  },
  palabras: {
    nombre: 'nome',
    apellidos: 'cognome',
    teléfono: 'telefono',
    'nombre del negocio': "nome dell'attività",
    'tipo de negocio': 'tipo di attività',
    país: 'paese',
    'correo electrónico': 'email',
    contraseña: 'password',
    'número de documento': 'numero di documento',
    'tipo de documento': 'tipo di documento',
    indicativo: 'prefisso',
    'método de inicio de sesión': 'metodo di accesso',
    invitación: 'invito',
    dirección: 'indirizzo',
    'categoría padre': 'categoria principale',
    icono: 'icona',
    'eliminar icono': 'rimuovi icona',
    orden: 'ordinamento',
    'visible en la carta': 'visibile nel menu',
    categorías: 'categorie',
    mensaje: 'messaggio',
    traza: 'stack trace',
    componente: 'componente',
    módulo: 'modulo',
    'datos adicionales': 'dati aggiuntivi',
    fecha: 'data',
    valor: 'valore',
    página: 'pagina',
    'registros por página': 'righe per pagina',
    búsqueda: 'ricerca',
    segundo: 'secondo',
    segundos: 'secondi',
    minuto: 'minuto',
    minutos: 'minuti',
  },
};
