/** Arabic: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    ventasSinConexion: {
      titulo: 'مبيعات دون اتصال',
      ayuda:
        'مبيعات تمت على جهاز دون اتصال ووصلت لاحقًا. سُجّلت كما تمت؛ راجع ما لم يعد ممكنًا بيعه بهذه الطريقة.',
      vacio: 'لا توجد مبيعات دون اتصال للمراجعة.',
      revisada: 'تعليم كمُراجَعة',
      vista: 'مُراجَعة',
      campos: {
        solo_revisar: 'للمراجعة فقط',
        venta: 'البيع',
        contingencia: 'رقم الطوارئ',
        sede: 'الفرع',
        hecha_en: 'تم في',
        total: 'الإجمالي',
        motivos: 'للمراجعة',
        acciones: 'الإجراءات',
      },
      motivos: {
        producto_inactivo: '%{nombre}: أُلغي تفعيله في الأثناء',
        precio_cambiado: '%{nombre}: بيع بسعر %{antes}، وسعره الآن %{ahora}',
        sin_inventario: '%{nombre}: كان المخزون %{antes}، والآن %{ahora}',
        tras_cierre: 'وصل بعد إغلاق صندوقه',
      },
    },
  },
};

export default mensajes;
