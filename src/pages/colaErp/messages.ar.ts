const mensajes = {
  comanda: {
    colaErpPagina: {
      titulo: 'قائمة انتظار ERP وDIAN',
      ayuda:
        'مستندات لم يقبلها نظام ERP أو DIAN بعد: معلّقة، أو أُرسلت إلى ERP دون تحقق، أو فشلت، أو صدرت في وضع الطوارئ. تمنح DIAN مهلة 48 ساعة لإرسال المستند الصادر في وضع الطوارئ.',
      todos: 'الكل',
      vacio: 'لا توجد مستندات معلّقة: قبل نظام ERP وDIAN جميعها.',
      reintentar: 'إعادة المحاولة',
      reintentar_documento: 'إعادة محاولة %{modulo} %{id}',
      horas: '%{horas} س من 48 س',
      alertas: { porVencer: 'قريب الانتهاء', vencido: 'منتهي المهلة' },
      estados: {
        pendiente: 'معلّق',
        enviado: 'في ERP، دون تحقق',
        fallido: 'فاشل',
        contingencia: 'في وضع الطوارئ',
      },
      campos: {
        modulo: 'النوع',
        numero: 'الرقم',
        fecha: 'التاريخ',
        antiguedad: 'مدة عدم الإرسال',
        estado: 'الحالة',
        error: 'آخر خطأ',
        intentos: 'المحاولات',
        acciones: 'الإجراءات',
      },
    },
  },
};

export default mensajes;
