/** Italian: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    ventasSinConexion: {
      titulo: 'Vendite offline',
      ayuda:
        'Vendite fatte su un dispositivo offline e ricevute dopo. Sono state registrate come fatte; controlla quelle che non si potevano più vendere così.',
      vacio: 'Nessuna vendita offline da controllare.',
      revisada: 'Segna come controllata',
      vista: 'Controllata',
      campos: {
        solo_revisar: 'Solo da controllare',
        venta: 'Vendita',
        contingencia: 'Numero di emergenza',
        sede: 'Punto vendita',
        hecha_en: 'Fatta il',
        total: 'Totale',
        motivos: 'Da controllare',
        acciones: 'Azioni',
      },
      motivos: {
        producto_inactivo: '%{nombre}: disattivato nel frattempo',
        precio_cambiado: '%{nombre}: venduto a %{antes}, ora costa %{ahora}',
        sin_inventario: '%{nombre}: giacenza %{antes}, ora %{ahora}',
        tras_cierre: 'Arrivata dopo la chiusura della sua cassa',
      },
    },
  },
};

export default mensajes;
