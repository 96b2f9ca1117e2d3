/** Texts of the offline sales' review (/cuadreCaja/sinConexion, issue 31). */
export const es = {
  comanda: {
    ventasSinConexion: {
      titulo: 'Ventas sin conexión',
      ayuda:
        'Ventas hechas en un equipo sin conexión y recibidas después. Se registraron como se hicieron; revisa las que ya no se podían vender así.',
      vacio: 'No hay ventas sin conexión por revisar.',
      revisada: 'Marcar revisada',
      vista: 'Revisada',
      campos: {
        solo_revisar: 'Solo por revisar',
        venta: 'Venta',
        contingencia: 'Número de contingencia',
        sede: 'Sede',
        hecha_en: 'Hecha el',
        total: 'Total',
        motivos: 'Para revisar',
        acciones: 'Acciones',
      },
      motivos: {
        producto_inactivo: '%{nombre}: desactivado mientras tanto',
        precio_cambiado: '%{nombre}: vendido a %{antes}, hoy cuesta %{ahora}',
        sin_inventario: '%{nombre}: había %{antes}, quedó en %{ahora}',
        tras_cierre: 'Llegó después del cierre de su caja',
      },
    },
  },
};

export const en: typeof es = {
  comanda: {
    ventasSinConexion: {
      titulo: 'Offline sales',
      ayuda:
        'Sales made on a device while offline and received later. They were recorded as made; review those that could no longer be sold that way.',
      vacio: 'No offline sales to review.',
      revisada: 'Mark reviewed',
      vista: 'Reviewed',
      campos: {
        solo_revisar: 'To review only',
        venta: 'Sale',
        contingencia: 'Contingency number',
        sede: 'Venue',
        hecha_en: 'Made at',
        total: 'Total',
        motivos: 'To review',
        acciones: 'Actions',
      },
      motivos: {
        producto_inactivo: '%{nombre}: deactivated meanwhile',
        precio_cambiado: '%{nombre}: sold at %{antes}, now costs %{ahora}',
        sin_inventario: '%{nombre}: stock was %{antes}, now %{ahora}',
        tras_cierre: 'Arrived after its register closed',
      },
    },
  },
};
