const mensajes = {
  comanda: {
    anulacion: {
      femenino: {
        erp: 'ملغاة في نظام ERP',
        soloComanda: 'ملغاة في Comanda فقط',
        simple: 'ملغاة',
      },
      masculino: {
        erp: 'ملغى في نظام ERP',
        soloComanda: 'ملغى في Comanda فقط',
        simple: 'ملغى',
      },
    },
  },
};

export default mensajes;
