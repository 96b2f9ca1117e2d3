const mensajes = {
  comanda: {
    venta_inmediata: {
      titulo: '快速销售',
      cargando: '正在加载商品目录',
      carrito: '购物车',
      vacio: '点击商品或扫描其条码即可添加。',
      menos: '%{nombre} 减一',
      mas: '%{nombre} 加一',
      quitar: '移除 %{nombre}',
      total: '合计',
      cobrar: '收款',
      ver_carrito: '查看购物车（%{cantidad}）',
      cerrar_carrito: '关闭购物车',
      sin_caja: '该门店没有已开启的收银台；请先开启收银台再销售。',
      abrir_caja: '开启收银台',
      ultima: '销售 %{numero} 已登记，金额 %{total}。',
      ultima_cambio: '销售 %{numero} 已登记，金额 %{total}。找零：%{cambio}。',
      codigo_desconocido: '没有编码为 %{codigo} 的商品',
      ver_recibo: '查看收据',
    },
  },
};

export default mensajes;
