/** Texts of selling offline (issue 31): the header's connection state and the offline receipt. */
export const es = {
  comanda: {
    sin_conexion: {
      sin_conexion: 'Sin conexión — las ventas se guardan en este equipo (%{n} por sincronizar)',
      por_sincronizar: '%{n} ventas por sincronizar',
      sincronizando: 'Sincronizando %{n} ventas…',
      rechazada:
        'El servidor rechazó la venta %{numero}: %{mensaje}. Corrige lo que indica y reintenta; la venta sigue guardada en este equipo.',
      reintentar: 'Reintentar',
      guardada: 'Sin conexión: venta %{numero} guardada en este equipo; se enviará al volver la conexión.',
    },
  },
};

export const en: typeof es = {
  comanda: {
    sin_conexion: {
      sin_conexion: 'Offline — sales are kept on this device (%{n} to sync)',
      por_sincronizar: '%{n} sales to sync',
      sincronizando: 'Syncing %{n} sales…',
      rechazada:
        'The server refused sale %{numero}: %{mensaje}. Fix what it says and retry; the sale stays on this device.',
      reintentar: 'Retry',
      guardada: 'Offline: sale %{numero} kept on this device; it will be sent when the connection returns.',
    },
  },
};
