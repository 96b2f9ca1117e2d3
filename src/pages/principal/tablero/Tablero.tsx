import type { ComponentType } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { moduloPorTag, puedeUsarModulo, type PermisosRol } from '../../../../common/modulos';
import { LLAMADAS_TABLERO, type LlamadaTablero } from '../../../../common/tablero';
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

/** Whether the role may make the call: every one of its tags (common/tablero.ts), as the server checks. */
export const puedeLlamar = (permisos: PermisosRol | null | undefined, llamada: LlamadaTablero): boolean =>
  LLAMADAS_TABLERO[llamada].tags.every((tag) => {
    const modulo = moduloPorTag(tag);
    return Boolean(modulo && puedeUsarModulo(permisos, modulo));
  });

/**
 * The owner's dashboard on /principal (issue 27): the cards the role's report tags open, each loading on its own.
 * Nothing at all for a role without them (the page then shows its shortcuts only).
 */
export const Tablero = ({ permisos }: { permisos: PermisosRol | null | undefined }) => {
  const translate = useTranslate();
  const visibles = TARJETAS.filter((t) => puedeLlamar(permisos, t.llamada));
  if (visibles.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="principal-tablero" sx={{ minWidth: 0 }}>
      <Typography id="principal-tablero" variant="h6" component="h2" gutterBottom>
        {translate('comanda.tablero.titulo')}
      </Typography>
      <Grid container spacing={2}>
        {visibles.map(({ llamada, Tarjeta, ancho }) => (
          <Grid key={llamada} size={ancho} sx={{ minWidth: 0 }}>
            <Tarjeta />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
