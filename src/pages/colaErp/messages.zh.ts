const mensajes = {
  comanda: {
    colaErpPagina: {
      titulo: 'ERP 与 DIAN 队列',
      ayuda:
        'ERP 或 DIAN 尚未接受的单据：待发送、已发送至 ERP 但未验证、发送失败或在应急模式下开具。DIAN 要求在 48 小时内传送在应急模式下开具的单据。',
      todos: '全部',
      vacio: '没有待处理的单据：ERP 和 DIAN 已全部接受。',
      reintentar: '重试',
      reintentar_documento: '重试 %{modulo} %{id}',
      horas: '%{horas} 小时 / 48 小时',
      alertas: { porVencer: '即将到期', vencido: '已逾期' },
      estados: {
        pendiente: '待发送',
        enviado: '已在 ERP 中，未验证',
        fallido: '失败',
        contingencia: '应急模式',
      },
      campos: {
        modulo: '类型',
        numero: '编号',
        fecha: '日期',
        antiguedad: '未传送时长',
        estado: '状态',
        error: '最近一次错误',
        intentos: '尝试次数',
        acciones: '操作',
      },
    },
  },
};

export default mensajes;
