const mensajes = {
  comanda: {
    auth: {
      sin_permiso: 'ليس لديك صلاحية الدخول إلى هذه الوحدة.',
    },
    indicativo: {
      etiqueta: 'رمز الدولة',
      bandera: 'علم %{pais}',
    },
    freemium: {
      titulo: 'تم بلوغ حد الباقة',
      mensaje: 'لا تسمح باقتك التجريبية أو المجانية بتسجيل المزيد. اشترِ باقة لمواصلة الإنشاء.',
      ver_planes: 'عرض الباقات',
    },
    comun: {
      cargando: 'جارٍ التحميل...',
      regresar: 'رجوع',
      cerrar: 'إغلاق',
      migas: 'مسار التنقل',
      seleccionar: 'اختر خيارًا',
    },
    confirmacion: {
      cancelar: 'إلغاء',
      si: 'نعم',
      eliminar: 'حذف',
      delete: {
        titulo: 'حذف السجل',
        contenido: 'هل أنت متأكد من حذف هذا السجل؟',
        contenido_nombre: 'هل أنت متأكد من حذف «%{nombre}»؟',
      },
      cancelSale: {
        titulo: 'إلغاء البيع',
        contenido: 'هل أنت متأكد من إلغاء عملية البيع هذه؟',
        contenido_nombre: 'هل أنت متأكد من إلغاء عملية البيع %{nombre}؟',
      },
      default: {
        titulo: 'تأكيد',
        contenido: 'هل تريد المتابعة؟',
        contenido_nombre: 'هل تريد المتابعة مع %{nombre}؟',
      },
    },
    notificacion: {
      success: 'تمت العملية بنجاح',
      warning: 'تحذير',
      error: 'خطأ',
      info: 'معلومات',
    },
    error_modulo: {
      mensaje: 'عذرًا! حدث خطأ ما. وقع خطأ في التطبيق عند الدخول إلى الوحدة.',
      modulo: 'الوحدة: %{modulo}',
      reintentar: 'إعادة المحاولة',
      inicio: 'العودة إلى الصفحة الرئيسية',
    },
    resultado: {
      exito: 'تمت العملية بنجاح',
      error: 'حدث خطأ',
      procesando: 'جارٍ المعالجة، يرجى الانتظار...',
    },
    copiar: {
      copiar: 'نسخ',
      copiado: 'تم النسخ!',
    },
    erp: {
      begranda: 'Begranda',
      dian: 'DIAN (مصلحة الضرائب الكولومبية)',
      ver_dian: 'عرض في DIAN',
      grupo: 'الحالة في ERP وDIAN',
      enviado: 'أُرسل إلى ERP: %{id}',
      validado: 'تم التحقق منه من قِبل DIAN',
      fallida: 'فشلت المعاملة أثناء الإرسال إلى نظام Begranda ERP!',
      exitosa: 'تمت المعاملة بنجاح!',
    },
  },
};

export default mensajes;
