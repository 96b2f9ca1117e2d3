import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MesaConOrden } from '../../../common/ordenes';
import { formatearPesos } from '../../../common/formatoDinero';
import { formaDe } from '../../resources/mesas/geometria';

/** Where tapping a table goes: its order screen. */
export const rutaOrdenar = (idMesa: number) => `/ventas/ordenar?mesa=${idMesa}`;

/** Below this a fingertip misses (px). */
const TOQUE = 72;

/**
 * Screens where the square plan (as wide as the screen, at most 70 % of its height) would be under about 400 px a
 * side: a phone held either way. Tables a quarter of the plan apart would overlap there, so the plan's tables
 * become a grid in the plan's reading order (PlanoZona).
 */
export const PLANO_ESTRECHO = '@media (max-width: 599.95px), (max-height: 559.95px)';

/**
 * One table of the map: a link to its order screen showing its name and state: free, or occupied with the open
 * order's total (whole pesos) and the minutes since it opened (`minutosExtra`: minutes passed since the map was
 * read). `enPlano`: drawn at its coordinates with its type's shape (a tile, round ones rounder, on a narrow screen);
 * otherwise a tile of the grid.
 */
export const MesaMapa = ({
  mesa,
  minutosExtra,
  enPlano,
}: {
  mesa: MesaConOrden;
  minutosExtra: number;
  enPlano: boolean;
}) => {
  const translate = useTranslate();
  const forma = formaDe(mesa.tipo_mesa);
  const orden = mesa.orden;
  const minutos = orden ? orden.minutos + minutosExtra : 0;
  const total = orden ? formatearPesos(orden.total, { sinDecimales: true }) : '';
  // Three states, told apart by colour, an icon and a word (never colour alone): free, occupied, bill requested.
  const cuenta = Boolean(orden?.cuenta_pedida_at);
  const estado = !orden ? 'libre' : cuenta ? 'cuenta' : 'ocupada';
  const nombre = !orden
    ? translate('comanda.mapa.mesa_libre', { nombre: mesa.nombre })
    : translate(cuenta ? 'comanda.mapa.mesa_cuenta' : 'comanda.mapa.mesa_ocupada', {
        nombre: mesa.nombre,
        total,
        minutos,
      });
  const colores = {
    libre: { borde: 'success.main', fondo: 'background.paper', texto: 'text.primary' },
    ocupada: { borde: 'primary.dark', fondo: 'primary.main', texto: 'primary.contrastText' },
    cuenta: { borde: 'warning.dark', fondo: 'warning.light', texto: 'common.black' },
  }[estado];

  const baldosa = { width: '100%', minHeight: 96, borderRadius: 2, px: 1 };
  const posicion = enPlano
    ? {
        position: 'absolute',
        left: `${mesa.coordenada_x}%`,
        top: `${mesa.coordenada_y}%`,
        transform: 'translate(-50%, -50%)',
        width: 'max-content',
        minWidth: `max(${TOQUE}px, ${forma.ancho}%)`,
        maxWidth: `max(${TOQUE}px, 30%)`,
        minHeight: `max(${TOQUE}px, ${forma.alto}%)`,
        borderRadius: forma.redonda ? '50%' : 2,
        px: forma.redonda ? 2 : 1,
        [PLANO_ESTRECHO]: {
          ...baldosa,
          position: 'static',
          transform: 'none',
          minWidth: 0,
          maxWidth: 'none',
          borderRadius: forma.redonda ? '48px' : 2,
        },
      }
    : baldosa;

  return (
    <ButtonBase
      component={RouterLink}
      to={rutaOrdenar(mesa.id)}
      aria-label={nombre}
      data-mesa={mesa.id}
      data-estado={estado}
      focusRipple
      sx={{
        ...posicion,
        boxSizing: 'border-box',
        py: 0.5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        border: 2,
        borderColor: colores.borde,
        borderStyle: cuenta ? 'dashed' : 'solid',
        bgcolor: colores.fondo,
        color: colores.texto,
        boxShadow: 1,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '0.875rem', sm: '1rem' },
          lineHeight: 1.2,
          overflowWrap: 'anywhere',
        }}
      >
        {mesa.nombre}
      </Typography>
      {orden ? (
        <>
          <Typography
            component="span"
            sx={{ fontSize: { xs: '0.8125rem', sm: '0.9375rem' }, fontWeight: 600 }}
          >
            {total}
          </Typography>
          <Typography component="span" sx={{ fontSize: '0.8125rem' }}>
            {translate('comanda.mapa.minutos', { minutos })}
          </Typography>
          {cuenta ? (
            <Typography
              component="span"
              sx={{
                fontSize: '0.8125rem',
                fontWeight: 700,
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
              }}
            >
              <ReceiptLongIcon fontSize="small" aria-hidden />
              {translate('comanda.mapa.cuenta_pedida')}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography component="span" sx={{ fontSize: '0.8125rem' }}>
          {translate('comanda.mapa.libre')}
        </Typography>
      )}
    </ButtonBase>
  );
};
