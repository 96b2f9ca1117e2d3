import type { TraduccionErrores } from './es';

export const ar: TraduccionErrores = {
  mensajes: {
    'Ha ocurrido un error inesperado. Intenta de nuevo y, si el error persiste, comunícate con soporte.':
      'حدث خطأ غير متوقع. حاول مرة أخرى، وإذا استمر الخطأ فتواصل مع الدعم الفني.',
    'El cuerpo de la solicitud no es un JSON válido': 'نص الطلب ليس بتنسيق JSON صالح',
    'El cuerpo de la solicitud está vacío': 'نص الطلب فارغ',
    'Tipo de contenido no soportado': 'نوع المحتوى غير مدعوم',
    'La solicitud supera el tamaño máximo permitido': 'يتجاوز الطلب الحجم الأقصى المسموح به',
    'El archivo supera el tamaño máximo permitido de {mb} MB':
      'يتجاوز الملف الحجم الأقصى المسموح به وهو {mb} ميغابايت',
    'Solo se permite un archivo por solicitud': 'يُسمح بملف واحد فقط في كل طلب',
    'La solicitud tiene demasiadas partes': 'يحتوي الطلب على أجزاء كثيرة جدًا',
    'La solicitud no es multipart/form-data': 'الطلب ليس بتنسيق multipart/form-data',
    'La solicitud tardó demasiado': 'استغرق الطلب وقتًا طويلًا جدًا',
    'La ruta solicitada no existe': 'المسار المطلوب غير موجود',
    'La solicitud no es válida': 'الطلب غير صالح',
    'El registro no existe o no pertenece a tu empresa': 'السجل غير موجود أو لا ينتمي إلى شركتك',
    'No tienes permiso para realizar esta acción': 'ليست لديك صلاحية لتنفيذ هذا الإجراء',
    'No tienes permiso para acceder a este módulo.': 'ليست لديك صلاحية للوصول إلى هذه الوحدة.',
    'El icono debe ser una imagen PNG, JPG, WEBP o GIF':
      'يجب أن تكون الأيقونة صورة بتنسيق PNG أو JPG أو WEBP أو GIF',
    'El campo {campo} es requerido': 'الحقل «{campo}» مطلوب',
    'El campo {campo} debe ser un número': 'يجب أن يكون الحقل «{campo}» رقمًا',
    'El campo {campo} debe ser verdadero o falso': 'يجب أن تكون قيمة الحقل «{campo}» صحيحًا أو خطأً',
    'El campo {campo} no tiene un formato válido': 'تنسيق الحقل «{campo}» غير صالح',
    'El campo {campo} debe tener al menos {n} caracteres': 'يجب ألا يقل الحقل «{campo}» عن {n} أحرف',
    'El campo {campo} debe tener al menos {n} elementos': 'يجب ألا يقل الحقل «{campo}» عن {n} عناصر',
    'El campo {campo} debe ser mayor o igual a {n}':
      'يجب أن تكون قيمة الحقل «{campo}» أكبر من {n} أو مساوية له',
    'El campo {campo} no puede tener más de {n} caracteres': 'لا يمكن أن يتجاوز الحقل «{campo}» {n} حرفًا',
    'El campo {campo} no puede tener más de {n} elementos': 'لا يمكن أن يتجاوز الحقل «{campo}» {n} عنصرًا',
    'El campo {campo} debe ser menor o igual a {n}':
      'يجب أن تكون قيمة الحقل «{campo}» أصغر من {n} أو مساوية له',
    'El campo {campo} debe ser un correo electrónico válido':
      'يجب أن يكون الحقل «{campo}» بريدًا إلكترونيًا صالحًا',
    'El campo {campo} tiene un valor no permitido': 'قيمة الحقل «{campo}» غير مسموح بها',
    'El campo {campo} no es válido': 'الحقل «{campo}» غير صالح',
    'La solicitud contiene campos no permitidos': 'يحتوي الطلب على حقول غير مسموح بها',
    'Los datos enviados no son válidos': 'البيانات المرسلة غير صالحة',
    'Un valor no cumple las reglas del registro': 'إحدى القيم لا تستوفي قواعد السجل',
    'El registro relacionado no existe o no pertenece a tu empresa':
      'السجل المرتبط غير موجود أو لا ينتمي إلى شركتك',
    'No se puede eliminar: el registro está en uso': 'لا يمكن الحذف: السجل قيد الاستخدام',
    'Ya existe un registro con ese valor': 'يوجد سجل بهذه القيمة بالفعل',
    'La cantidad debe ser mayor que cero': 'يجب أن تكون الكمية أكبر من صفر',
    'El precio de un producto de la orden no puede ser negativo; corrige el precio del producto':
      'لا يمكن أن يكون سعر منتج في الطلب سالبًا؛ صحّح سعر المنتج',
    'El total de una línea de la venta no puede ser negativo; corrige el precio del producto':
      'لا يمكن أن يكون إجمالي بند في البيع سالبًا؛ صحّح سعر المنتج',
    'Los valores de la compra no pueden ser negativos': 'لا يمكن أن تكون مبالغ المشتريات سالبة',
    'El costo, el descuento y el IVA de una línea no pueden ser negativos':
      'لا يمكن أن تكون التكلفة والخصم وضريبة القيمة المضافة لأي بند سالبة',
    'La tarifa de IVA debe estar entre 0 y 100': 'يجب أن تكون نسبة ضريبة القيمة المضافة بين 0 و100',
    'Los comensales deben estar entre 1 y 999': 'يجب أن يكون عدد الضيوف بين 1 و999',
    'El descuento no puede ser negativo ni mayor que el subtotal de la venta':
      'لا يمكن أن يكون الخصم سالبًا أو أكبر من المجموع الفرعي للبيع',
    'La propina no puede ser negativa': 'لا يمكن أن يكون البقشيش سالبًا',
    'El valor de cada pago debe ser mayor que cero': 'يجب أن يكون مبلغ كل دفعة أكبر من صفر',
    'El valor recibido no puede ser menor que el valor del pago':
      'لا يمكن أن يكون المبلغ المستلم أقل من مبلغ الدفعة',
    'El saldo de apertura no puede ser negativo': 'لا يمكن أن يكون رصيد الافتتاح سالبًا',
    'El valor contado no puede ser negativo': 'لا يمكن أن يكون المبلغ المعدود سالبًا',
    'El subtotal y el impuesto no pueden ser negativos': 'لا يمكن أن يكون المجموع الفرعي والضريبة سالبين',
    'La cantidad de cada ingrediente debe ser mayor que cero': 'يجب أن تكون كمية كل مكوّن أكبر من صفر',
    'Un producto no puede ser ingrediente de su propia receta': 'لا يمكن أن يكون المنتج مكوّنًا في وصفته نفسها',
    'Correo o contraseña incorrectos': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    'Tu usuario se encuentra inactivo. Comunícate con el administrador de tu empresa.':
      'مستخدمك غير نشط. تواصل مع مسؤول النظام في شركتك.',
    'Este usuario ya se encuentra registrado': 'هذا المستخدم مسجّل بالفعل',
    'El enlace para restablecer la contraseña no es válido o ha expirado':
      'رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته',
    'El enlace de verificación no es válido o ha expirado': 'رابط التحقق غير صالح أو انتهت صلاحيته',
    'La contraseña actual no es correcta': 'كلمة المرور الحالية غير صحيحة',
    'La nueva contraseña debe ser distinta de la actual': 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
    'La contraseña es demasiado fácil de adivinar. Usa al menos 8 caracteres y evita contraseñas comunes o filtradas, secuencias (12345678, qwerty), repeticiones y datos tuyos como tu nombre o tu correo.':
      'كلمة المرور سهلة التخمين جدًا. استخدم 8 أحرف على الأقل وتجنّب كلمات المرور الشائعة أو المسرّبة والتسلسلات (12345678، qwerty) والتكرار وبياناتك الشخصية مثل اسمك أو بريدك الإلكتروني.',
    'Demasiados intentos. Espera un minuto e inténtalo de nuevo.':
      'محاولات كثيرة جدًا. انتظر دقيقة ثم حاول مرة أخرى.',
    'Demasiados intentos fallidos para esta cuenta. Por seguridad, espera {espera} antes de volver a intentarlo o restablece tu contraseña.':
      'محاولات فاشلة كثيرة جدًا لهذا الحساب. حفاظًا على الأمان، انتظر {espera} قبل المحاولة مرة أخرى أو أعد تعيين كلمة المرور.',
    'Ops!! debes de llenar la casilla de captcha para continuar !':
      'عذرًا! يجب إكمال اختبار التحقق (captcha) للمتابعة.',
    'Ops!!, haz click en el captcha para verificar que no eres un robot':
      'عذرًا! انقر على اختبار التحقق (captcha) لتأكيد أنك لست روبوتًا.',
    'Ops!!, el captcha ha expirado, por favor recarga la pagina':
      'عذرًا! انتهت صلاحية اختبار التحقق (captcha)، يُرجى إعادة تحميل الصفحة.',
    'No fue posible verificar el captcha en este momento. Intenta de nuevo en unos minutos.':
      'تعذّر التحقق من اختبار captcha حاليًا. حاول مرة أخرى بعد بضع دقائق.',
    'El captcha ALTCHA no está habilitado en este servidor': 'اختبار التحقق ALTCHA غير مفعّل على هذا الخادم',
    'El campo debe de ser un número telefonico': 'يجب أن يكون الحقل رقم هاتف',
    'El indicativo del número no coincide con el del país elegido':
      'رمز الاتصال الخاص بالرقم لا يطابق رمز الدولة المختارة',
    'Debe de seleccionar un pais valido': 'يُرجى اختيار دولة صالحة',
    'El campo debe de ser un correo electronico': 'يجب أن يكون الحقل بريدًا إلكترونيًا',
    'Debe de seleccionar un tipo de negocio valido': 'يُرجى اختيار نوع نشاط تجاري صالح',
    'Debe de seleccionar un tipo de documento valido': 'يُرجى اختيار نوع وثيقة صالح',
    'Debe de seleccionar un indicativo valido': 'يُرجى اختيار رمز اتصال دولي صالح',
    'La contraseña debe tener al menos {n} caracteres': 'يجب ألا تقل كلمة المرور عن {n} أحرف',
    'La contraseña no puede tener más de {n} caracteres': 'لا يمكن أن تتجاوز كلمة المرور {n} حرفًا',
    'Se debe de ingresar un correo electronico valido': 'يُرجى إدخال بريد إلكتروني صالح',
    'Se debe de ingresar una contraseña': 'يُرجى إدخال كلمة المرور',
    'El método de inicio de sesión no es válido': 'طريقة تسجيل الدخول غير صالحة',
    'La invitación se acepta desde el enlace del correo, no al iniciar sesión':
      'تُقبل الدعوة من الرابط الوارد في البريد الإلكتروني، وليس عند تسجيل الدخول',
    'El campo es requerido': 'هذا الحقل مطلوب',
    'El email no es válido': 'البريد الإلكتروني غير صالح',
    'Sesión iniciada correctamente': 'تم تسجيل الدخول بنجاح',
    'Cuenta creada exitosamente': 'تم إنشاء الحساب بنجاح',
    'Sesión cerrada correctamente': 'تم تسجيل الخروج بنجاح',
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.':
      'إذا كان البريد الإلكتروني مسجّلًا، فقد أرسلنا إليك رابطًا لإعادة تعيين كلمة المرور. تحقّق من صندوق الوارد.',
    'Contraseña restablecida correctamente': 'تمت إعادة تعيين كلمة المرور بنجاح',
    'Tu correo ha sido verificado correctamente': 'تم التحقق من بريدك الإلكتروني بنجاح',
    'Tu correo ya se encuentra verificado': 'بريدك الإلكتروني مُتحقَّق منه بالفعل',
    'Contraseña actualizada correctamente. Se cerraron tus otras sesiones.':
      'تم تحديث كلمة المرور بنجاح. وأُغلقت جلساتك الأخرى.',
    'Invitación enviada correctamente': 'تم إرسال الدعوة بنجاح',
    'Invitación reenviada correctamente': 'تمت إعادة إرسال الدعوة بنجاح',
    'Invitación cancelada correctamente': 'تم إلغاء الدعوة بنجاح',
    'Usuario creado correctamente': 'تم إنشاء المستخدم بنجاح',
    'Una de las sedes indicadas no existe': 'أحد الفروع المحددة غير موجود',
    'Usuario actualizado correctamente': 'تم تحديث المستخدم بنجاح',
    'Usuario eliminado correctamente': 'تم حذف المستخدم بنجاح',
    'Cuenta activada correctamente. Ya puedes iniciar sesión.':
      'تم تفعيل الحساب بنجاح. يمكنك الآن تسجيل الدخول.',
    'Este correo ya pertenece a un usuario registrado': 'هذا البريد الإلكتروني يخص مستخدمًا مسجّلًا بالفعل',
    'Debe de seleccionar un rol valido': 'يُرجى اختيار دور صالح',
    'Módulo no válido': 'وحدة غير صالحة',
    'El estado debe ser 1 (activo) o 0 (inactivo)': 'يجب أن تكون الحالة 1 (نشط) أو 0 (غير نشط)',
    'El rol del propietario no se puede cambiar': 'لا يمكن تغيير دور المالك',
    'El propietario no se puede desactivar': 'لا يمكن إلغاء تنشيط المالك',
    'El propietario no se puede eliminar': 'لا يمكن حذف المالك',
    'No puedes desactivar ni eliminar tu propio usuario': 'لا يمكنك إلغاء تنشيط مستخدمك أو حذفه',
    'Solo el propietario puede cambiar los datos de otro administrador':
      'لا يمكن إلا للمالك تغيير بيانات مسؤول آخر',
    'Solo el propietario puede nombrar administradores': 'لا يمكن إلا للمالك تعيين المسؤولين',
    'No puedes cambiar tu propio rol': 'لا يمكنك تغيير دورك',
    'Usuario actualizado. Enviamos un enlace al nuevo correo: el cambio se aplicará cuando se confirme desde ese enlace.':
      'تم تحديث المستخدم. أرسلنا رابطًا إلى البريد الإلكتروني الجديد: سيُطبَّق التغيير بعد تأكيده من ذلك الرابط.',
    'Solo el propietario puede transferir la propiedad de la cuenta': 'لا يمكن إلا للمالك نقل ملكية الحساب',
    'La contraseña no es correcta': 'كلمة المرور غير صحيحة',
    'Ya eres el propietario de la cuenta': 'أنت مالك الحساب بالفعل',
    'El nuevo propietario debe ser un usuario activo': 'يجب أن يكون المالك الجديد مستخدمًا نشطًا',
    'Propiedad transferida correctamente. Ahora eres Administrador: vuelve a iniciar sesión.':
      'تم نقل الملكية بنجاح. أنت الآن مسؤول: يُرجى تسجيل الدخول مرة أخرى.',
    'La invitación no existe o ya fue aceptada': 'الدعوة غير موجودة أو تم قبولها بالفعل',
    'Este usuario aún no ha aceptado su invitación': 'لم يقبل هذا المستخدم دعوته بعد',
    'No existe un usuario con ese correo en tu empresa': 'لا يوجد مستخدم بهذا البريد الإلكتروني في شركتك',
    'El enlace de invitación no es válido. Pide al administrador que te envíe una nueva invitación.':
      'رابط الدعوة غير صالح. اطلب من المسؤول أن يرسل إليك دعوة جديدة.',
    'Esta invitación ya fue utilizada. Inicia sesión con tu correo y contraseña.':
      'تم استخدام هذه الدعوة بالفعل. سجّل الدخول باستخدام بريدك الإلكتروني وكلمة المرور.',
    'La invitación ha expirado. Pide al administrador que te la reenvíe.':
      'انتهت صلاحية الدعوة. اطلب من المسؤول إعادة إرسالها إليك.',
  },
  palabras: {
    nombre: 'الاسم',
    apellidos: 'اسم العائلة',
    teléfono: 'الهاتف',
    'nombre del negocio': 'اسم النشاط التجاري',
    'tipo de negocio': 'نوع النشاط التجاري',
    país: 'الدولة',
    'correo electrónico': 'البريد الإلكتروني',
    contraseña: 'كلمة المرور',
    'número de documento': 'رقم الوثيقة',
    'tipo de documento': 'نوع الوثيقة',
    indicativo: 'رمز الاتصال الدولي',
    'método de inicio de sesión': 'طريقة تسجيل الدخول',
    invitación: 'الدعوة',
    dirección: 'العنوان',
    'categoría padre': 'الفئة الرئيسية',
    icono: 'الأيقونة',
    'eliminar icono': 'حذف الأيقونة',
    orden: 'الترتيب',
    'visible en la carta': 'ظاهر في القائمة',
    categorías: 'الفئات',
    mensaje: 'الرسالة',
    traza: 'تتبّع الأخطاء',
    componente: 'المكوّن',
    módulo: 'الوحدة',
    'datos adicionales': 'بيانات إضافية',
    fecha: 'التاريخ',
    valor: 'القيمة',
    página: 'الصفحة',
    'registros por página': 'عدد الصفوف في الصفحة',
    búsqueda: 'البحث',
    segundo: 'ثانية',
    segundos: 'ثانية',
    minuto: 'دقيقة',
    minutos: 'دقيقة',
  },
};
