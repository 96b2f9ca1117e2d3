/** Texts of the owner's dashboard on /principal (issue 27). */
export const es = {
  comanda: {
    tablero: {
      titulo: 'Tu negocio',
      hoy: {
        titulo: 'Hoy · %{fecha}',
        ventas: 'Ventas',
        total: 'Vendido',
        propinas: 'Propinas',
        canceladas: 'Canceladas',
        cajas: 'Cajas abiertas',
        ordenes: 'Órdenes activas',
        por_cobrar: 'En órdenes abiertas',
      },
      ventas_dias: {
        titulo: 'Ventas por día · %{mes}',
        resumen: '%{total} en %{ventas} ventas',
        vacio: 'Aún no hay ventas este mes.',
      },
      siete_dias: {
        titulo: 'Facturado en los últimos siete días',
        resumen: '%{total} del %{desde} al %{hasta}',
        vacio: 'No hubo ventas en los últimos siete días.',
      },
      ventas_egresos: {
        titulo: 'Ventas frente a egresos',
        ventas: 'Ventas',
        egresos: 'Egresos (gastos y compras)',
        vacio: 'Aún no hay ventas, gastos ni compras en estos meses.',
      },
      mas_vendidos: {
        titulo: 'Más vendidos · %{mes}',
        fila: '%{cantidad} · %{total}',
        vacio: 'Aún no hay productos vendidos este mes.',
      },
      ultimas_ventas: {
        titulo: 'Últimas ventas',
        vacio: 'Aún no hay ventas.',
      },
      ordenes: {
        titulo: 'Últimas órdenes activas',
        mostrador: 'Mostrador',
        detalle: '%{mesero} · %{fecha}',
        vacio: 'No hay órdenes abiertas.',
      },
      utilidades: {
        titulo: 'Utilidad · %{mes}',
        ventas: 'Ventas',
        compras: 'Compras',
        gastos: 'Gastos',
        utilidad: 'Utilidad',
        nota: 'Ventas menos compras y gastos, con impuestos incluidos.',
      },
      totales: {
        titulo: 'Totales del mes · %{mes}',
        ventas: 'Ventas',
        total: 'Total vendido',
        ticket: 'Ticket promedio',
        impuestos: 'Impuestos',
        descuentos: 'Descuentos',
        propinas: 'Propinas',
        canceladas: 'Canceladas',
      },
    },
  },
};

export const en = {
  comanda: {
    tablero: {
      titulo: 'Your business',
      hoy: {
        titulo: 'Today · %{fecha}',
        ventas: 'Sales',
        total: 'Sold',
        propinas: 'Tips',
        canceladas: 'Cancelled',
        cajas: 'Open registers',
        ordenes: 'Active orders',
        por_cobrar: 'In open orders',
      },
      ventas_dias: {
        titulo: 'Sales per day · %{mes}',
        resumen: '%{total} in %{ventas} sales',
        vacio: 'No sales this month yet.',
      },
      siete_dias: {
        titulo: 'Billed in the last seven days',
        resumen: '%{total} from %{desde} to %{hasta}',
        vacio: 'No sales in the last seven days.',
      },
      ventas_egresos: {
        titulo: 'Sales against expenses',
        ventas: 'Sales',
        egresos: 'Outgoings (expenses and purchases)',
        vacio: 'No sales, expenses or purchases in these months yet.',
      },
      mas_vendidos: {
        titulo: 'Best sellers · %{mes}',
        fila: '%{cantidad} · %{total}',
        vacio: 'No products sold this month yet.',
      },
      ultimas_ventas: {
        titulo: 'Latest sales',
        vacio: 'No sales yet.',
      },
      ordenes: {
        titulo: 'Latest active orders',
        mostrador: 'Counter',
        detalle: '%{mesero} · %{fecha}',
        vacio: 'No open orders.',
      },
      utilidades: {
        titulo: 'Profit · %{mes}',
        ventas: 'Sales',
        compras: 'Purchases',
        gastos: 'Expenses',
        utilidad: 'Profit',
        nota: 'Sales less purchases and expenses, taxes included.',
      },
      totales: {
        titulo: 'Month totals · %{mes}',
        ventas: 'Sales',
        total: 'Total sold',
        ticket: 'Average ticket',
        impuestos: 'Taxes',
        descuentos: 'Discounts',
        propinas: 'Tips',
        canceladas: 'Cancelled',
      },
    },
  },
};
