const mensajes = {
  comanda: {
    cartaQr: {
      titulo: 'القائمة الرقمية ورمز QR',
      enlace: 'القائمة الرقمية ورمز QR',
      ayuda:
        'لكل فرع قائمته العامة الخاصة. اطبع البطاقات وضعها على الطاولات: عند مسح الرمز يرى الزبائن القائمة على هواتفهم.',
      url: 'رابط القائمة',
      abrir: 'فتح القائمة',
      descargar_png: 'تنزيل PNG',
      descargar_svg: 'تنزيل SVG',
      imprimir: 'طباعة البطاقات',
      por_hoja: 'عدد البطاقات في ورقة A4',
      regenerar: 'إعادة الإنشاء',
      regenerar_titulo: 'إعادة إنشاء رمز QR',
      regenerar_confirmar:
        'سيتوقف رمز QR الحالي لـ«%{sede}» عن العمل وسيلزمك طباعة البطاقات من جديد. هل تريد المتابعة؟',
      solo_propietario: 'يمكن لمالك الحساب فقط إعادة إنشاء رمز QR.',
      qr_de: 'رمز QR لقائمة %{sede}',
      escanea: 'امسح الرمز لعرض القائمة',
      sin_sedes: 'لا توجد فروع مسجلة.',
      error: 'تعذّر تحميل رموز QR',
    },
    configuracion: {
      titulo: 'إعدادات النظام',
      guardar: 'حفظ',
      guardada: 'تم حفظ الإعدادات بنجاح',
      digito: 'رقم التحقق: %{digito}',
      sin_sedes: 'لا تملك شركتك أي فرع بعد.',
      sede: 'الفرع %{sede}',
      logo: {
        titulo: 'شعار الإيصالات',
        ayuda: 'يُطبع على الإيصالات. صورة PNG أو JPG أو WEBP أو GIF حتى 2 ميغابايت.',
        alt: 'شعار الشركة',
        sin_logo: 'بدون شعار',
        subir: 'رفع الشعار',
        cambiar: 'تغيير الشعار',
        quitar: 'إزالة الشعار',
        tipo: 'يجب أن يكون الشعار صورة PNG أو JPG أو WEBP أو GIF',
        tamano: 'يتجاوز الملف الحد الأقصى المسموح به وهو 2 ميغابايت',
      },
      sedes: {
        titulo: 'الفروع',
        ayuda: 'اسم كل فرع وعنوانه كما يراهما فريقك وزبائنك.',
        nombre: 'اسم الفرع',
        direccion: 'عنوان الفرع',
        guardar: 'حفظ الفرع',
        guardar_sede: 'حفظ الفرع %{sede}',
        campos: {
          nombre: 'الاسم',
          direccion: 'العنوان',
        },
        requerido: 'حقل %{campo} مطلوب',
        largo: 'لا يمكن أن يزيد عدد أحرف حقل %{campo} على %{max}',
      },
      grupos: {
        empresa: {
          titulo: 'بيانات الشركة في الإيصال',
          ayuda: '',
        },
        propina: {
          titulo: 'الإكرامية الطوعية',
          ayuda:
            'القانون الكولومبي رقم 1935 لسنة 2018: الإكرامية طوعية ولا يجوز أن تتجاوز 10 % من قيمة الاستهلاك؛ ويُسأل الزبون عنها قبل إصدار الفاتورة.',
        },
        caja: {
          titulo: 'الصندوق',
          ayuda: '',
        },
        ventas: {
          titulo: 'ترقيم المبيعات حسب الفرع',
          ayuda: '',
        },
        erp: {
          titulo: 'التكامل مع ERP',
          ayuda: '',
        },
        regional: {
          titulo: 'العملة والمنطقة الزمنية',
          ayuda: '',
        },
      },
      entradas: {
        razonSocial: {
          etiqueta: 'الاسم القانوني للشركة',
          ayuda: '',
        },
        nit: {
          etiqueta: 'NIT (الرقم الضريبي)',
          ayuda: 'بدون رقم التحقق: يُحسب أثناء الكتابة.',
        },
        direccion: {
          etiqueta: 'العنوان',
          ayuda: '',
        },
        telefono: {
          etiqueta: 'الهاتف',
          ayuda: '',
        },
        porcentajePropinaSugerida: {
          etiqueta: 'نسبة الإكرامية المقترحة',
          ayuda: '',
        },
        preguntarPropina: {
          etiqueta: 'سؤال الزبون عن الإكرامية قبل إصدار الفاتورة',
          ayuda: '',
        },
        conteoCiego: {
          etiqueta: 'عدّ أعمى عند إغلاق الصندوق',
          ayuda: 'يعدّ أمين الصندوق النقد دون أن يرى القيمة المتوقعة.',
        },
        ventaRequiereCajaAbierta: {
          etiqueta: 'البيع فقط عندما يكون الصندوق مفتوحًا',
          ayuda: 'عند إيقافه، لنشاط لا يعدّ درج النقد: أول عملية بيع تفتح صندوق الفرع برصيد صفر.',
        },
        prefijoVenta: {
          etiqueta: 'بادئة رقم البيع',
          ayuda: '',
        },
        activarErpBegranda: {
          etiqueta: 'تفعيل Begranda ERP',
          ayuda: '',
        },
        documentosElectronicos: {
          etiqueta: 'المستندات الإلكترونية لدى DIAN (المستند المعادل POS)',
          ayuda:
            'تأخذ كل عملية بيع الرقم التالي من نطاق POS لفرعها وتحفظ ملف XML الخاص بها مع CUDE (الرمز الفريد للمستند الإلكتروني). لا يُفعَّل إلا إذا كان لكل الفروع نطاق ترقيم ساري المفعول من DIAN.',
        },
        moneda: {
          etiqueta: 'العملة',
          ayuda: '',
        },
        zonaHoraria: {
          etiqueta: 'المنطقة الزمنية',
          ayuda: '',
        },
      },
      validacion: {
        desconocida: 'الإعداد المحدد غير موجود',
        sede: 'الفرع المحدد غير موجود',
        requerido: 'هذا الحقل مطلوب',
        max_caracteres: 'يجب ألا يزيد عدد الأحرف على %{max}',
        nit_formato: 'يجب أن يتكون NIT من أرقام فقط، حتى 15 رقمًا',
        nit_digito: 'رقم التحقق لا يطابق NIT',
        telefono: 'يجب أن يكون الحقل رقم هاتف',
        porcentaje: 'يجب أن تكون النسبة رقمًا بين 0 و%{max}، بحد أقصى خانتين عشريتين',
        booleano: 'يجب أن تكون القيمة 0 أو 1',
        prefijo: 'تقبل البادئة حتى %{max} من الأحرف الكبيرة أو الأرقام أو الشرطات',
        moneda: 'يجب أن تكون العملة رمز ISO 4217 من ثلاثة أحرف، مثل COP',
        zonaHoraria: 'المنطقة الزمنية غير صالحة، مثال: America/Bogota',
      },
    },
    objetivos: {
      titulo: 'أهداف المبيعات',
      ayuda: 'هدف المبيعات الشهري لكل فرع. تُحتسب الأيام بتوقيت بوغوتا.',
      objetivo: 'الهدف الشهري',
      guardar: 'حفظ الهدف',
      mes: 'شهر %{mes}',
      progreso: 'تقدم الشهر',
      vendido: 'المبيع: %{valor} من %{objetivo}',
      dias_restantes: 'الأيام المتبقية: %{dias}',
      ritmo: 'المعدل اليومي المطلوب: %{valor}',
      cumplido: 'تم تحقيق الهدف!',
      sin_objetivo: 'بدون هدف',
    },
    colaErp: {
      titulo: 'مستندات إلكترونية لم تُرسل إلى DIAN',
      vencidos:
        'لا توجد مستندات تجاوزت 48 ساعة دون إرسال |||| مستند واحد تجاوز 48 ساعة دون إرسال |||| مستندان تجاوزا 48 ساعة دون إرسال |||| %{smart_count} مستندات تجاوزت 48 ساعة دون إرسال |||| %{smart_count} مستندًا تجاوزت 48 ساعة دون إرسال |||| %{smart_count} مستند تجاوزت 48 ساعة دون إرسال',
      por_vencer:
        'لا توجد مستندات تجاوزت 40 ساعة دون إرسال (المهلة: 48 ساعة) |||| مستند واحد تجاوز 40 ساعة دون إرسال (المهلة: 48 ساعة) |||| مستندان تجاوزا 40 ساعة دون إرسال (المهلة: 48 ساعة) |||| %{smart_count} مستندات تجاوزت 40 ساعة دون إرسال (المهلة: 48 ساعة) |||| %{smart_count} مستندًا تجاوزت 40 ساعة دون إرسال (المهلة: 48 ساعة) |||| %{smart_count} مستند تجاوزت 40 ساعة دون إرسال (المهلة: 48 ساعة)',
      documento: '%{modulo} رقم %{id}: %{horas} س',
      contingencia: 'صادر في وضع الطوارئ',
      mas: 'ولا شيء آخر |||| وواحد آخر |||| واثنان آخران |||| و%{smart_count} أخرى |||| و%{smart_count} أخرى |||| و%{smart_count} أخرى',
      modulos: {
        sale: 'بيع',
        purchase: 'شراء',
        expense: 'مصروف',
        canceledSale: 'إلغاء بيع',
        canceledPurchase: 'إلغاء شراء',
        canceledExpense: 'إلغاء مصروف',
      },
    },
    rangosDian: {
      titulo: 'ترقيم DIAN',
      ayuda:
        'نطاقات الترقيم التي رخّصتها DIAN للشركة (المستند المعادل POS لكل فرع، والفاتورة الإلكترونية، والإشعارات) والنظام الضريبي الذي تصدر به المستندات. لا يراها إلا مالك الحساب.',
      regimen: 'النظام الضريبي',
      regimen_ayuda:
        'يحدد الوضع الضريبي للمُصدِر في كل مستند إلكتروني (IVA أو INC أو كلاهما أو لا شيء). المادة 512-13 من النظام الضريبي الكولومبي: ليس كل مطعم ملزمًا بضريبة الاستهلاك الوطنية (INC).',
      regimen_sin_declarar: 'لم تصرّح بالنظام الضريبي بعد: تستنتجه المستندات من ضرائب كل عملية بيع.',
      responsable_iva: 'ملزم بضريبة IVA (القيمة المضافة)',
      responsable_inc: 'ملزم بضريبة الاستهلاك الوطنية (INC)',
      rangos: 'نطاقات الترقيم',
      nuevo: 'نطاق جديد',
      editar: 'تعديل النطاق',
      vacio: 'لا توجد نطاقات ترقيم مسجلة.',
      numeracion: 'الترقيم',
      vigencia: 'الصلاحية',
      estado: 'الحالة',
      disponibles: '%{n} متاحة',
      pin_guardado: 'يوجد رمز PIN محفوظ: اتركه فارغًا للاحتفاظ به.',
      campos: {
        tipo: 'نوع المستند',
        resolucion: 'رقم القرار',
        fecha_resolucion: 'تاريخ القرار',
        prefijo: 'البادئة',
        desde: 'من',
        hasta: 'إلى',
        siguiente: 'الرقم التالي',
        vigencia_desde: 'ساري من',
        vigencia_hasta: 'ساري حتى',
        clave_tecnica: 'المفتاح التقني',
        ambiente: 'البيئة',
        id_software: 'معرّف البرنامج',
        pin_software: 'رمز PIN للبرنامج',
        id_sede: 'الفرع',
      },
      tipos: {
        pos: 'المستند المعادل POS',
        factura: 'فاتورة إلكترونية',
        nota_credito: 'إشعار دائن',
        nota_ajuste: 'إشعار تسوية POS',
      },
      ambientes: {
        1: 'الإنتاج',
        2: 'الاختبار (التأهيل)',
      },
      estados: {
        vigente: 'ساري',
        futuro: 'لم يسرِ بعد',
        vencido: 'منتهي الصلاحية',
        agotado: 'مستنفد',
      },
      alertas: {
        casi_agotado: 'مستخدم بنسبة 90 %',
        por_vencer: 'ينتهي خلال أقل من 30 يومًا',
      },
      aviso_casi_agotado:
        'استخدم النطاق %{rango} من القرار %{resolucion} بالفعل 90 % من أرقامه: بقي %{n}. اطلب نطاقًا جديدًا من DIAN.',
      aviso_por_vencer:
        'ينتهي النطاق %{rango} من القرار %{resolucion} في %{fecha}. اطلب نطاقًا جديدًا من DIAN.',
      ver_rangos: 'عرض ترقيم DIAN',
    },
    cuenta: {
      titulo: 'حسابي',
      datos: 'بياناتي',
      nombre: 'الاسم',
      apellido: 'اسم العائلة',
      telefono: 'الهاتف',
      correo: 'البريد الإلكتروني',
      guardar: 'حفظ',
      password: 'تغيير كلمة المرور',
      password_actual: 'كلمة المرور الحالية',
      password_nueva: 'كلمة المرور الجديدة',
      password_confirmar: 'تأكيد كلمة المرور',
      no_coinciden: 'كلمتا المرور غير متطابقتين',
      cambiar: 'تغيير كلمة المرور',
    },
  },
};

export default mensajes;
