export default {
  comanda: {
    opciones_modificador: {
      titulo: '选项',
      ayuda: '在收银台选择的内容。价格加到商品价格上（含税；留空为免费），如有配料，每售出一件即从库存扣除。',
      nombre: '选项',
      precio: '加价',
      ingrediente: '消耗的配料',
      cantidad: '数量',
      agregar: '添加选项',
      guardar: '保存选项',
      cargando: '正在加载选项…',
      no_cargo: '无法加载选项：%{mensaje}',
    },
  },
};
