const mensajes = {
  comanda: {
    mapa: {
      titulo: '餐桌',
      sede: '门店',
      zonas: '区域',
      sin_zona: '无区域',
      plano: '%{zona}平面图',
      sin_plano: '未在平面图上定位的餐桌',
      libre: '空闲',
      ocupada: '占用',
      minutos: '%{minutos} 分钟',
      lineas: '%{smart_count} 个商品',
      mesa_libre: '%{nombre}，空闲',
      mesa_ocupada: '%{nombre}，占用，%{total}，已开台 %{minutos} 分钟',
      resumen: '%{total} 张餐桌中 %{ocupadas} 张占用',
      resumen_cuenta: '%{smart_count} 张已要求结账',
      cuenta_pedida: '已要求结账',
      mesa_cuenta: '%{nombre}，已要求结账，%{total}，已开台 %{minutos} 分钟',
      cargando: '正在加载餐桌…',
      no_cargo: '无法加载餐桌：%{mensaje}',
      reintentar: '重试',
      sin_sedes: '公司还没有门店。',
      sin_mesas: '该门店还没有餐桌。',
      registrar_mesas: '登记餐桌',
      pedir_mesas: '请联系管理员登记该门店的餐桌。',
    },
  },
};

export default mensajes;
