import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fechaHoraBogota } from '../../../../common/fechas';
import { formatearPesos as pesos } from '../../../../common/formatoDinero';
import type { MasVendidos, UltimasOrdenesActivas, UltimasVentas } from '../../../../common/tableroEsquemas';
import { cantidadLegible } from '../../../pos/cocina/impresion';
import { TarjetaTablero } from './TarjetaTablero';
import { useLlamada } from './useLlamada';

const T = 'comanda.tablero';
const texto = { noWrap: true } as const;

/** A list row: what on the left, the amount on the right; long names cut with an ellipsis, never wider. */
const Fila = ({ principal, secundario, monto }: { principal: string; secundario: string; monto: string }) => (
  <ListItem disableGutters secondaryAction={<strong>{monto}</strong>} sx={{ pr: 12 }}>
    <ListItemText
      primary={principal}
      secondary={secundario}
      slotProps={{ primary: texto, secondary: texto }}
      sx={{ minWidth: 0 }}
    />
  </ListItem>
);

/** The month's best sellers (GET informes/masVendidos). */
export const TarjetaMasVendidos = () => {
  const translate = useTranslate();
  const consulta = useLlamada<MasVendidos>('masVendidos');
  return (
    <TarjetaTablero
      id="mas-vendidos"
      titulo={translate(`${T}.mas_vendidos.titulo`, { mes: consulta.data?.mes ?? '' })}
      consulta={consulta}
      vacio={(d) => d.productos.length === 0}
      textoVacio={translate(`${T}.mas_vendidos.vacio`)}
    >
      {(d) => (
        <List dense disablePadding component="ol">
          {d.productos.map((p, i) => (
            <Fila
              key={p.id_producto}
              principal={`${i + 1}. ${p.nombre}`}
              secundario={cantidadLegible(p.cantidad)}
              monto={pesos(p.total)}
            />
          ))}
        </List>
      )}
    </TarjetaTablero>
  );
};

/** The latest paid sales (GET informes/ultimasVentas). */
export const TarjetaUltimasVentas = () => {
  const translate = useTranslate();
  const consulta = useLlamada<UltimasVentas>('ultimasVentas');
  return (
    <TarjetaTablero
      id="ultimas-ventas"
      titulo={translate(`${T}.ultimas_ventas.titulo`)}
      consulta={consulta}
      vacio={(d) => d.length === 0}
      textoVacio={translate(`${T}.ultimas_ventas.vacio`)}
    >
      {(d) => (
        <List dense disablePadding>
          {d.map((v) => (
            <Fila
              key={v.id}
              principal={v.sede ? `${v.numero} · ${v.sede}` : v.numero}
              secundario={fechaHoraBogota(v.fecha)}
              monto={pesos(v.total)}
            />
          ))}
        </List>
      )}
    </TarjetaTablero>
  );
};

/** The latest open orders (GET informes/ultimasOrdenesActivas). */
export const TarjetaOrdenesActivas = () => {
  const translate = useTranslate();
  const consulta = useLlamada<UltimasOrdenesActivas>('ultimasOrdenesActivas');
  return (
    <TarjetaTablero
      id="ordenes-activas"
      titulo={translate(`${T}.ordenes.titulo`)}
      consulta={consulta}
      vacio={(d) => d.length === 0}
      textoVacio={translate(`${T}.ordenes.vacio`)}
    >
      {(d) => (
        <List dense disablePadding>
          {d.map((o) => (
            <Fila
              key={o.id}
              principal={o.mesa ?? translate(`${T}.ordenes.mostrador`)}
              secundario={translate(`${T}.ordenes.detalle`, {
                mesero: o.mesero,
                fecha: fechaHoraBogota(o.fecha),
              })}
              monto={pesos(o.total)}
            />
          ))}
        </List>
      )}
    </TarjetaTablero>
  );
};
