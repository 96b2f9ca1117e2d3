const mensajes = {
  comanda: {
    categorias: {
      titulo: 'الفئات',
      vacia: 'لا توجد فئات بعد',
      orden: 'ترتيب القائمة',
      orden_ayuda:
        'اسحب كل فئة من مقبضها لترتيب ظهورها في الصندوق وفي القائمة؛ تُرتَّب الفئات الفرعية داخل فئتها الأم. بلوحة المفاتيح: ركّز على المقبض واستخدم السهمين لأعلى ولأسفل (Home وEnd للطرفين).',
      mover: 'نقل %{nombre}',
      posicion: '%{nombre}: الموضع %{posicion} من %{total}',
      orden_guardado: 'تم حفظ ترتيب الفئات بنجاح',
      orden_error: 'تعذّر تحميل ترتيب الفئات: %{mensaje}',
      reintentar: 'إعادة المحاولة',
      oculta_carta: 'مخفية في القائمة',
    },
  },
};

export default mensajes;
