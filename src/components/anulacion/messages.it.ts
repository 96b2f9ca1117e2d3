const mensajes = {
  comanda: {
    anulacion: {
      femenino: {
        erp: "annullata nell'ERP",
        soloComanda: 'annullata solo in Comanda',
        simple: 'annullata',
      },
      masculino: {
        erp: "annullato nell'ERP",
        soloComanda: 'annullato solo in Comanda',
        simple: 'annullato',
      },
    },
  },
};

export default mensajes;
