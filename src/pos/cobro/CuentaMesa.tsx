import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { CampoPesos } from '../../components/CampoPesos';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslate, type HttpError } from 'react-admin';
import {
  calcularVenta,
  repartirOrden,
  type Division,
  type LineaPorCobrar,
  type VentaCalculada,
} from '../../../common/calculoVenta';
import type { Dinero } from '../../../common/dineroTexto';
import {
  comparar,
  compararDinero,
  dividir,
  exactoLibre,
  mayor,
  mas,
  menor,
  menos,
  potencia,
  textoExacto,
  type Exacto,
} from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import { PARTES_MAXIMAS } from '../../../common/ventas';
import type { LineaOrden, Orden } from '../../../common/ordenes';
import { buscarCliente, type DivisionMesa } from './api';
import { leerPesos } from './pesos';

const T = 'comanda.cobro.mesa';
const TOQUE = { minWidth: 48, minHeight: 48 };

export type ModoDivision = 'toda' | 'productos' | 'partes';

/** A quantity without trailing zeros ('2.000' → '2', '0.500' → '0.5'). */
export const cantidadLegible = (c: string) => textoExacto(exactoLibre(c));

const NINGUNA: Exacto = { n: 0n, e: 0 };
const UNA: Exacto = { n: 1n, e: 0 };
const entera = (q: Exacto) => q.n % potencia(q.e) === 0n;

/** What is left to charge of a line: its quantity minus what the split's sales charged. */
const pendiente = (l: LineaOrden) => menos(exactoLibre(l.cantidad), exactoLibre(l.cobrada ?? '0'));

const porCobrarDe = (l: LineaOrden): LineaPorCobrar => ({
  id: l.id,
  precio: l.precio,
  cantidad: l.cantidad,
  cobrada: l.cobrada ?? '0',
  cobrado: l.cobrado ?? '0.00',
});

/**
 * How many of n equal parts were charged already: what every line has charged over its share (the same for all
 * lines when the split went as planned; the server refuses otherwise).
 */
export function partesCobradas(orden: Orden, n: number): number {
  let menor: number | null = null;
  for (const l of orden.detalles) {
    const q = dividir(exactoLibre(l.cantidad), { n: BigInt(n), e: 0 }, 3, 'cero');
    if (q.n === 0n) continue;
    const k = Number(dividir(exactoLibre(l.cobrada ?? '0'), q, 0, 'cero').n); // no-dinero: a count of parts
    menor = menor === null ? k : Math.min(menor, k);
  }
  return Math.min(menor ?? 0, n - 1);
}

/** The table charge's choices: how the bill is split, the discount and the customer. */
export interface EleccionMesa {
  modo: ModoDivision;
  /** By lines: the quantity of each order line in this sale (absent = none). */
  cantidades: Record<number, string>;
  partes: number;
  descuento: string;
  motivo: string;
  cliente: { id: number; nombre: string } | null;
}

export const eleccionInicial = (partes = 2): EleccionMesa => ({
  modo: 'toda',
  cantidades: {},
  partes,
  descuento: '',
  motivo: '',
  cliente: null,
});

/** What the choices make of the order: the sale as the server will compute it, the body's fields, a problem. */
export interface CuentaCalculada {
  calculo: VentaCalculada | null;
  /** The sale's lines (name, quantity, total), in the order's order. */
  lineas: { id: number; nombre: string; cantidad: string; total: Dinero }[];
  division: DivisionMesa;
  parte: number;
  descuento: Dinero | null;
  problema: string | null;
}

export function calcularCuenta(
  orden: Orden,
  e: EleccionMesa,
  translate: (k: string, o?: object) => string,
): CuentaCalculada {
  const parte = e.modo === 'partes' ? partesCobradas(orden, e.partes) + 1 : 1;
  const division: Division =
    e.modo === 'productos'
      ? {
          detalles: orden.detalles
            .filter((l) => e.cantidades[l.id] && comparar(exactoLibre(e.cantidades[l.id]), NINGUNA) > 0)
            .map((l) => ({ id_orden_detalle: l.id, cantidad: e.cantidades[l.id] })),
        }
      : e.modo === 'partes'
        ? { partes: { n: e.partes, parte } }
        : {};
  const vacio = { calculo: null, lineas: [], division, parte };
  if (division.detalles && division.detalles.length === 0)
    return { ...vacio, descuento: null, problema: translate(`${T}.elija_productos`) };
  const reparto = repartirOrden(orden.detalles.map(porCobrarDe), division);
  if (!reparto.ok)
    return {
      ...vacio,
      descuento: null,
      problema: translate(reparto.motivo === 'parte' ? `${T}.parte_imposible` : `${T}.nada_por_cobrar`),
    };
  const porId = new Map(orden.detalles.map((l) => [l.id, l]));
  const entrada = reparto.lineas.map((r) => {
    const l = porId.get(r.id)!;
    return {
      precio: l.precio,
      cantidad: r.cantidad,
      subtotal: r.subtotal,
      porcentaje: l.porcentaje_impuesto,
      tipo_impuesto: l.tipo_impuesto ?? null,
    };
  });
  const sinDescuento = calcularVenta(entrada);
  let descuento: Dinero | null = '0.00';
  let problema: string | null = null;
  if (e.descuento.trim() !== '') {
    descuento = leerPesos(e.descuento);
    if (descuento === null) problema = translate('comanda.cobro.valor_invalido');
    else if (compararDinero(descuento, sinDescuento.subtotal) > 0) {
      problema = translate(`${T}.descuento_maximo`);
      descuento = null;
    } else if (compararDinero(descuento, 0) > 0 && !e.motivo.trim())
      problema = translate(`${T}.descuento_motivo`);
  }
  const calculo = descuento === null ? sinDescuento : calcularVenta(entrada, descuento);
  return {
    calculo,
    lineas: calculo.lineas.map((l, i) => ({
      id: reparto.lineas[i].id,
      nombre: porId.get(reparto.lineas[i].id)!.nombre,
      cantidad: l.cantidad,
      total: l.total,
    })),
    division,
    parte,
    descuento,
    problema,
  };
}

function Fila({ etiqueta, valor, testid }: { etiqueta: string; valor: string; testid?: string }) {
  return (
    <Stack direction="row" justifyContent="space-between" gap={2}>
      <Typography variant="body2">{etiqueta}</Typography>
      <Typography variant="body2" data-testid={testid}>
        {valor}
      </Typography>
    </Stack>
  );
}

/**
 * The table part of the payment dialog (issue 9): how the bill is split (all that is left, some lines and
 * quantities, or n equal parts charged one after another), the sale's lines, subtotal and taxes per kind and rate
 * (prices include them; IVA and INC apart), the discount (roles 0 and 1, with a reason) and the customer (a client
 * found by document, or the Consumidor final). Figures come from common/calculoVenta.ts, the server's own.
 */
export function CuentaMesa({
  orden,
  eleccion,
  cambiar,
  cuenta,
  privilegiado,
}: {
  orden: Orden;
  eleccion: EleccionMesa;
  cambiar: (c: Partial<EleccionMesa>) => void;
  cuenta: CuentaCalculada;
  privilegiado: boolean;
}) {
  const translate = useTranslate();
  const [documento, setDocumento] = useState('');
  const [buscando, setBuscando] = useState(false);
  const [errorCliente, setErrorCliente] = useState<string | null>(null);
  const pendientes = orden.detalles.filter((l) => comparar(pendiente(l), NINGUNA) > 0);

  const buscar = () => {
    const doc = documento.trim();
    if (!doc || buscando) return;
    setBuscando(true);
    setErrorCliente(null);
    buscarCliente(doc)
      .then(
        (c) => {
          if (c) cambiar({ cliente: c });
          else setErrorCliente(translate(`${T}.cliente_no_existe`, { documento: doc }));
        },
        (e: HttpError) => setErrorCliente(translate(e.message, { _: e.message })),
      )
      .finally(() => setBuscando(false));
  };

  const cantidad = (l: LineaOrden) => exactoLibre(eleccion.cantidades[l.id] ?? '0');
  const fijar = (l: LineaOrden, q: Exacto) => {
    const tope = pendiente(l);
    const valor = mayor(NINGUNA, menor(q, tope));
    cambiar({ cantidades: { ...eleccion.cantidades, [l.id]: textoExacto(valor) } });
  };

  return (
    <Stack gap={1.5} component="section" aria-label={translate(`${T}.cuenta`)}>
      <ToggleButtonGroup
        exclusive
        value={eleccion.modo}
        onChange={(_, modo: ModoDivision | null) => modo && cambiar({ modo })}
        aria-label={translate(`${T}.dividir`)}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="toda" sx={TOQUE}>
          {translate(`${T}.toda`)}
        </ToggleButton>
        <ToggleButton value="productos" sx={TOQUE}>
          {translate(`${T}.por_productos`)}
        </ToggleButton>
        <ToggleButton value="partes" sx={TOQUE}>
          {translate(`${T}.partes_iguales`)}
        </ToggleButton>
      </ToggleButtonGroup>

      {eleccion.modo === 'productos' ? (
        <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate(`${T}.elegir_productos`)}>
          {pendientes.map((l) => {
            const tope = pendiente(l);
            const unidades = entera(tope);
            const q = cantidad(l);
            return (
              <Stack
                component="li"
                key={l.id}
                direction="row"
                alignItems="center"
                gap={1}
                sx={{ listStyle: 'none', minHeight: 48 }}
              >
                <Typography sx={{ flex: 1 }}>
                  {l.nombre}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {translate(`${T}.quedan`, { cantidad: textoExacto(tope) })}
                  </Typography>
                </Typography>
                <IconButton
                  aria-label={translate(`${T}.menos`, { nombre: l.nombre })}
                  onClick={() => fijar(l, unidades ? menos(q, UNA) : NINGUNA)}
                  disabled={q.n === 0n}
                  sx={TOQUE}
                >
                  <RemoveIcon />
                </IconButton>
                <Typography
                  aria-label={translate(`${T}.en_esta_venta`, { nombre: l.nombre })}
                  sx={{ minWidth: 40, textAlign: 'center', fontWeight: 600 }}
                >
                  {textoExacto(q)}
                </Typography>
                <IconButton
                  aria-label={translate(`${T}.mas`, { nombre: l.nombre })}
                  onClick={() => fijar(l, unidades ? mas(q, UNA) : tope)}
                  disabled={comparar(q, tope) >= 0}
                  sx={TOQUE}
                >
                  <AddIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Box>
      ) : null}

      {eleccion.modo === 'partes' ? (
        <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap">
          <Typography>{translate(`${T}.partes`)}</Typography>
          <IconButton
            aria-label={translate(`${T}.menos_partes`)}
            onClick={() => cambiar({ partes: Math.max(2, eleccion.partes - 1) })}
            disabled={eleccion.partes <= 2 || cuenta.parte > 1}
            sx={TOQUE}
          >
            <RemoveIcon />
          </IconButton>
          <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
            {eleccion.partes}
          </Typography>
          <IconButton
            aria-label={translate(`${T}.mas_partes`)}
            onClick={() => cambiar({ partes: Math.min(PARTES_MAXIMAS, eleccion.partes + 1) })}
            disabled={eleccion.partes >= PARTES_MAXIMAS || cuenta.parte > 1}
            sx={TOQUE}
          >
            <AddIcon />
          </IconButton>
          <Typography fontWeight={600} data-testid="cobro-parte">
            {translate(`${T}.parte_de`, { parte: cuenta.parte, n: eleccion.partes })}
          </Typography>
        </Stack>
      ) : null}

      {cuenta.calculo ? (
        <Stack gap={0.5} data-testid="cobro-detalle">
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate(`${T}.lineas`)}>
            {cuenta.lineas.map((l) => (
              <Stack component="li" key={l.id} direction="row" gap={1} sx={{ listStyle: 'none' }}>
                <Typography variant="body2" sx={{ minWidth: 48 }}>
                  {cantidadLegible(l.cantidad)} ×
                </Typography>
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {l.nombre}
                </Typography>
                <Typography variant="body2">{formatearPesos(l.total)}</Typography>
              </Stack>
            ))}
          </Box>
          {cuenta.calculo.impuestos.map((i) => {
            const nombre = i.tipo_impuesto ?? translate(`${T}.sin_impuesto`);
            return (
              <Box key={`${nombre}${i.porcentaje}`} data-testid="cobro-impuesto">
                <Fila
                  etiqueta={translate(`${T}.base_de`, { impuesto: nombre, porcentaje: i.porcentaje })}
                  valor={formatearPesos(i.base)}
                />
                <Fila
                  etiqueta={translate(`${T}.impuesto_de`, { impuesto: nombre, porcentaje: i.porcentaje })}
                  valor={formatearPesos(i.impuesto)}
                />
              </Box>
            );
          })}
          {compararDinero(cuenta.calculo.descuento, 0) > 0 ? (
            <Fila
              etiqueta={translate(`${T}.descuento`)}
              valor={`− ${formatearPesos(cuenta.calculo.descuento)}`}
            />
          ) : null}
        </Stack>
      ) : null}

      {privilegiado ? (
        <Stack direction="row" gap={1} flexWrap="wrap">
          <CampoPesos
            label={translate(`${T}.descuento`)}
            value={eleccion.descuento}
            onChange={(ev) => cambiar({ descuento: ev.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { sx: { minHeight: 56 } } }}
            sx={{ width: 150 }}
          />
          <TextField
            label={translate(`${T}.motivo_descuento`)}
            value={eleccion.motivo}
            onChange={(ev) => cambiar({ motivo: ev.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 }, input: { sx: { minHeight: 56 } } }}
            sx={{ flex: 1, minWidth: 180 }}
          />
        </Stack>
      ) : null}

      <Stack direction="row" gap={1} alignItems="flex-start" flexWrap="wrap">
        <TextField
          label={translate(`${T}.documento_cliente`)}
          value={documento}
          onChange={(ev) => setDocumento(ev.target.value)}
          onKeyDown={(ev) => {
            if (ev.key === 'Enter') buscar();
          }}
          error={Boolean(errorCliente)}
          helperText={errorCliente ?? undefined}
          slotProps={{ htmlInput: { maxLength: 20 }, input: { sx: { minHeight: 56 } } }}
          sx={{ flex: 1, minWidth: 180 }}
        />
        <Button variant="outlined" onClick={buscar} disabled={buscando} sx={{ minHeight: 56 }}>
          {translate(`${T}.buscar_cliente`)}
        </Button>
        {eleccion.cliente ? (
          <Button onClick={() => cambiar({ cliente: null })} sx={{ minHeight: 56 }}>
            {translate('comanda.cobro.consumidor_final')}
          </Button>
        ) : null}
      </Stack>
      {cuenta.problema ? (
        <Alert severity="warning" data-testid="cobro-mesa-problema">
          {cuenta.problema}
        </Alert>
      ) : null}
    </Stack>
  );
}
