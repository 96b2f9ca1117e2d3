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
      inicio: {
        titulo: 'Empieza aquí',
        intro: 'Cinco pasos hasta tu primera venta. Cada uno se marca solo cuando lo completas.',
        progreso: '%{hechos} de %{total} pasos completados',
        ocultar: 'Ocultar la guía',
        hecho: 'Hecho',
        pendiente: 'Pendiente',
        datos: {
          titulo: 'Los datos de tu negocio',
          ayuda: 'Razón social y NIT, para que salgan en el recibo.',
          accion: 'Completar datos',
        },
        menu: {
          titulo: 'Tu carta',
          ayuda: 'Crea tus productos uno a uno o impórtalos desde un archivo de Excel.',
          accion: 'Crear productos',
        },
        mesas: {
          titulo: 'Tus mesas',
          ayuda: 'Crea tus mesas, varias a la vez, y ubícalas en el plano.',
          accion: 'Crear mesas',
        },
        caja: {
          titulo: 'Abre la caja',
          ayuda: 'Indica con cuánto efectivo empiezas el día.',
          accion: 'Abrir caja',
        },
        venta: {
          titulo: 'Tu primera venta',
          ayuda: 'Cobra una venta en mostrador o la cuenta de una mesa.',
          accion: 'Vender',
        },
      },
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
      inicio: {
        titulo: 'Start here',
        intro: 'Five steps to your first sale. Each one is ticked by itself once you complete it.',
        progreso: '%{hechos} of %{total} steps completed',
        ocultar: 'Hide the guide',
        hecho: 'Done',
        pendiente: 'Pending',
        datos: {
          titulo: 'Your business details',
          ayuda: 'Business name and NIT, so they show on the receipt.',
          accion: 'Complete details',
        },
        menu: {
          titulo: 'Your menu',
          ayuda: 'Create your products one by one or import them from an Excel file.',
          accion: 'Create products',
        },
        mesas: {
          titulo: 'Your tables',
          ayuda: 'Create your tables, several at once, and place them on the floor plan.',
          accion: 'Create tables',
        },
        caja: {
          titulo: 'Open the register',
          ayuda: 'Enter the cash you start the day with.',
          accion: 'Open register',
        },
        venta: {
          titulo: 'Your first sale',
          ayuda: 'Charge a counter sale or a table’s bill.',
          accion: 'Sell',
        },
      },
      verificar_correo:
        'You have not verified your e-mail %{correo} yet. Check your inbox and open the link we sent you.',
    },
  },
};
