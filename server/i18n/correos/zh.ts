import type { TextosCorreo } from './es';

export const zh: TextosCorreo = {
  comun: {
    saludo: '{nombre}，您好：',
    saludoSinNombre: '您好：',
    sinBoton: '如果按钮无法使用，请将以下链接复制并粘贴到浏览器中：',
    firma: '— Comanda 团队',
    avisoSeguridad: '这是一封自动发送的安全通知。',
  },
  verificacion: {
    asunto: '验证您的电子邮箱',
    titulo: '验证您的电子邮箱',
    parrafos: ['感谢您创建 Comanda 账户。最后一步，请确认此电子邮箱归您所有。', '此链接在 72 小时内有效。'],
    boton: '验证我的邮箱',
    pie: '如果您没有创建 Comanda 账户，请忽略此邮件。',
  },
  restablecimiento: {
    asunto: '重置您的密码',
    titulo: '重置您的密码',
    parrafos: ['我们收到了重置您 Comanda 账户密码的请求。', '此链接在 60 分钟内有效，且只能使用一次。'],
    boton: '重置密码',
    pie: '如果您没有申请此更改，请忽略此邮件：您的密码将保持不变。',
  },
  invitacion: {
    asunto: '{empresa} 邀请您加入 Comanda',
    titulo: '{empresa} 邀请您加入',
    parrafos: [
      '{empresa} 邀请您使用此电子邮箱登录 Comanda。',
      '如需接受邀请，请填写您的姓名并设置密码。',
      '此链接在 {dias} 天内有效，且只能使用一次。',
    ],
    boton: '接受邀请',
    pie: '如果您并未期待此邀请，请忽略此邮件。',
  },
  intentosFallidos: {
    asunto: '您的账户出现多次登录失败',
    titulo: '登录失败提醒',
    parrafos: [
      '有人使用错误的密码连续 {fallos} 次尝试登录您的 Comanda 账户。',
      '为保障安全，之后每次尝试都需要等待更长时间。',
      '如果是您本人，请等待几分钟后重试。如果不是您本人，建议您更改密码。',
    ],
    boton: '更改我的密码',
  },
  passwordCambiada: {
    asunto: '您的密码已更改',
    titulo: '您的密码已更改',
    parrafos: [
      '您的 Comanda 账户密码已重置，所有已登录的会话均已退出。',
      '如果这不是您本人的操作，请立即申请新的重置链接，并通知贵公司的管理员。',
    ],
    boton: '重置密码',
  },
  confirmarCambio: {
    asunto: '确认您的新电子邮箱',
    titulo: '确认您的新电子邮箱',
    parrafos: [
      '{empresa} 已申请让您的 Comanda 用户改用此电子邮箱。',
      '通过此链接确认后，更改才会生效；在此之前，您仍使用当前邮箱登录。',
      '此链接在 {horas} 小时内有效，且只能使用一次。',
    ],
    boton: '确认我的新邮箱',
    pie: '如果您并未期待此更改，请忽略此邮件：您的用户不会有任何变化。',
  },
  avisoCambio: {
    asunto: '有人申请更改您用户的电子邮箱',
    titulo: '有人申请更改您用户的电子邮箱',
    parrafos: [
      '{empresa} 已申请让您的 Comanda 用户改用电子邮箱 {nuevo}。',
      '只有通过发送到该地址的链接确认后，更改才会生效；生效时，您所有已登录的会话都将退出。',
      '如果您不认可此更改，请通知贵公司的所有者并更改您的密码。',
    ],
    boton: '更改我的密码',
  },
};
