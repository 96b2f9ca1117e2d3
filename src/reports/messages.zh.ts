const mensajes = {
  comanda: {
    informes: {
      desde: '开始日期',
      hasta: '结束日期',
      filtros: '报表筛选',
      filtrar: '筛选',
      exportar: '导出报表',
      totales: '合计',
      todas: '全部',
      vacio: '该日期范围内没有记录。',
      si: '是',
      no: '否',
      estado: '状态',
      erp: 'ERP 与 DIAN',
      fecha_inicio: '查询需要填写开始日期。',
      fecha_fin: '结束日期不能早于开始日期。',
    },
  },
};

export default mensajes;
