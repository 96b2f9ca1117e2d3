const mensajes = {
  comanda: {
    anulacion: {
      femenino: {
        erp: '已在 ERP 中作废',
        soloComanda: '仅在 Comanda 中作废',
        simple: '已作废',
      },
      masculino: {
        erp: '已在 ERP 中作废',
        soloComanda: '仅在 Comanda 中作废',
        simple: '已作废',
      },
    },
  },
};

export default mensajes;
