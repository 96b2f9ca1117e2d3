const mensajes = {
  comanda: {
    informes: {
      desde: 'تاريخ البداية',
      hasta: 'تاريخ النهاية',
      filtros: 'عوامل تصفية التقرير',
      filtrar: 'تصفية',
      exportar: 'تصدير التقرير',
      totales: 'الإجماليات',
      todas: 'الكل',
      vacio: 'لا توجد سجلات في نطاق التواريخ هذا.',
      si: 'نعم',
      no: 'لا',
      estado: 'الحالة',
      erp: 'ERP وDIAN',
      fecha_inicio: 'تاريخ البداية مطلوب للاستعلام.',
      fecha_fin: 'لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية.',
    },
  },
};

export default mensajes;
