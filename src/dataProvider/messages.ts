/**
 * Texts of failed calls without a server message (spec §8: the server's message, else the generic message). The
 * generic text is the spec's; English is complete.
 */
export const es = {
  comanda: {
    errores: {
      generico: 'Hubo un error en el sistema, si el error persiste porfavor comuniquese con soporte.',
      tiempo_agotado: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
      sin_conexion:
        'Sin conexión: el dispositivo no está conectado a internet. Revisa la red y vuelve a intentarlo.',
      reintentar: 'Reintentar',
    },
  },
};

export const en = {
  comanda: {
    errores: {
      generico: 'There was a system error; if it persists, please contact support.',
      tiempo_agotado: 'The server took too long to answer. Please try again.',
      sin_conexion: 'Offline: the device is not connected to the internet. Check the network and try again.',
      reintentar: 'Retry',
    },
  },
};
