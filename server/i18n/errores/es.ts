/**
 * The API's refusals the error handler translates, keyed by their Spanish text (the spec's, answered word for word
 * when the request's language is Spanish). `{name}` stands for a part the server fills in: a field's label, a
 * number. A message not listed leaves in Spanish. Never list a message the app compares to recognise a case
 * ('Unauthenticated.', the freemium notice, the repeated order): those travel unchanged.
 */
export const MENSAJES_ES = [
  // Server and framework (server/plugins/errors.ts, server/lib/errors.ts, server/plugins/permisos.ts).
  'Ha ocurrido un error inesperado. Intenta de nuevo y, si el error persiste, comunícate con soporte.',
  'El cuerpo de la solicitud no es un JSON válido',
  'El cuerpo de la solicitud está vacío',
  'Tipo de contenido no soportado',
  'La solicitud supera el tamaño máximo permitido',
  'El archivo supera el tamaño máximo permitido de {mb} MB',
  'Solo se permite un archivo por solicitud',
  'La solicitud tiene demasiadas partes',
  'La solicitud no es multipart/form-data',
  'La solicitud tardó demasiado',
  'La ruta solicitada no existe',
  'La solicitud no es válida',
  'El registro no existe o no pertenece a tu empresa',
  'No tienes permiso para realizar esta acción',
  'No tienes permiso para acceder a este módulo.',
  'El icono debe ser una imagen PNG, JPG, WEBP o GIF',
  // Validation of the request's fields (server/lib/validation.ts).
  'El campo {campo} es requerido',
  'El campo {campo} debe ser un número',
  'El campo {campo} debe ser verdadero o falso',
  'El campo {campo} no tiene un formato válido',
  'El campo {campo} debe tener al menos {n} caracteres',
  'El campo {campo} debe tener al menos {n} elementos',
  'El campo {campo} debe ser mayor o igual a {n}',
  'El campo {campo} no puede tener más de {n} caracteres',
  'El campo {campo} no puede tener más de {n} elementos',
  'El campo {campo} debe ser menor o igual a {n}',
  'El campo {campo} debe ser un correo electrónico válido',
  'El campo {campo} tiene un valor no permitido',
  'El campo {campo} no es válido',
  'La solicitud contiene campos no permitidos',
  'Los datos enviados no son válidos',
  // Database rules said as the client's mistake (server/db/errores-pg.ts).
  'Un valor no cumple las reglas del registro',
  'El registro relacionado no existe o no pertenece a tu empresa',
  'No se puede eliminar: el registro está en uso',
  'Ya existe un registro con ese valor',
  'La cantidad debe ser mayor que cero',
  'El precio de un producto de la orden no puede ser negativo; corrige el precio del producto',
  'El total de una línea de la venta no puede ser negativo; corrige el precio del producto',
  'Los valores de la compra no pueden ser negativos',
  'El costo, el descuento y el IVA de una línea no pueden ser negativos',
  'La tarifa de IVA debe estar entre 0 y 100',
  'Los comensales deben estar entre 1 y 999',
  'El descuento no puede ser negativo ni mayor que el subtotal de la venta',
  'La propina no puede ser negativa',
  'El valor de cada pago debe ser mayor que cero',
  'El valor recibido no puede ser menor que el valor del pago',
  'El saldo de apertura no puede ser negativo',
  'El valor contado no puede ser negativo',
  'El subtotal y el impuesto no pueden ser negativos',
  'La cantidad de cada ingrediente debe ser mayor que cero',
  'Un producto no puede ser ingrediente de su propia receta',
  // Sign-in, sign-up, passwords and captcha (server/routes/auth, server/plugins/captcha.ts, rate-limit.ts).
  'Correo o contraseña incorrectos',
  'Tu usuario se encuentra inactivo. Comunícate con el administrador de tu empresa.',
  'Este usuario ya se encuentra registrado',
  'El enlace para restablecer la contraseña no es válido o ha expirado',
  'El enlace de verificación no es válido o ha expirado',
  'La contraseña actual no es correcta',
  'La nueva contraseña debe ser distinta de la actual',
  'La contraseña es demasiado fácil de adivinar. Usa al menos 8 caracteres y evita contraseñas comunes o filtradas, secuencias (12345678, qwerty), repeticiones y datos tuyos como tu nombre o tu correo.',
  'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
  'Demasiados intentos fallidos para esta cuenta. Por seguridad, espera {espera} antes de volver a intentarlo o restablece tu contraseña.',
  'Ops!! debes de llenar la casilla de captcha para continuar !',
  'Ops!!, haz click en el captcha para verificar que no eres un robot',
  'Ops!!, el captcha ha expirado, por favor recarga la pagina',
  'No fue posible verificar el captcha en este momento. Intenta de nuevo en unos minutos.',
  'El captcha ALTCHA no está habilitado en este servidor',
  // The sign-in and sign-up forms' own wordings (server/routes/auth/schemas.ts).
  'El campo debe de ser un número telefonico',
  'El indicativo del número no coincide con el del país elegido',
  'Debe de seleccionar un pais valido',
  'El campo debe de ser un correo electronico',
  'Debe de seleccionar un tipo de negocio valido',
  'Debe de seleccionar un tipo de documento valido',
  'Debe de seleccionar un indicativo valido',
  'La contraseña debe tener al menos {n} caracteres',
  'La contraseña no puede tener más de {n} caracteres',
  'Se debe de ingresar un correo electronico valido',
  'Se debe de ingresar una contraseña',
  'El método de inicio de sesión no es válido',
  'La invitación se acepta desde el enlace del correo, no al iniciar sesión',
  'El campo es requerido',
  'El email no es válido',
] as const;

/**
 * The words the server puts into a message's {placeholders}: the Spanish labels of the API's fields
 * (server/lib/validation.ts) and the units of a wait ('45 segundos').
 */
export const PALABRAS_ES = [
  'nombre',
  'apellidos',
  'teléfono',
  'nombre del negocio',
  'tipo de negocio',
  'país',
  'correo electrónico',
  'contraseña',
  'número de documento',
  'tipo de documento',
  'indicativo',
  'método de inicio de sesión',
  'invitación',
  'dirección',
  'categoría padre',
  'icono',
  'eliminar icono',
  'orden',
  'visible en la carta',
  'categorías',
  'mensaje',
  'traza',
  'componente',
  'módulo',
  'datos adicionales',
  'fecha',
  'valor',
  'página',
  'registros por página',
  'búsqueda',
  'segundo',
  'segundos',
  'minuto',
  'minutos',
] as const;

export type MensajeEs = (typeof MENSAJES_ES)[number];
export type PalabraEs = (typeof PALABRAS_ES)[number];

/** One language's translation: every message and every word, with the same {placeholders}. */
export interface TraduccionErrores {
  mensajes: Record<MensajeEs, string>;
  palabras: Record<PalabraEs, string>;
}
