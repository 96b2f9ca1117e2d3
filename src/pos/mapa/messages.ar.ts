const mensajes = {
  comanda: {
    mapa: {
      titulo: 'الطاولات',
      sede: 'الفرع',
      zonas: 'المناطق',
      sin_zona: 'بدون منطقة',
      plano: 'مخطط %{zona}',
      sin_plano: 'طاولات بلا موقع على المخطط',
      libre: 'شاغرة',
      ocupada: 'مشغولة',
      minutos: '%{minutos} د',
      lineas:
        'لا منتجات |||| منتج واحد |||| منتجان |||| %{smart_count} منتجات |||| %{smart_count} منتجًا |||| %{smart_count} منتج',
      mesa_libre: '%{nombre}، شاغرة',
      mesa_ocupada: '%{nombre}، مشغولة، %{total}، مفتوحة منذ %{minutos} د',
      resumen: 'الطاولات المشغولة: %{ocupadas} من %{total}',
      resumen_cuenta: 'طلبت %{smart_count} منها الحساب',
      cuenta_pedida: 'طُلب الحساب',
      mesa_cuenta: '%{nombre}، طُلب الحساب، %{total}، مفتوحة منذ %{minutos} د',
      cargando: 'جارٍ تحميل الطاولات…',
      no_cargo: 'تعذّر تحميل الطاولات: %{mensaje}',
      reintentar: 'إعادة المحاولة',
      sin_sedes: 'لا تملك الشركة أي فرع بعد.',
      sin_mesas: 'لا توجد طاولات في هذا الفرع بعد.',
      registrar_mesas: 'تسجيل الطاولات',
      pedir_mesas: 'اطلب من المسؤول تسجيل طاولات الفرع.',
    },
  },
};

export default mensajes;
