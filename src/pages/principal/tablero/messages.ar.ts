const mensajes = {
  comanda: {
    tablero: {
      titulo: 'نشاطك التجاري',
      hoy: {
        titulo: 'اليوم · %{fecha}',
        ventas: 'عدد المبيعات',
        total: 'قيمة المبيعات',
        propinas: 'الإكراميات',
        canceladas: 'الملغاة',
        cajas: 'الصناديق المفتوحة',
        ordenes: 'الطلبات النشطة',
        por_cobrar: 'في الطلبات المفتوحة',
      },
      ventas_dias: {
        titulo: 'المبيعات اليومية · %{mes}',
        resumen: '%{total} · عدد المبيعات: %{ventas}',
        vacio: 'لا توجد مبيعات هذا الشهر بعد.',
      },
      siete_dias: {
        titulo: 'المفوتر في آخر سبعة أيام',
        resumen: '%{total} من %{desde} إلى %{hasta}',
        vacio: 'لم تكن هناك مبيعات في آخر سبعة أيام.',
      },
      ventas_egresos: {
        titulo: 'المبيعات مقابل النفقات',
        ventas: 'المبيعات',
        egresos: 'النفقات (المصروفات والمشتريات)',
        vacio: 'لا توجد مبيعات أو مصروفات أو مشتريات في هذه الأشهر بعد.',
      },
      mas_vendidos: {
        titulo: 'الأكثر مبيعًا · %{mes}',
        fila: '%{cantidad} · %{total}',
        vacio: 'لا توجد منتجات مباعة هذا الشهر بعد.',
      },
      ultimas_ventas: {
        titulo: 'آخر المبيعات',
        vacio: 'لا توجد مبيعات بعد.',
      },
      ordenes: {
        titulo: 'آخر الطلبات النشطة',
        mostrador: 'الكاونتر',
        detalle: '%{mesero} · %{fecha}',
        vacio: 'لا توجد طلبات مفتوحة.',
      },
      utilidades: {
        titulo: 'الربح · %{mes}',
        ventas: 'المبيعات',
        compras: 'المشتريات',
        gastos: 'المصروفات',
        utilidad: 'الربح',
        nota: 'المبيعات مطروحًا منها المشتريات والمصروفات، شاملة الضرائب.',
      },
      totales: {
        titulo: 'إجماليات الشهر · %{mes}',
        ventas: 'عدد المبيعات',
        total: 'إجمالي المبيعات',
        ticket: 'متوسط قيمة الفاتورة',
        impuestos: 'الضرائب',
        descuentos: 'الخصومات',
        propinas: 'الإكراميات',
        canceladas: 'الملغاة',
      },
    },
  },
};

export default mensajes;
