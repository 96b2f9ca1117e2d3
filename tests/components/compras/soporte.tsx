import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  TestMemoryRouter,
  type GetListParams,
} from 'react-admin';
import dataProviderApp from '../../../src/dataProvider';
import type { Compra, DetalleCompra, ResumenCompra } from '../../../common/compras';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { Notificaciones } from '../../../src/notifications';

/** The catalogues the purchase screens read through react-admin (suppliers, products, payment methods). */
const LISTAS: Record<string, object[]> = {
  formasPago: [
    { id: 1, nombre: 'Efectivo' },
    { id: 2, nombre: 'Transferencia' },
  ],
  proveedores: [
    {
      id: 7,
      nombre: 'Distribuidora Andina',
      numero_documento: '900123456',
      tipo_proveedor_cliente: 'proveedor',
    },
    { id: 8, nombre: 'Cliente Solo', numero_documento: '1020', tipo_proveedor_cliente: 'cliente' },
  ],
  productos: [
    { id: 3, nombre: 'Harina' },
    { id: 4, nombre: 'Queso' },
  ],
};

/** The searches the catalogues received (`q`); each answers after a short wait, as a real server does. */
export const busquedas: string[] = [];

export function montar(pagina: ReactNode, ruta: string, locale = 'es') {
  const i18n = crearI18nProvider();
  void i18n.changeLocale(locale);
  const dataProvider = testDataProvider({
    getList: (async (recurso: string, params: GetListParams) => {
      // The purchases list itself goes through the app's dataProvider to the faked API (msw).
      if (recurso === 'compras') return dataProviderApp.getList(recurso, params);
      const data = LISTAS[recurso] ?? [];
      const q = (params.filter as { q?: string } | undefined)?.q;
      if (q) {
        busquedas.push(q);
        await new Promise((listo) => setTimeout(listo, 300));
      }
      return { data, total: data.length };
    }) as never,
  });
  return render(
    <TestMemoryRouter initialEntries={[ruta]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18n} store={memoryStore()} theme={lightTheme}>
        {pagina}
        <Notificaciones />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

export const resumen = (cambios: Partial<ResumenCompra> = {}): ResumenCompra => ({
  id: 21,
  id_sede: 1,
  fecha: '2026-11-20',
  id_nit: 7,
  nit: { id: 7, nombre: 'Distribuidora Andina' },
  numero_factura_proveedor: 'FV-1001',
  id_forma_pago: 1,
  forma_pago: { id: 1, nombre: 'Efectivo' },
  tipo_pago_compra: 1,
  fecha_pago: '2026-11-20',
  subtotal: '37500.00',
  descuento: '2000.00',
  iva: '6745.00',
  total_iva: '6745.00',
  total: '42245.00',
  estado: 'registrada',
  observaciones: null,
  id_begranda: null,
  begrandaId: null,
  cufeCude: null,
  id_begranda_anulado: null,
  cude_anulado: null,
  anulada_at: null,
  motivo_anulacion: null,
  created_at: '2026-11-20T15:00:00.000Z',
  ...cambios,
});

export const linea = (cambios: Partial<DetalleCompra> = {}): DetalleCompra => ({
  id: 1,
  id_producto: 3,
  nombre: 'Harina',
  categoria: 'Insumos',
  cantidad: '3.000',
  costo_unitario: '12500.00',
  subtotal: '37500.00',
  descuento: '2000.00',
  porcentaje_iva: '19.00',
  iva: '6745.00',
  total: '42245.00',
  stock: '8.500',
  stock_minimo: '2.000',
  ...cambios,
});

export const compra = (lineas: DetalleCompra[], cambios: Partial<ResumenCompra> = {}): Compra => ({
  ...resumen(cambios),
  detalle_compra: lineas,
});

export const pagina = <X,>(data: X[], current_page = 0) => ({
  current_page,
  data,
  per_page: 10,
  total: data.length,
  last_page: 1,
});
