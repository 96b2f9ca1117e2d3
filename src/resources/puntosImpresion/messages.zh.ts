const mensajes = {
  comanda: {
    tiquetes: {
      titulo: '打印失败的小票',
      ayuda: '多次尝试后网络打印机仍未收到的小票。',
      ninguno: '没有打印失败的小票。',
      cargando: '正在加载小票…',
      mostrador: '柜台',
      orden: '订单 %{id}',
      reintentar: '重试',
      reintentar_nombre: '重新打印 %{mesa} 订单 %{id} 的小票',
      recibo: '销售 %{numero} 的收据',
      reintentar_recibo: '重新打印销售 %{numero} 的收据',
      red_no_disponible: '此服务器不支持网络打印机打印：工作站将通过其浏览器在自己的打印机上打印。',
    },
  },
};

export default mensajes;
