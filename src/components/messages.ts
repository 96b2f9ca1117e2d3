/**
 * Texts of the shared pieces (spec §2 'Shared pieces', §4 'Notification severities', §8 render fallback), the route
 * guard and the country-code dropdown: the shell's, loaded with the entry (src/i18n/textos.ts). Spanish is
 * the spec's exact wording; English is complete.
 */
export const es = {
  comanda: {
    auth: {
      sin_permiso: 'No tienes permiso para acceder a este módulo.',
    },
    indicativo: {
      etiqueta: 'Indicativo',
      bandera: 'Bandera de %{pais}',
    },
    freemium: {
      titulo: 'Límite del plan alcanzado',
      mensaje: 'Tu plan de prueba o gratuito no permite registrar más. Adquiere un plan para seguir creando.',
      ver_planes: 'Ver planes',
    },
    comun: {
      cargando: 'Cargando...',
      regresar: 'Regresar',
      cerrar: 'Cerrar',
      migas: 'Ruta de navegación',
      seleccionar: 'Seleccionar una opción',
    },
    confirmacion: {
      cancelar: 'Cancelar',
      si: 'Si',
      eliminar: 'Eliminar',
      delete: {
        titulo: 'Eliminar registro',
        contenido: '¿Estás seguro de eliminar este registro?',
        contenido_nombre: '¿Estás seguro de eliminar «%{nombre}»?',
      },
      cancelSale: {
        titulo: 'Anular venta',
        contenido: '¿Estás seguro de anular esta venta?',
        contenido_nombre: '¿Estás seguro de anular la venta %{nombre}?',
      },
      default: {
        titulo: 'Confirmar',
        contenido: '¿Deseas continuar?',
        contenido_nombre: '¿Deseas continuar con %{nombre}?',
      },
    },
    notificacion: {
      success: 'Operación exitosa',
      warning: 'Advertencia',
      error: 'Error',
      info: 'Información',
    },
    error_modulo: {
      mensaje:
        '¡Ups! Algo no está funcionando bien. Ha ocurrido un error en la aplicación al momento de ingresar al módulo.',
      modulo: 'Módulo: %{modulo}',
      reintentar: 'Intentar de nuevo',
      inicio: 'Regresar al inicio',
    },
    resultado: {
      exito: 'Operación exitosa',
      error: 'Ha ocurrido un error',
      procesando: 'Procesando, por favor espera...',
    },
    copiar: {
      copiar: 'Copiar',
      copiado: '¡Copiado!',
    },
    erp: {
      begranda: 'Begranda',
      dian: 'Dian',
      ver_dian: 'Ver en DIAN',
      grupo: 'Estado en la ERP y la DIAN',
      enviado: 'Enviado a la ERP: %{id}',
      validado: 'Validado por la DIAN',
      fallida: 'Transacción Fallida enviando a la ERP de Begranda !!',
      exitosa: 'Transacción Exitosa !!',
    },
  },
};

export const en = {
  comanda: {
    auth: {
      sin_permiso: 'You do not have permission to open this module.',
    },
    indicativo: {
      etiqueta: 'Dial code',
      bandera: 'Flag of %{pais}',
    },
    freemium: {
      titulo: 'Plan limit reached',
      mensaje: 'Your trial or free plan allows no more records. Get a plan to keep creating.',
      ver_planes: 'See plans',
    },
    comun: {
      cargando: 'Loading...',
      regresar: 'Go back',
      cerrar: 'Close',
      migas: 'Breadcrumb',
      seleccionar: 'Select an option',
    },
    confirmacion: {
      cancelar: 'Cancel',
      si: 'Yes',
      eliminar: 'Delete',
      delete: {
        titulo: 'Delete record',
        contenido: 'Are you sure you want to delete this record?',
        contenido_nombre: 'Are you sure you want to delete “%{nombre}”?',
      },
      cancelSale: {
        titulo: 'Cancel sale',
        contenido: 'Are you sure you want to cancel this sale?',
        contenido_nombre: 'Are you sure you want to cancel sale %{nombre}?',
      },
      default: {
        titulo: 'Confirm',
        contenido: 'Do you want to continue?',
        contenido_nombre: 'Do you want to continue with %{nombre}?',
      },
    },
    notificacion: {
      success: 'Success',
      warning: 'Warning',
      error: 'Error',
      info: 'Information',
    },
    error_modulo: {
      mensaje:
        'Oops! Something is not working. An error occurred in the application while opening the module.',
      modulo: 'Module: %{modulo}',
      reintentar: 'Try again',
      inicio: 'Back to home',
    },
    resultado: {
      exito: 'Operation successful',
      error: 'An error occurred',
      procesando: 'Processing, please wait...',
    },
    copiar: {
      copiar: 'Copy',
      copiado: 'Copied!',
    },
    erp: {
      begranda: 'Begranda',
      dian: 'DIAN',
      ver_dian: 'View at DIAN',
      grupo: 'State in the ERP and at DIAN',
      enviado: 'Sent to the ERP: %{id}',
      validado: 'Validated by DIAN',
      fallida: 'Failed transaction sending to the Begranda ERP!!',
      exitosa: 'Successful transaction!!',
    },
  },
};
