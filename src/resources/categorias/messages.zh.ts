const mensajes = {
  comanda: {
    categorias: {
      titulo: '分类',
      vacia: '暂无分类',
      orden: '菜单排序',
      orden_ayuda:
        '拖动每个分类的拖柄，调整其在收银台和菜单中的显示顺序；子分类在其上级分类内排序。使用键盘：聚焦拖柄后按上下方向键（Home 和 End 键移到首尾）。',
      mover: '移动 %{nombre}',
      posicion: '%{nombre}：第 %{posicion} 位，共 %{total} 位',
      orden_guardado: '分类顺序保存成功',
      orden_error: '无法加载分类顺序：%{mensaje}',
      reintentar: '重试',
      oculta_carta: '在菜单中隐藏',
    },
  },
};

export default mensajes;
