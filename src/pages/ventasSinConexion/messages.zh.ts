/** Chinese: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    ventasSinConexion: {
      titulo: '离线销售',
      ayuda: '在离线设备上完成、稍后收到的销售。它们已按原样记录；请检查那些已无法按原样销售的记录。',
      vacio: '没有待检查的离线销售。',
      revisada: '标记为已检查',
      vista: '已检查',
      campos: {
        solo_revisar: '仅待检查',
        venta: '销售',
        contingencia: '应急编号',
        sede: '门店',
        hecha_en: '发生时间',
        total: '合计',
        motivos: '待检查',
        acciones: '操作',
      },
      motivos: {
        producto_inactivo: '%{nombre}：期间已停用',
        precio_cambiado: '%{nombre}：以 %{antes} 售出，现价 %{ahora}',
        sin_inventario: '%{nombre}：库存原为 %{antes}，现为 %{ahora}',
        tras_cierre: '在其收银台结账后到达',
      },
    },
  },
};

export default mensajes;
