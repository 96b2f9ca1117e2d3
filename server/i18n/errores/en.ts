import type { TraduccionErrores } from './es';

export const en: TraduccionErrores = {
  mensajes: {
    'Ha ocurrido un error inesperado. Intenta de nuevo y, si el error persiste, comunícate con soporte.':
      'An unexpected error occurred. Please try again and, if the error persists, contact support.',
    'El cuerpo de la solicitud no es un JSON válido': 'The request body is not valid JSON',
    'El cuerpo de la solicitud está vacío': 'The request body is empty',
    'Tipo de contenido no soportado': 'Unsupported content type',
    'La solicitud supera el tamaño máximo permitido': 'The request exceeds the maximum allowed size',
    'El archivo supera el tamaño máximo permitido de {mb} MB':
      'The file exceeds the maximum allowed size of {mb} MB',
    'Solo se permite un archivo por solicitud': 'Only one file is allowed per request',
    'La solicitud tiene demasiadas partes': 'The request has too many parts',
    'La solicitud no es multipart/form-data': 'The request is not multipart/form-data',
    'La solicitud tardó demasiado': 'The request took too long',
    'La ruta solicitada no existe': 'The requested route does not exist',
    'La solicitud no es válida': 'The request is not valid',
    'El registro no existe o no pertenece a tu empresa':
      'The record does not exist or does not belong to your company',
    'No tienes permiso para realizar esta acción': 'You do not have permission to perform this action',
    'No tienes permiso para acceder a este módulo.': 'You do not have permission to access this module.',
    'El icono debe ser una imagen PNG, JPG, WEBP o GIF': 'The icon must be a PNG, JPG, WEBP or GIF image',
    'El campo {campo} es requerido': 'The {campo} field is required',
    'El campo {campo} debe ser un número': 'The {campo} field must be a number',
    'El campo {campo} debe ser verdadero o falso': 'The {campo} field must be true or false',
    'El campo {campo} no tiene un formato válido': 'The {campo} field does not have a valid format',
    'El campo {campo} debe tener al menos {n} caracteres':
      'The {campo} field must have at least {n} characters',
    'El campo {campo} debe tener al menos {n} elementos': 'The {campo} field must have at least {n} items',
    'El campo {campo} debe ser mayor o igual a {n}': 'The {campo} field must be greater than or equal to {n}',
    'El campo {campo} no puede tener más de {n} caracteres':
      'The {campo} field cannot have more than {n} characters',
    'El campo {campo} no puede tener más de {n} elementos':
      'The {campo} field cannot have more than {n} items',
    'El campo {campo} debe ser menor o igual a {n}': 'The {campo} field must be less than or equal to {n}',
    'El campo {campo} debe ser un correo electrónico válido':
      'The {campo} field must be a valid email address',
    'El campo {campo} tiene un valor no permitido': 'The {campo} field has a value that is not allowed',
    'El campo {campo} no es válido': 'The {campo} field is not valid',
    'La solicitud contiene campos no permitidos': 'The request contains fields that are not allowed',
    'Los datos enviados no son válidos': 'The data sent is not valid',
    'Un valor no cumple las reglas del registro': "A value does not meet the record's rules",
    'El registro relacionado no existe o no pertenece a tu empresa':
      'The related record does not exist or does not belong to your company',
    'No se puede eliminar: el registro está en uso': 'It cannot be deleted: the record is in use',
    'Ya existe un registro con ese valor': 'A record with that value already exists',
    'La cantidad debe ser mayor que cero': 'The quantity must be greater than zero',
    'El precio de un producto de la orden no puede ser negativo; corrige el precio del producto':
      "The price of a product in the order cannot be negative; correct the product's price",
    'El total de una línea de la venta no puede ser negativo; corrige el precio del producto':
      "The total of a sale line cannot be negative; correct the product's price",
    'Los valores de la compra no pueden ser negativos': 'The purchase amounts cannot be negative',
    'El costo, el descuento y el IVA de una línea no pueden ser negativos':
      'The cost, discount and VAT of a line cannot be negative',
    'La tarifa de IVA debe estar entre 0 y 100': 'The VAT rate must be between 0 and 100',
    'Los comensales deben estar entre 1 y 999': 'The number of guests must be between 1 and 999',
    'El descuento no puede ser negativo ni mayor que el subtotal de la venta':
      'The discount cannot be negative or greater than the sale subtotal',
    'La propina no puede ser negativa': 'The tip cannot be negative',
    'El valor de cada pago debe ser mayor que cero': 'The amount of each payment must be greater than zero',
    'El valor recibido no puede ser menor que el valor del pago':
      'The amount tendered cannot be less than the payment amount',
    'El saldo de apertura no puede ser negativo': 'The opening balance cannot be negative',
    'El valor contado no puede ser negativo': 'The counted amount cannot be negative',
    'El subtotal y el impuesto no pueden ser negativos': 'The subtotal and the tax cannot be negative',
    'La cantidad de cada ingrediente debe ser mayor que cero':
      'The quantity of each ingredient must be greater than zero',
    'Un producto no puede ser ingrediente de su propia receta':
      'A product cannot be an ingredient of its own recipe',
    'Correo o contraseña incorrectos': 'Incorrect email or password',
    'Tu usuario se encuentra inactivo. Comunícate con el administrador de tu empresa.':
      "Your user is inactive. Contact your company's administrator.",
    'Este usuario ya se encuentra registrado': 'This user is already registered',
    'El enlace para restablecer la contraseña no es válido o ha expirado':
      'The password reset link is not valid or has expired',
    'El enlace de verificación no es válido o ha expirado':
      'The verification link is not valid or has expired',
    'La contraseña actual no es correcta': 'The current password is not correct',
    'La nueva contraseña debe ser distinta de la actual':
      'The new password must be different from the current one',
    'La contraseña es demasiado fácil de adivinar. Usa al menos 8 caracteres y evita contraseñas comunes o filtradas, secuencias (12345678, qwerty), repeticiones y datos tuyos como tu nombre o tu correo.':
      'The password is too easy to guess. Use at least 8 characters and avoid common or leaked passwords, sequences (12345678, qwerty), repetitions and your own details such as your name or email.',
    'Demasiados intentos. Espera un minuto e inténtalo de nuevo.':
      'Too many attempts. Wait a minute and try again.',
    'Demasiados intentos fallidos para esta cuenta. Por seguridad, espera {espera} antes de volver a intentarlo o restablece tu contraseña.':
      'Too many failed attempts for this account. For your security, wait {espera} before trying again or reset your password.',
    'Ops!! debes de llenar la casilla de captcha para continuar !':
      'Oops! Please complete the captcha to continue.',
    'Ops!!, haz click en el captcha para verificar que no eres un robot':
      "Oops! Click the captcha to verify that you're not a robot.",
    'Ops!!, el captcha ha expirado, por favor recarga la pagina':
      'Oops! The captcha has expired, please reload the page.',
    'No fue posible verificar el captcha en este momento. Intenta de nuevo en unos minutos.':
      'The captcha could not be verified right now. Please try again in a few minutes.',
    'El captcha ALTCHA no está habilitado en este servidor':
      'The ALTCHA captcha is not enabled on this server',
    'El campo debe de ser un número telefonico': 'The field must be a phone number',
    'El indicativo del número no coincide con el del país elegido':
      "The number's dialling code does not match the selected country",
    'Debe de seleccionar un pais valido': 'Please select a valid country',
    'El campo debe de ser un correo electronico': 'The field must be an email address',
    'Debe de seleccionar un tipo de negocio valido': 'Please select a valid business type',
    'Debe de seleccionar un tipo de documento valido': 'Please select a valid document type',
    'Debe de seleccionar un indicativo valido': 'Please select a valid dialling code',
    'La contraseña debe tener al menos {n} caracteres': 'The password must have at least {n} characters',
    'La contraseña no puede tener más de {n} caracteres': 'The password cannot have more than {n} characters',
    'Se debe de ingresar un correo electronico valido': 'Please enter a valid email address',
    'Se debe de ingresar una contraseña': 'Please enter a password',
    'El método de inicio de sesión no es válido': 'The sign-in method is not valid',
    'La invitación se acepta desde el enlace del correo, no al iniciar sesión':
      'The invitation is accepted from the link in the email, not when signing in',
    'El campo es requerido': 'This field is required',
    'El email no es válido': 'The email is not valid',
    'Sesión iniciada correctamente': 'Signed in successfully',
    'Cuenta creada exitosamente': 'Account created successfully',
    'Sesión cerrada correctamente': 'Signed out successfully',
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.':
      'If the email address is registered, we have sent you a link to reset your password. Check your inbox.',
    'Contraseña restablecida correctamente': 'Password reset successfully',
    'Tu correo ha sido verificado correctamente': 'Your email address has been verified',
    'Tu correo ya se encuentra verificado': 'Your email address is already verified',
    'Contraseña actualizada correctamente. Se cerraron tus otras sesiones.':
      'Password updated successfully. Your other sessions were signed out.',
    'Invitación enviada correctamente': 'Invitation sent successfully',
    'Invitación reenviada correctamente': 'Invitation resent successfully',
    'Invitación cancelada correctamente': 'Invitation cancelled successfully',
    'Usuario creado correctamente': 'User created successfully',
    'Una de las sedes indicadas no existe': 'One of the given venues does not exist',
    'Usuario actualizado correctamente': 'User updated successfully',
    'Usuario eliminado correctamente': 'User deleted successfully',
    'Cuenta activada correctamente. Ya puedes iniciar sesión.':
      'Account activated successfully. You can now sign in.',
    'Este correo ya pertenece a un usuario registrado':
      'This email address already belongs to a registered user',
    'Debe de seleccionar un rol valido': 'Please select a valid role',
    'Módulo no válido': 'Invalid module',
    'El estado debe ser 1 (activo) o 0 (inactivo)': 'The status must be 1 (active) or 0 (inactive)',
    'El rol del propietario no se puede cambiar': "The owner's role cannot be changed",
    'El propietario no se puede desactivar': 'The owner cannot be deactivated',
    'El propietario no se puede eliminar': 'The owner cannot be deleted',
    'No puedes desactivar ni eliminar tu propio usuario': 'You cannot deactivate or delete your own user',
    'Solo el propietario puede cambiar los datos de otro administrador':
      "Only the owner can change another administrator's details",
    'Solo el propietario puede nombrar administradores': 'Only the owner can appoint administrators',
    'No puedes cambiar tu propio rol': 'You cannot change your own role',
    'Usuario actualizado. Enviamos un enlace al nuevo correo: el cambio se aplicará cuando se confirme desde ese enlace.':
      'User updated. We sent a link to the new email address: the change will take effect once it is confirmed from that link.',
    'Solo el propietario puede transferir la propiedad de la cuenta':
      'Only the owner can transfer ownership of the account',
    'La contraseña no es correcta': 'The password is not correct',
    'Ya eres el propietario de la cuenta': 'You are already the owner of the account',
    'El nuevo propietario debe ser un usuario activo': 'The new owner must be an active user',
    'Propiedad transferida correctamente. Ahora eres Administrador: vuelve a iniciar sesión.':
      'Ownership transferred successfully. You are now an Administrator: please sign in again.',
    'La invitación no existe o ya fue aceptada': 'The invitation does not exist or has already been accepted',
    'Este usuario aún no ha aceptado su invitación': 'This user has not accepted their invitation yet',
    'No existe un usuario con ese correo en tu empresa':
      'There is no user with that email address in your company',
    'El enlace de invitación no es válido. Pide al administrador que te envíe una nueva invitación.':
      'The invitation link is not valid. Ask the administrator to send you a new invitation.',
    'Esta invitación ya fue utilizada. Inicia sesión con tu correo y contraseña.':
      'This invitation has already been used. Sign in with your email and password.',
    'La invitación ha expirado. Pide al administrador que te la reenvíe.':
      'The invitation has expired. Ask the administrator to send it again.',
  },
  palabras: {
    nombre: 'name',
    apellidos: 'last name',
    teléfono: 'phone',
    'nombre del negocio': 'business name',
    'tipo de negocio': 'business type',
    país: 'country',
    'correo electrónico': 'email',
    contraseña: 'password',
    'número de documento': 'document number',
    'tipo de documento': 'document type',
    indicativo: 'dialling code',
    'método de inicio de sesión': 'sign-in method',
    invitación: 'invitation',
    dirección: 'address',
    'categoría padre': 'parent category',
    icono: 'icon',
    'eliminar icono': 'remove icon',
    orden: 'sort order',
    'visible en la carta': 'visible on the menu',
    categorías: 'categories',
    mensaje: 'message',
    traza: 'stack trace',
    componente: 'component',
    módulo: 'module',
    'datos adicionales': 'additional data',
    fecha: 'date',
    valor: 'value',
    página: 'page',
    'registros por página': 'rows per page',
    búsqueda: 'search',
    segundo: 'second',
    segundos: 'seconds',
    minuto: 'minute',
    minutos: 'minutes',
  },
};
