/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    ventasSinConexion: {
      titulo: 'Ventes hors ligne',
      ayuda:
        'Ventes faites sur un appareil hors ligne et reçues plus tard. Elles ont été enregistrées telles quelles ; vérifiez celles qui ne pouvaient plus être vendues ainsi.',
      vacio: 'Aucune vente hors ligne à vérifier.',
      revisada: 'Marquer vérifiée',
      vista: 'Vérifiée',
      campos: {
        solo_revisar: 'À vérifier seulement',
        venta: 'Vente',
        contingencia: 'Numéro de secours',
        sede: 'Site',
        hecha_en: 'Faite le',
        total: 'Total',
        motivos: 'À vérifier',
        acciones: 'Actions',
      },
      motivos: {
        producto_inactivo: '%{nombre} : désactivé entre-temps',
        precio_cambiado: '%{nombre} : vendu à %{antes}, coûte maintenant %{ahora}',
        sin_inventario: '%{nombre} : stock de %{antes}, maintenant %{ahora}',
        tras_cierre: 'Arrivée après la clôture de sa caisse',
      },
    },
  },
};

export default mensajes;
