const mensajes = {
  comanda: {
    errores: {
      generico: 'حدث خطأ في النظام، إذا استمر الخطأ يرجى التواصل مع الدعم الفني.',
      tiempo_agotado: 'استغرق الخادم وقتًا طويلًا في الرد. حاول مرة أخرى.',
      sin_conexion: 'لا يوجد اتصال: الجهاز غير متصل بالإنترنت. تحقق من الشبكة وحاول مرة أخرى.',
      reintentar: 'إعادة المحاولة',
    },
  },
};

export default mensajes;
