import type { Informe } from './tipos';

/**
 * Issue 29: the reports whose rows are cancellations that go to the ERP and DIAN as their own documents (`modulo`,
 * a chip's kind). Their rows also carry `id_begranda_anulado`, `cude_anulado` (spec §3) and `ambiente_anulado`
 * (DIAN's environment of the code), and the grid shows the ERP chips — and, with `genero`, spec §4's
 * cancelled-state label. Apart from the declarations, which the app's first load reads (menu, routes).
 */
export interface ErpDeInforme {
  modulo: 'canceledSale' | 'canceledPurchase' | 'canceledExpense';
  genero?: 'femenino' | 'masculino';
}

const ERP_INFORMES: Readonly<Record<string, ErpDeInforme>> = {
  informeVentasCanceladas: { modulo: 'canceledSale' },
  informeDevolucionesCompras: { modulo: 'canceledPurchase', genero: 'femenino' },
  informeDevolucionGastos: { modulo: 'canceledExpense', genero: 'masculino' },
};

export const erpDeInforme = (informe: Informe): ErpDeInforme | undefined => ERP_INFORMES[informe.modulo];
