const mensajes = {
  comanda: {
    modificadores_producto: {
      titulo: 'الإضافات',
      ayuda:
        'المجموعات التي تُطلب عند بيع هذا المنتج (درجة الطهي، إضافات…) بترتيب النقر. تُنشأ المجموعات وخياراتها في مجموعات الإضافات.',
      ninguno: 'لا توجد مجموعات إضافات بعد: أنشئها في مجموعات الإضافات.',
      guardar: 'حفظ الإضافات',
      no_cargo: 'تعذّر تحميل الإضافات: %{mensaje}',
    },
    importar: {
      boton: 'استيراد',
      titulo: 'استيراد المنتجات',
      ayuda:
        'نزّل القالب واملأه في Excel (صف لكل منتج) ثم ارفعه بصيغة .xlsx أو .csv. إذا احتوى أي صف على أخطاء فلن يُستورد شيء؛ والرمز الموجود مسبقًا يحدّث ذلك المنتج.',
      plantilla: 'تنزيل القالب',
      ejemplo: 'تنزيل مثال',
      categorias_ayuda:
        'تُنشأ الفئات غير الموجودة في الملف عند الاستيراد، وتُعرَف الضريبة باسمها أو بنسبتها (مثل «INC 8 %»). المنتج بلا رمز يُحدَّث باسمه داخل فئته: استيراد الملف نفسه مرتين لا يكرر شيئًا. قبل الاستيراد سترى ما سيُنشأ.',
      previa: 'منتجات ستُنشأ: %{creados}، ومنتجات ستُحدَّث: %{actualizados}.',
      previa_con_categorias:
        'منتجات ستُنشأ: %{creados}، ومنتجات ستُحدَّث: %{actualizados}، وفئات ستُنشأ: %{categorias}.',
      previa_confirmar: 'لم يُستورد شيء بعد: أكّد للاستيراد.',
      confirmar: 'تأكيد الاستيراد',
      plantilla_fallo: 'تعذّر تنزيل القالب. حاول مرة أخرى.',
      elegir: 'اختيار ملف',
      elegido: 'الملف المختار: %{nombre}',
      ninguno: 'لم يُختر أي ملف',
      subiendo: 'جارٍ رفع الملف…',
      importar: 'استيراد',
      cerrar: 'إغلاق',
      hecho: 'اكتمل الاستيراد: أُنشئ %{creados} وحُدّث %{actualizados}.',
      primeros: 'تُعرض أول %{n}.',
      tabla: 'أخطاء الملف',
      fila: 'الصف',
      columna: 'العمود',
      mensaje: 'الخطأ',
    },
    receta: {
      titulo: 'الوصفة',
      ayuda: 'المكوّنات التي تُدار في المخزون، مع الكمية بوحدة كل مكوّن.',
      ingrediente: 'المكوّن',
      cantidad: 'الكمية',
      agregar: 'إضافة مكوّن',
      guardar: 'حفظ الوصفة',
      cargando: 'جارٍ تحميل الوصفة…',
      no_cargo: 'تعذّر تحميل الوصفة: %{mensaje}',
    },
    bajo_minimo: {
      columna: 'المخزون',
      chip: 'دون الحد الأدنى: %{existencia} من %{minimo}',
      chip_existencia: 'الرصيد: %{existencia}',
      titulo: 'منتجات دون الحد الأدنى',
      existencia: 'الرصيد %{existencia} · الحد الأدنى %{minimo}',
      ajustar: 'تسوية المخزون',
      ver_todos: 'عرض الكل في المنتجات',
      mas: 'و%{n} أخرى',
    },
  },
};

export default mensajes;
