import type { ComponentType } from 'react';
import { Grid } from '@mui/material';
import type { PermisosRol } from '../../../../common/modulos';
import type { LlamadaTablero } from '../../../../common/tablero';
import { puedeLlamar } from './Tablero';
import { TarjetaHoy, TarjetaTotales, TarjetaUtilidades } from './tarjetasCifras';
import { TarjetaSieteDias, TarjetaVentasDias, TarjetaVentasEgresos } from './tarjetasGraficos';
import { TarjetaMasVendidos, TarjetaOrdenesActivas, TarjetaUltimasVentas } from './tarjetasListas';

type Ancho = { xs: 12; md?: number; lg?: number };

/** The cards in the order they are laid out: each with its call (which decides who sees it) and its width. */
const TARJETAS: { llamada: LlamadaTablero; Tarjeta: ComponentType; ancho: Ancho }[] = [
  { llamada: 'cajaOrdenesVentas', Tarjeta: TarjetaHoy, ancho: { xs: 12, md: 6, lg: 4 } },
  { llamada: 'totalesSumatorias', Tarjeta: TarjetaTotales, ancho: { xs: 12, md: 6, lg: 4 } },
  { llamada: 'utilidades', Tarjeta: TarjetaUtilidades, ancho: { xs: 12, md: 6, lg: 4 } },
  { llamada: 'ventasDias', Tarjeta: TarjetaVentasDias, ancho: { xs: 12, lg: 8 } },
  { llamada: 'facturadoSieteDias', Tarjeta: TarjetaSieteDias, ancho: { xs: 12, md: 6, lg: 4 } },
  { llamada: 'ventasEgresos', Tarjeta: TarjetaVentasEgresos, ancho: { xs: 12, md: 6 } },
  { llamada: 'masVendidos', Tarjeta: TarjetaMasVendidos, ancho: { xs: 12, md: 6 } },
  { llamada: 'ultimasVentas', Tarjeta: TarjetaUltimasVentas, ancho: { xs: 12, md: 6 } },
  { llamada: 'ultimasOrdenesActivas', Tarjeta: TarjetaOrdenesActivas, ancho: { xs: 12, md: 6 } },
];

/** The dashboard's cards the role may see (the server would refuse the others), in their grid. */
const TarjetasTablero = ({ permisos }: { permisos: PermisosRol | null | undefined }) => (
  <Grid container spacing={2}>
    {TARJETAS.filter((t) => puedeLlamar(permisos, t.llamada)).map(({ llamada, Tarjeta, ancho }) => (
      <Grid key={llamada} size={ancho} sx={{ minWidth: 0 }}>
        <Tarjeta />
      </Grid>
    ))}
  </Grid>
);

export default TarjetasTablero;
