const mensajes = {
  comanda: {
    venta_inmediata: {
      titulo: 'Vendita immediata',
      cargando: 'Caricamento del catalogo',
      carrito: 'Carrello',
      vacio: 'Tocca un prodotto o scansiona il suo codice per aggiungerlo.',
      menos: 'Uno in meno di %{nombre}',
      mas: 'Uno in più di %{nombre}',
      quitar: 'Rimuovi %{nombre}',
      total: 'Totale',
      cobrar: 'Incassa',
      ver_carrito: 'Vedi carrello (%{cantidad})',
      cerrar_carrito: 'Chiudi carrello',
      sin_caja: 'Non c’è una cassa aperta in questo punto vendita; apri la cassa per vendere.',
      abrir_caja: 'Apri cassa',
      ultima: 'Vendita %{numero} registrata per %{total}.',
      ultima_cambio: 'Vendita %{numero} registrata per %{total}. Resto: %{cambio}.',
      codigo_desconocido: 'Nessun prodotto con il codice %{codigo}',
      ver_recibo: 'Vedi scontrino',
    },
  },
};

export default mensajes;
