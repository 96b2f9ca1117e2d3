const mensajes = {
  comanda: {
    roles: {
      0: '所有者',
      1: '管理员',
      2: '收银员',
      3: '服务员',
      4: '厨房',
      5: '会计',
    },
    usuarios: {
      titulo: '用户',
      invitar: '邀请用户',
      invitar_titulo: '邀请用户',
      editar_titulo: '编辑用户',
      enviar_invitacion: '发送邀请',
      guardar: '保存',
      cancelar: '取消',
      cancelar_invitacion: '取消邀请',
      reintentar: '重试',
      cargando: '正在加载用户',
      todos_los_modulos: '此角色可访问所有模块。',
      sedes_ayuda: '如不勾选任何门店，该用户可在所有门店工作。',
      pestanas: {
        activos: '在用',
        inactivos: '已停用',
        invitaciones: '邀请',
      },
      vacio: {
        activos: '没有在用的用户。',
        inactivos: '没有已停用的用户。',
        invitaciones: '没有待处理的邀请。',
      },
      campos: {
        nombre: '名字',
        apellido: '姓氏',
        telefono: '电话号码',
        sedes: '门店',
        correo: '电子邮箱',
        rol: '角色',
        modulos: '模块',
        acciones: '操作',
      },
      acciones: {
        editar: '编辑',
        desactivar: '停用',
        reactivar: '重新启用',
        eliminar: '删除',
        reenviar: '重新发送',
        cancelar: '取消',
        transferir: '设为所有者',
      },
      correo_pendiente: '待确认：%{correo}',
      transferir: {
        titulo: '转让账户所有权',
        aviso: '%{nombre} 将成为账户所有者，您将变为管理员。双方的会话都将被注销。请输入您的密码以确认。',
        contrasena: '您的密码',
        confirmar: '转让',
      },
    },
  },
};

export default mensajes;
