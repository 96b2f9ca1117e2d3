/** Arabic: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    sin_conexion: {
      sin_conexion: 'غير متصل — تُحفظ المبيعات على هذا الجهاز (%{n} بانتظار المزامنة)',
      por_sincronizar: '%{n} مبيعات بانتظار المزامنة',
      sincronizando: 'جارٍ مزامنة %{n} مبيعات…',
      rechazada:
        'رفض الخادم البيع %{numero}: %{mensaje}. صحّح ما يشير إليه وأعد المحاولة؛ يبقى البيع محفوظًا على هذا الجهاز.',
      reintentar: 'إعادة المحاولة',
      guardada: 'غير متصل: حُفظ البيع %{numero} على هذا الجهاز وسيُرسل عند عودة الاتصال.',
    },
  },
};

export default mensajes;
