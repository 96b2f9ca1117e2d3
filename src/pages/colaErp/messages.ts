/** Texts of /configSistema/colaErp (issue 29: the documents the ERP/DIAN has not accepted yet). */
export const es = {
  comanda: {
    colaErpPagina: {
      titulo: 'Cola de la ERP y la DIAN',
      ayuda:
        'Documentos que la ERP o la DIAN aún no han aceptado: pendientes, enviados a la ERP sin validar, fallidos o emitidos en contingencia. La DIAN da 48 horas para transmitir un documento emitido en contingencia.',
      todos: 'Todos',
      vacio: 'No hay documentos pendientes: la ERP y la DIAN aceptaron todos.',
      reintentar: 'Reintentar',
      reintentar_documento: 'Reintentar %{modulo} %{id}',
      horas: '%{horas} h de 48 h',
      alertas: { porVencer: 'por vencer', vencido: 'vencido' },
      estados: {
        pendiente: 'Pendiente',
        enviado: 'En la ERP, sin validar',
        fallido: 'Fallido',
        contingencia: 'En contingencia',
      },
      campos: {
        modulo: 'Tipo',
        numero: 'Número',
        fecha: 'Fecha',
        antiguedad: 'Sin transmitir',
        estado: 'Estado',
        error: 'Último error',
        intentos: 'Intentos',
        acciones: 'Acciones',
      },
    },
  },
};

export const en = {
  comanda: {
    colaErpPagina: {
      titulo: 'ERP and DIAN queue',
      ayuda:
        'Documents the ERP or DIAN has not accepted yet: pending, sent to the ERP but not validated, failed or issued in contingency. DIAN allows 48 hours to transmit a document issued in contingency.',
      todos: 'All',
      vacio: 'No documents pending: the ERP and DIAN accepted them all.',
      reintentar: 'Retry',
      reintentar_documento: 'Retry %{modulo} %{id}',
      horas: '%{horas} h of 48 h',
      alertas: { porVencer: 'due soon', vencido: 'overdue' },
      estados: {
        pendiente: 'Pending',
        enviado: 'In the ERP, not validated',
        fallido: 'Failed',
        contingencia: 'In contingency',
      },
      campos: {
        modulo: 'Kind',
        numero: 'Number',
        fecha: 'Date',
        antiguedad: 'Untransmitted',
        estado: 'State',
        error: 'Last error',
        intentos: 'Attempts',
        acciones: 'Actions',
      },
    },
  },
};
