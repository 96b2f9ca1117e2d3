const mensajes = {
  comanda: {
    principal: {
      titulo: 'الرئيسية',
      saludo: 'مرحبًا، %{nombre}!',
      saludo_anonimo: 'مرحبًا!',
      empresa: 'الشركة: %{empresa}',
      prueba: 'الفترة التجريبية سارية حتى %{fecha}',
      prueba_sin_fecha: 'الفترة التجريبية سارية',
      suscripcion: 'الاشتراك ساري',
      secciones: 'أقسامك',
      sin_secciones: 'لا يملك دورك أي أقسام مفعّلة بعد. اطلب الصلاحية من مسؤول شركتك.',
      abrir: 'فتح',
      inicio: {
        titulo: 'ابدأ من هنا',
        intro: 'خمس خطوات حتى أول عملية بيع. تُعلَّم كل خطوة تلقائيًا عند إكمالها.',
        progreso: 'اكتملت %{hechos} من %{total} خطوات',
        ocultar: 'إخفاء الدليل',
        hecho: 'تم',
        pendiente: 'قيد الانتظار',
        datos: {
          titulo: 'بيانات نشاطك التجاري',
          ayuda: 'الاسم القانوني وNIT (الرقم الضريبي) لتظهر في الإيصال.',
          accion: 'إكمال البيانات',
        },
        menu: {
          titulo: 'قائمة الطعام',
          ayuda: 'أنشئ منتجاتك واحدًا تلو الآخر أو استوردها من ملف Excel.',
          accion: 'إنشاء المنتجات',
        },
        mesas: {
          titulo: 'طاولاتك',
          ayuda: 'أنشئ عدة طاولات دفعة واحدة ورتّبها على المخطط.',
          accion: 'إنشاء الطاولات',
        },
        caja: {
          titulo: 'افتح الصندوق',
          ayuda: 'حدّد مبلغ النقد الذي تبدأ به اليوم.',
          accion: 'فتح الصندوق',
        },
        venta: {
          titulo: 'أول عملية بيع',
          ayuda: 'حصّل عملية بيع على الكاونتر أو حساب طاولة.',
          accion: 'بيع',
        },
      },
      verificar_correo:
        'لم تتحقق بعد من بريدك الإلكتروني %{correo}. راجع صندوق الوارد وافتح الرابط الذي أرسلناه إليك.',
    },
  },
};

export default mensajes;
