export default {
  comanda: {
    opciones_modificador: {
      titulo: 'الخيارات',
      ayuda:
        'ما يُختار عند نقطة البيع. يُضاف السعر إلى سعر المنتج (شامل الضريبة؛ فارغ: مجاني) ويخرج المكوّن، إن وجد، من المخزون لكل وحدة مباعة.',
      nombre: 'الخيار',
      precio: 'سعر إضافي',
      ingrediente: 'المكوّن المستهلك',
      cantidad: 'الكمية',
      agregar: 'إضافة خيار',
      guardar: 'حفظ الخيارات',
      cargando: 'جارٍ تحميل الخيارات…',
      no_cargo: 'تعذّر تحميل الخيارات: %{mensaje}',
    },
  },
};
