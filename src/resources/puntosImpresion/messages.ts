export const es = {
  comanda: {
    tiquetes: {
      titulo: 'Tiquetes fallidos',
      ayuda: 'Tiquetes que la impresora de red no recibió después de varios intentos.',
      ninguno: 'No hay tiquetes fallidos.',
      cargando: 'Cargando los tiquetes…',
      mostrador: 'Mostrador',
      orden: 'Orden %{id}',
      reintentar: 'Reintentar',
      reintentar_nombre: 'Reintentar el tiquete de %{mesa}, orden %{id}',
      recibo: 'Recibo de la venta %{numero}',
      reintentar_recibo: 'Reintentar el recibo de la venta %{numero}',
      red_no_disponible:
        'Este servidor no imprime en impresoras de red: la estación imprime desde su navegador en su impresora.',
    },
  },
};

export const en = {
  comanda: {
    tiquetes: {
      titulo: 'Failed tickets',
      ayuda: 'Tickets the network printer did not take after several attempts.',
      ninguno: 'There are no failed tickets.',
      cargando: 'Loading the tickets…',
      mostrador: 'Counter',
      orden: 'Order %{id}',
      reintentar: 'Retry',
      reintentar_nombre: 'Retry the ticket of %{mesa}, order %{id}',
      recibo: 'Receipt of sale %{numero}',
      reintentar_recibo: 'Retry the receipt of sale %{numero}',
      red_no_disponible:
        'This server does not print to network printers: the station prints from its browser to its printer.',
    },
  },
};
