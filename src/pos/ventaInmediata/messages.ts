/** Texts of the counter sale (/ventaInmediata, issue 9). */
export const es = {
  comanda: {
    venta_inmediata: {
      titulo: 'Venta inmediata',
      cargando: 'Cargando el catálogo',
      carrito: 'Carrito',
      vacio: 'Toca un producto o escanea su código para agregarlo.',
      menos: 'Uno menos de %{nombre}',
      mas: 'Uno más de %{nombre}',
      quitar: 'Quitar %{nombre}',
      total: 'Total',
      cobrar: 'Cobrar',
      ver_carrito: 'Ver carrito (%{cantidad})',
      cerrar_carrito: 'Cerrar carrito',
      sin_caja: 'No hay una caja abierta en esta sede; abre la caja para vender.',
      abrir_caja: 'Abrir caja',
      ultima: 'Venta %{numero} registrada por %{total}.',
      ultima_cambio: 'Venta %{numero} registrada por %{total}. Cambio: %{cambio}.',
      codigo_desconocido: 'No hay un producto con el código %{codigo}',
      ver_recibo: 'Ver recibo',
    },
  },
};

export const en: typeof es = {
  comanda: {
    venta_inmediata: {
      titulo: 'Immediate sale',
      cargando: 'Loading the catalogue',
      carrito: 'Cart',
      vacio: 'Tap a product or scan its code to add it.',
      menos: 'One less %{nombre}',
      mas: 'One more %{nombre}',
      quitar: 'Remove %{nombre}',
      total: 'Total',
      cobrar: 'Charge',
      ver_carrito: 'View cart (%{cantidad})',
      cerrar_carrito: 'Close cart',
      sin_caja: 'There is no open register in this venue; open the register to sell.',
      abrir_caja: 'Open register',
      ultima: 'Sale %{numero} recorded for %{total}.',
      ultima_cambio: 'Sale %{numero} recorded for %{total}. Change: %{cambio}.',
      codigo_desconocido: 'There is no product with the code %{codigo}',
      ver_recibo: 'View receipt',
    },
  },
};
