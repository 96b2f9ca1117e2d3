const mensajes = {
  comanda: {
    mesas_varias: {
      boton: 'إنشاء عدة طاولات',
      titulo: 'إنشاء عدة طاولات',
      sede: 'الفرع',
      prefijo: 'الاسم',
      desde: 'من الرقم',
      hasta: 'إلى الرقم',
      zona: 'المنطقة',
      zona_ayuda: 'اختياري: الصالة، التراس، البار…',
      crear: 'إنشاء الطاولات',
      omitidas: 'كانت موجودة مسبقًا ولم تُنشأ مجددًا: %{nombres}',
    },
    plano_mesas: {
      pestana: 'المخطط',
      sede: 'الفرع',
      zona: 'المنطقة',
      sin_zona: 'بدون منطقة',
      plano: 'مخطط %{zona}',
      instrucciones: 'اسحب الطاولة بإصبعك أو بالفأرة لتحريكها؛ وبلوحة المفاتيح ركّز عليها واستخدم الأسهم.',
      mesa: '%{nombre}، الموضع %{x}، %{y}',
      sin_sedes: 'لا تملك الشركة أي فرع بعد.',
      sin_mesas: 'لا توجد طاولات في هذا الفرع بعد. سجّلها في القائمة.',
      cargando: 'جارٍ تحميل المخطط…',
      no_cargo: 'تعذّر تحميل المخطط: %{mensaje}',
      guardada: 'أصبحت %{nombre} في الموضع %{x}، %{y}',
      no_guardada: 'تعذّر حفظ موضع %{nombre}: %{mensaje}',
    },
  },
};

export default mensajes;
