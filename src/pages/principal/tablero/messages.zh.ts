const mensajes = {
  comanda: {
    tablero: {
      titulo: '经营概况',
      hoy: {
        titulo: '今天 · %{fecha}',
        ventas: '销售笔数',
        total: '销售额',
        propinas: '小费',
        canceladas: '已取消',
        cajas: '已开启的收银台',
        ordenes: '进行中的订单',
        por_cobrar: '未结订单金额',
      },
      ventas_dias: {
        titulo: '每日销售 · %{mes}',
        resumen: '%{ventas} 笔销售，共 %{total}',
        vacio: '本月暂无销售。',
      },
      siete_dias: {
        titulo: '最近七天开票金额',
        resumen: '%{desde} 至 %{hasta}：%{total}',
        vacio: '最近七天没有销售。',
      },
      ventas_egresos: {
        titulo: '销售与支出对比',
        ventas: '销售',
        egresos: '支出（费用和采购）',
        vacio: '这几个月暂无销售、费用或采购。',
      },
      mas_vendidos: {
        titulo: '畅销商品 · %{mes}',
        fila: '%{cantidad} · %{total}',
        vacio: '本月暂无已售商品。',
      },
      ultimas_ventas: {
        titulo: '最近销售',
        vacio: '暂无销售。',
      },
      ordenes: {
        titulo: '最近进行中的订单',
        mostrador: '柜台',
        detalle: '%{mesero} · %{fecha}',
        vacio: '没有未结订单。',
      },
      utilidades: {
        titulo: '利润 · %{mes}',
        ventas: '销售',
        compras: '采购',
        gastos: '费用',
        utilidad: '利润',
        nota: '销售额减去采购和费用，均含税。',
      },
      totales: {
        titulo: '本月合计 · %{mes}',
        ventas: '销售笔数',
        total: '销售总额',
        ticket: '平均客单价',
        impuestos: '税费',
        descuentos: '折扣',
        propinas: '小费',
        canceladas: '已取消',
      },
    },
  },
};

export default mensajes;
