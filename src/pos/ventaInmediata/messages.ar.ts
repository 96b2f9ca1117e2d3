const mensajes = {
  comanda: {
    venta_inmediata: {
      titulo: 'بيع سريع',
      cargando: 'جارٍ تحميل الكتالوج',
      carrito: 'السلة',
      vacio: 'المس منتجًا أو امسح رمزه لإضافته.',
      menos: 'واحد أقل من %{nombre}',
      mas: 'واحد أكثر من %{nombre}',
      quitar: 'إزالة %{nombre}',
      total: 'الإجمالي',
      cobrar: 'تحصيل',
      ver_carrito: 'عرض السلة (%{cantidad})',
      cerrar_carrito: 'إغلاق السلة',
      sin_caja: 'لا يوجد صندوق مفتوح في هذا الفرع؛ افتح الصندوق للبيع.',
      abrir_caja: 'فتح الصندوق',
      ultima: 'سُجّلت عملية البيع %{numero} بقيمة %{total}.',
      ultima_cambio: 'سُجّلت عملية البيع %{numero} بقيمة %{total}. الباقي: %{cambio}.',
      codigo_desconocido: 'لا يوجد منتج بالرمز %{codigo}',
      ver_recibo: 'عرض الإيصال',
    },
  },
};

export default mensajes;
