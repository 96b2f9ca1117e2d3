/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    informes: {
      desde: 'Date de début',
      hasta: 'Date de fin',
      filtros: 'Filtres du rapport',
      filtrar: 'Filtrer',
      exportar: 'Exporter le rapport',
      totales: 'Totaux',
      todas: 'Toutes',
      vacio: 'Aucune donnée sur cette période.',
      si: 'Oui',
      no: 'Non',
      estado: 'État',
      erp: 'ERP et DIAN',
      fecha_inicio: 'La date de début est obligatoire pour la consultation.',
      fecha_fin: 'La date de fin ne peut pas être antérieure à la date de début.',
    },
  },
};

export default mensajes;
