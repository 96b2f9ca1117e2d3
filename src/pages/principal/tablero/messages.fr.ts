/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    tablero: {
      titulo: 'Votre commerce',
      hoy: {
        titulo: "Aujourd'hui · %{fecha}",
        ventas: 'Ventes',
        total: "Chiffre d'affaires",
        propinas: 'Pourboires',
        canceladas: 'Annulées',
        cajas: 'Caisses ouvertes',
        ordenes: 'Commandes en cours',
        por_cobrar: 'En commandes ouvertes',
      },
      ventas_dias: {
        titulo: 'Ventes par jour · %{mes}',
        resumen: '%{total} en %{ventas} ventes',
        vacio: 'Aucune vente ce mois-ci pour le moment.',
      },
      siete_dias: {
        titulo: "Chiffre d'affaires des sept derniers jours",
        resumen: '%{total} du %{desde} au %{hasta}',
        vacio: 'Aucune vente au cours des sept derniers jours.',
      },
      ventas_egresos: {
        titulo: 'Ventes et dépenses',
        ventas: 'Ventes',
        egresos: 'Sorties (dépenses et achats)',
        vacio: 'Aucune vente, dépense ni achat sur ces mois pour le moment.',
      },
      mas_vendidos: {
        titulo: 'Meilleures ventes · %{mes}',
        fila: '%{cantidad} · %{total}',
        vacio: 'Aucun produit vendu ce mois-ci pour le moment.',
      },
      ultimas_ventas: {
        titulo: 'Dernières ventes',
        vacio: 'Aucune vente pour le moment.',
      },
      ordenes: {
        titulo: 'Dernières commandes en cours',
        mostrador: 'Comptoir',
        detalle: '%{mesero} · %{fecha}',
        vacio: 'Aucune commande ouverte.',
      },
      utilidades: {
        titulo: 'Bénéfice · %{mes}',
        ventas: 'Ventes',
        compras: 'Achats',
        gastos: 'Dépenses',
        utilidad: 'Bénéfice',
        nota: 'Ventes moins achats et dépenses, taxes comprises.',
      },
      totales: {
        titulo: 'Totaux du mois · %{mes}',
        ventas: 'Ventes',
        total: 'Total des ventes',
        ticket: 'Panier moyen',
        impuestos: 'Taxes',
        descuentos: 'Remises',
        propinas: 'Pourboires',
        canceladas: 'Annulées',
      },
    },
  },
};

export default mensajes;
