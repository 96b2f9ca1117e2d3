/** French: the texts of ./messages.ts, key for key (src/i18n/otrosIdiomas.ts loads it with the locale). */
const mensajes = {
  comanda: {
    anulacion: {
      femenino: {
        erp: "annulée dans l'ERP",
        soloComanda: 'annulée uniquement dans Comanda',
        simple: 'annulée',
      },
      masculino: {
        erp: "annulé dans l'ERP",
        soloComanda: 'annulé uniquement dans Comanda',
        simple: 'annulé',
      },
    },
  },
};

export default mensajes;
