import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatearPesos as pesos } from '../../../../common/formatoDinero';
import type { CajaOrdenesVentas, TotalesSumatorias, Utilidades } from '../../../../common/tableroEsquemas';
import { Cifras } from './Cifras';
import { TarjetaTablero } from './TarjetaTablero';
import { useLlamada } from './useLlamada';

const T = 'comanda.tablero';

/** Today's sales, and the registers and orders open now (GET informes/caja/ordnes/ventas). */
export const TarjetaHoy = () => {
  const translate = useTranslate();
  const consulta = useLlamada<CajaOrdenesVentas>('cajaOrdenesVentas');
  return (
    <TarjetaTablero
      id="hoy"
      titulo={translate(`${T}.hoy.titulo`, { fecha: consulta.data?.fecha ?? '' })}
      consulta={consulta}
    >
      {(d) => (
        <Cifras
          filas={[
            { etiqueta: translate(`${T}.hoy.total`), valor: pesos(d.total_ventas), destacada: true },
            { etiqueta: translate(`${T}.hoy.ventas`), valor: String(d.ventas) },
            { etiqueta: translate(`${T}.hoy.propinas`), valor: pesos(d.propinas) },
            { etiqueta: translate(`${T}.hoy.canceladas`), valor: String(d.canceladas) },
            { etiqueta: translate(`${T}.hoy.cajas`), valor: String(d.cajas_abiertas) },
            { etiqueta: translate(`${T}.hoy.ordenes`), valor: String(d.ordenes_activas) },
            { etiqueta: translate(`${T}.hoy.por_cobrar`), valor: pesos(d.ordenes_total) },
          ]}
        />
      )}
    </TarjetaTablero>
  );
};

/** The month's sales summed (GET informes/totales/sumatorias). */
export const TarjetaTotales = () => {
  const translate = useTranslate();
  const consulta = useLlamada<TotalesSumatorias>('totalesSumatorias');
  return (
    <TarjetaTablero
      id="totales"
      titulo={translate(`${T}.totales.titulo`, { mes: consulta.data?.mes ?? '' })}
      consulta={consulta}
    >
      {(d) => (
        <Cifras
          filas={[
            { etiqueta: translate(`${T}.totales.total`), valor: pesos(d.total), destacada: true },
            { etiqueta: translate(`${T}.totales.ventas`), valor: String(d.ventas) },
            { etiqueta: translate(`${T}.totales.ticket`), valor: pesos(d.ticket_promedio) },
            { etiqueta: translate(`${T}.totales.impuestos`), valor: pesos(d.impuesto) },
            { etiqueta: translate(`${T}.totales.descuentos`), valor: pesos(d.descuento) },
            { etiqueta: translate(`${T}.totales.propinas`), valor: pesos(d.propinas) },
            {
              etiqueta: translate(`${T}.totales.canceladas`),
              valor: `${d.canceladas} · ${pesos(d.total_canceladas)}`,
            },
          ]}
        />
      )}
    </TarjetaTablero>
  );
};

/** The month's sales less its purchases and expenses (GET informes/utilidades). */
export const TarjetaUtilidades = () => {
  const translate = useTranslate();
  const consulta = useLlamada<Utilidades>('utilidades');
  return (
    <TarjetaTablero
      id="utilidades"
      titulo={translate(`${T}.utilidades.titulo`, { mes: consulta.data?.mes ?? '' })}
      consulta={consulta}
    >
      {(d) => (
        <>
          <Cifras
            filas={[
              { etiqueta: translate(`${T}.utilidades.utilidad`), valor: pesos(d.utilidad), destacada: true },
              { etiqueta: translate(`${T}.utilidades.ventas`), valor: pesos(d.ventas) },
              { etiqueta: translate(`${T}.utilidades.compras`), valor: pesos(d.compras) },
              { etiqueta: translate(`${T}.utilidades.gastos`), valor: pesos(d.gastos) },
            ]}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate(`${T}.utilidades.nota`)}
          </Typography>
        </>
      )}
    </TarjetaTablero>
  );
};
