const mensajes = {
  comanda: {
    auth: {
      sin_permiso: '您没有访问此模块的权限。',
    },
    indicativo: {
      etiqueta: '国际区号',
      bandera: '%{pais}国旗',
    },
    freemium: {
      titulo: '已达到套餐上限',
      mensaje: '您的试用或免费套餐不允许再添加记录。请购买套餐以继续创建。',
      ver_planes: '查看套餐',
    },
    comun: {
      cargando: '加载中...',
      regresar: '返回',
      cerrar: '关闭',
      migas: '导航路径',
      seleccionar: '请选择一个选项',
    },
    confirmacion: {
      cancelar: '取消',
      si: '是',
      eliminar: '删除',
      delete: {
        titulo: '删除记录',
        contenido: '确定要删除此记录吗？',
        contenido_nombre: '确定要删除“%{nombre}”吗？',
      },
      cancelSale: {
        titulo: '作废销售',
        contenido: '确定要作废这笔销售吗？',
        contenido_nombre: '确定要作废销售 %{nombre} 吗？',
      },
      default: {
        titulo: '确认',
        contenido: '是否继续？',
        contenido_nombre: '是否继续处理 %{nombre}？',
      },
    },
    notificacion: {
      success: '操作成功',
      warning: '警告',
      error: '错误',
      info: '信息',
    },
    error_modulo: {
      mensaje: '哎呀！出了点问题。进入该模块时应用程序发生错误。',
      modulo: '模块：%{modulo}',
      reintentar: '重试',
      inicio: '返回首页',
    },
    resultado: {
      exito: '操作成功',
      error: '发生错误',
      procesando: '正在处理，请稍候...',
    },
    copiar: {
      copiar: '复制',
      copiado: '已复制！',
    },
    erp: {
      begranda: 'Begranda',
      dian: 'DIAN（哥伦比亚税务局）',
      ver_dian: '在 DIAN 查看',
      grupo: 'ERP 与 DIAN 状态',
      enviado: '已发送至 ERP：%{id}',
      validado: '已通过 DIAN 验证',
      fallida: '发送至 Begranda ERP 的交易失败！',
      exitosa: '交易成功！',
    },
  },
};

export default mensajes;
