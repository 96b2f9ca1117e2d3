const mensajes = {
  comanda: {
    principal: {
      titulo: '首页',
      saludo: '您好，%{nombre}！',
      saludo_anonimo: '您好！',
      empresa: '公司：%{empresa}',
      prueba: '试用期有效至 %{fecha}',
      prueba_sin_fecha: '试用期进行中',
      suscripcion: '订阅有效',
      secciones: '您的功能模块',
      sin_secciones: '您的角色尚未开通任何模块。请向公司管理员申请权限。',
      abrir: '打开',
      inicio: {
        titulo: '从这里开始',
        intro: '只需五步即可完成第一笔销售。每完成一步都会自动打勾。',
        progreso: '已完成 %{hechos} / %{total} 步',
        ocultar: '隐藏指南',
        hecho: '已完成',
        pendiente: '待完成',
        datos: {
          titulo: '您的商家信息',
          ayuda: '公司法定名称和 NIT（税号），将显示在收据上。',
          accion: '填写信息',
        },
        menu: {
          titulo: '您的菜单',
          ayuda: '逐个创建商品，或从 Excel 文件导入。',
          accion: '创建商品',
        },
        mesas: {
          titulo: '您的餐桌',
          ayuda: '批量创建餐桌，并在平面图上摆放位置。',
          accion: '创建餐桌',
        },
        caja: {
          titulo: '开启收银台',
          ayuda: '填写当天开始时的现金金额。',
          accion: '开启收银台',
        },
        venta: {
          titulo: '第一笔销售',
          ayuda: '在柜台完成一笔销售，或为一张餐桌结账。',
          accion: '开始销售',
        },
      },
      verificar_correo: '您尚未验证邮箱 %{correo}。请查看收件箱并打开我们发送给您的链接。',
    },
  },
};

export default mensajes;
