/** Chinese: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    sin_conexion: {
      sin_conexion: '离线 — 销售保存在本设备上（%{n} 笔待同步）',
      por_sincronizar: '%{n} 笔销售待同步',
      sincronizando: '正在同步 %{n} 笔销售…',
      rechazada: '服务器拒绝了销售 %{numero}：%{mensaje}。请按提示更正后重试；该销售仍保存在本设备上。',
      reintentar: '重试',
      guardada: '离线：销售 %{numero} 已保存在本设备上，恢复连接后将发送。',
    },
  },
};

export default mensajes;
