const mensajes = {
  comanda: {
    errores: {
      generico: '系统出现错误，如果问题持续存在，请联系技术支持。',
      tiempo_agotado: '服务器响应超时，请重试。',
      sin_conexion: '无网络连接：设备未连接到互联网。请检查网络后重试。',
      reintentar: '重试',
    },
  },
};

export default mensajes;
