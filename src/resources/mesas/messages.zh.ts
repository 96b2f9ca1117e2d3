const mensajes = {
  comanda: {
    mesas_varias: {
      boton: '批量创建餐桌',
      titulo: '批量创建餐桌',
      sede: '门店',
      prefijo: '名称',
      desde: '起始编号',
      hasta: '结束编号',
      zona: '区域',
      zona_ayuda: '可选：大厅、露台、吧台…',
      crear: '创建餐桌',
      omitidas: '以下餐桌已存在，未重复创建：%{nombres}',
    },
    plano_mesas: {
      pestana: '平面图',
      sede: '门店',
      zona: '区域',
      sin_zona: '无区域',
      plano: '%{zona}平面图',
      instrucciones: '用手指或鼠标拖动餐桌即可移动；使用键盘时，聚焦餐桌后按方向键。',
      mesa: '%{nombre}，位置 %{x}, %{y}',
      sin_sedes: '公司还没有门店。',
      sin_mesas: '该门店还没有餐桌。请在列表中登记。',
      cargando: '正在加载平面图…',
      no_cargo: '无法加载平面图：%{mensaje}',
      guardada: '%{nombre} 已移至位置 %{x}, %{y}',
      no_guardada: '无法保存 %{nombre} 的位置：%{mensaje}',
    },
  },
};

export default mensajes;
