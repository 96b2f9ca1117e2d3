const mensajes = {
  comanda: {
    tiquetes: {
      titulo: 'التذاكر الفاشلة',
      ayuda: 'تذاكر لم تستلمها الطابعة الشبكية بعد عدة محاولات.',
      ninguno: 'لا توجد تذاكر فاشلة.',
      cargando: 'جارٍ تحميل التذاكر…',
      mostrador: 'الكاونتر',
      orden: 'الطلب %{id}',
      reintentar: 'إعادة المحاولة',
      reintentar_nombre: 'إعادة محاولة تذكرة %{mesa}، الطلب %{id}',
      recibo: 'إيصال عملية البيع %{numero}',
      reintentar_recibo: 'إعادة محاولة إيصال عملية البيع %{numero}',
      red_no_disponible: 'هذا الخادم لا يطبع على الطابعات الشبكية: تطبع المحطة من متصفحها على طابعتها.',
    },
  },
};

export default mensajes;
