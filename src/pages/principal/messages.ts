/** Texts of the home page (/principal). */
export const es = {
  comanda: {
    principal: {
      titulo: 'Inicio',
      saludo: '¡Hola, %{nombre}!',
      saludo_anonimo: '¡Hola!',
      empresa: 'Empresa: %{empresa}',
      prueba: 'Periodo de prueba activo hasta el %{fecha}',
      prueba_sin_fecha: 'Periodo de prueba activo',
      suscripcion: 'Suscripción activa',
      secciones: 'Tus secciones',
      sin_secciones:
        'Tu rol todavía no tiene secciones habilitadas. Pide acceso al administrador de tu empresa.',
      abrir: 'Abrir',
      verificar_correo:
        'Aún no has verificado tu correo %{correo}. Revisa tu bandeja de entrada y abre el enlace que te enviamos.',
    },
  },
};

export const en = {
  comanda: {
    principal: {
      titulo: 'Home',
      saludo: 'Hello, %{nombre}!',
      saludo_anonimo: 'Hello!',
      empresa: 'Company: %{empresa}',
      prueba: 'Trial period active until %{fecha}',
      prueba_sin_fecha: 'Trial period active',
      suscripcion: 'Active subscription',
      secciones: 'Your sections',
      sin_secciones: 'Your role has no sections enabled yet. Ask your company administrator for access.',
      abrir: 'Open',
      verificar_correo:
        'You have not verified your e-mail %{correo} yet. Check your inbox and open the link we sent you.',
    },
  },
};
