import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Aparecer } from '../../components/Aparecer';
import { CampoPesos } from '../../components/CampoPesos';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate, type HttpError } from 'react-admin';
import { calcularPagos, propinaMaxima, propinaSugerida, type PagoEntrada } from '../../../common/cobro';
import type { Dinero } from '../../../common/dineroTexto';
import { compararDinero, restar, sumar } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import type { Orden } from '../../../common/ordenes';
import type { Venta } from '../../../common/ventas';
import {
  nuevaClave,
  type AjustesCobro,
  type Cobro,
  type DivisionMesa,
  type FormaPago,
  type PagoEnviado,
} from './api';
import { calcularCuenta, CuentaMesa, eleccionInicial, type EleccionMesa } from './CuentaMesa';
import { FACTURA_INICIAL, FacturaElectronica, pedidoFactura, type EstadoFactura } from './FacturaElectronica';
import { leerPesos, pesosEnEntrada } from './pesos';

/** How long a charge's answer may take before the dialog shows it under way (its buttons off). */
const ENVIANDO_VISIBLE_MS = 150;

/** A payment line as typed: `valor` null is "the rest" (what is still due), following the tip and the others. */
interface LineaPago {
  clave: string;
  id_forma_pago: number;
  valor: string | null;
  recibido: string;
}

interface CuerpoError {
  message_object?: { mensaje?: string } | null;
}

/** The table mode: the order to charge (what is left of it), who charges, and a split's remembered parts. */
export interface CobroMesa {
  orden: Orden;
  /** Roles 0 and 1: may give a discount. */
  privilegiado: boolean;
  /** Equal parts already under way for this order (the dialog opens on the next part). */
  partes?: number;
}

export interface DialogoCobroProps {
  /** The consumption (the sale's total, taxes included, after any discount): the tip's base. Table mode: unused. */
  total?: Dinero;
  formasPago: FormaPago[];
  ajustes: AjustesCobro;
  /**
   * Sends the charge (the caller adds what its sale needs: lines, order; in table mode the split, discount and
   * customer come in the charge); answers the sale made.
   */
  enviar: (cobro: Cobro & DivisionMesa) => Promise<Venta>;
  alCerrar: () => void;
  alCobrar: (venta: Venta) => void;
  /** The customer, 'Consumidor final' when none. */
  cliente?: { id: number; nombre: string } | null;
  /** Charging a table's order (`CuentaMesa`): its lines, split, taxes, discount and customer above the tip. */
  mesa?: CobroMesa;
}

/**
 * The payment dialog (issue 9), for the counter sale and the table sale: the voluntary tip (Ley 1935 de 2018: the
 * suggested percentage of the settings, at most 10 % of the consumption, editable; an explicit Sí / No: at a table
 * unanswered until the customer is asked, at the counter No until the customer accepts it), the customer, and
 * the payments — several methods, cash with what was handed over and the change — checked with the server's own
 * rule (`common/cobro.ts`). One idempotency key per dialog (mount it per charge): a double tap, or a retry after
 * an error, makes one sale. A refusal shows the server's Spanish message and keeps the dialog as it was.
 */
export function DialogoCobro({
  total: totalDado = '0.00',
  formasPago,
  ajustes,
  enviar,
  alCerrar,
  alCobrar,
  cliente: clienteDado = null,
  mesa,
}: DialogoCobroProps) {
  const translate = useTranslate();
  const [clave, setClave] = useState(nuevaClave);
  const enCurso = useRef(false);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [eleccion, setEleccion] = useState<EleccionMesa>(() =>
    mesa?.partes ? { ...eleccionInicial(mesa.partes), modo: 'partes' } : eleccionInicial(),
  );
  const cuenta = mesa ? calcularCuenta(mesa.orden, eleccion, translate) : null;
  const total = cuenta ? (cuenta.calculo?.total ?? '0.00') : totalDado;
  const cliente = mesa ? eleccion.cliente : clienteDado;
  // Another sale chosen (other lines, parts, discount) is another charge: a fresh key.
  const cambiarEleccion = (c: Partial<EleccionMesa>) => {
    setEleccion((e) => ({ ...e, ...c }));
    if (!('cliente' in c)) setClave(nuevaClave());
  };
  const maxima = propinaMaxima(total);
  const sugerida = propinaSugerida(total, ajustes.porcentajePropina);
  // The tip is the customer's answer to the question (Ley 1935: asked before charging, voluntary, never assumed):
  // at a table nothing is charged until Sí or No is chosen (null: not asked yet); at the counter, where a tip is
  // rare, it starts at No until the customer says yes.
  const [conPropina, setConPropina] = useState<boolean | null>(
    mesa && ajustes.preguntarPropina ? null : false,
  );
  // Null: the tip follows the suggestion (the consumption may change with the split); typed, it stays as typed.
  const [propinaEscrita, setPropinaTexto] = useState<string | null>(null);
  const propinaTexto = propinaEscrita ?? pesosEnEntrada(sugerida);
  const primera = formasPago.find((f) => f.efectivo) ?? formasPago[0];
  const [lineas, setLineas] = useState<LineaPago[]>(
    primera ? [{ clave: nuevaClave(), id_forma_pago: primera.id, valor: null, recibido: '' }] : [],
  );
  const porId = useMemo(() => new Map(formasPago.map((f) => [f.id, f])), [formasPago]);

  const propinaLeida = conPropina ? leerPesos(propinaTexto) : '0.00';
  const errorPropina =
    propinaLeida === null
      ? translate('comanda.cobro.valor_invalido')
      : compararDinero(propinaLeida, maxima) > 0
        ? translate('comanda.cobro.propina_maxima', { maxima: formatearPesos(maxima) })
        : null;
  const propina = errorPropina ? '0.00' : (propinaLeida as Dinero);
  const debido = sumar(total, propina);

  // Each line's value: typed, or for "the rest" what the others leave (never below zero).
  const fijas = lineas.map((l) => (l.valor === null ? '0.00' : leerPesos(l.valor)));
  const sumaFijas = sumar('0', ...fijas.map((v) => v ?? '0.00'));
  const resto = compararDinero(debido, sumaFijas) > 0 ? restar(debido, sumaFijas) : '0.00';
  const valores = lineas.map((l, i) => (l.valor === null ? resto : fijas[i]));
  const recibidos = lineas.map((l) => (l.recibido.trim() === '' ? null : leerPesos(l.recibido)));
  const invalidas =
    valores.some((v) => v === null) ||
    lineas.some((l, i) => l.recibido.trim() !== '' && recibidos[i] === null);
  const entrada: PagoEntrada[] = lineas.map((l, i) => ({
    id_forma_pago: l.id_forma_pago,
    valor: valores[i] ?? '0.00',
    recibido: recibidos[i] ?? null,
    efectivo: porId.get(l.id_forma_pago)?.efectivo ?? false,
  }));
  const resultado = calcularPagos(entrada, debido);
  const pagado = sumar('0', ...entrada.map((p) => p.valor));
  const problemaPagos = invalidas
    ? translate('comanda.cobro.valor_invalido')
    : lineas.length === 0
      ? translate('comanda.cobro.sin_pagos')
      : resultado.ok
        ? null
        : resultado.motivo === 'insuficiente'
          ? translate('comanda.cobro.falta', { valor: formatearPesos(restar(debido, pagado)) })
          : resultado.motivo === 'excede'
            ? translate('comanda.cobro.excede')
            : resultado.motivo === 'recibido'
              ? translate('comanda.cobro.recibido_menor')
              : translate('comanda.cobro.recibido_no_efectivo');
  const [factura, setFactura] = useState<EstadoFactura>(FACTURA_INICIAL);
  const pedida = pedidoFactura(factura, cliente);
  const problemaMesa = cuenta ? (cuenta.problema ?? (cuenta.calculo ? null : '')) : null;
  const sinRespuesta = ajustes.preguntarPropina && conPropina === null;
  const listo =
    !errorPropina &&
    !problemaPagos &&
    resultado.ok &&
    problemaMesa === null &&
    !sinRespuesta &&
    !pedida.problema;

  const cambiarLinea = (clave: string, cambios: Partial<LineaPago>) =>
    setLineas((ls) => ls.map((l) => (l.clave === clave ? { ...l, ...cambios } : l)));

  const agregarLinea = () => {
    const usadas = new Set(lineas.map((l) => l.id_forma_pago));
    const siguiente = formasPago.find((f) => !usadas.has(f.id));
    if (!siguiente) return;
    // The line that was "the rest" keeps the value it showed; the new one takes what is still due.
    setLineas((ls) => [
      ...ls.map((l, i) => (l.valor === null ? { ...l, valor: pesosEnEntrada(valores[i] ?? '0.00') } : l)),
      { clave: nuevaClave(), id_forma_pago: siguiente.id, valor: null, recibido: '' },
    ]);
  };

  const cobrar = async () => {
    if (enCurso.current || !listo) return;
    enCurso.current = true;
    // The sale's request leaves before any render: a tablet took a whole render of the dialog (its buttons off)
    // before sending, and the receipt waited for it (issue 25). A second tap is refused by `enCurso` meanwhile;
    // the buttons show the charge under way when its answer takes longer than a glance.
    const espera = setTimeout(() => setEnviando(true), ENVIANDO_VISIBLE_MS);
    setError(null);
    const formaPagoValores: PagoEnviado[] = entrada
      .filter((p) => compararDinero(p.valor, 0) > 0 || p.recibido !== null)
      .map((p) => ({
        id_forma_pago: p.id_forma_pago,
        valor: p.valor,
        ...(p.efectivo && p.recibido !== null && { recibido: p.recibido }),
      }));
    try {
      const descuento = cuenta?.descuento;
      const venta = await enviar({
        idempotencia: clave,
        ...(cliente && { id_nit: cliente.id }),
        ...(ajustes.preguntarPropina && { propina }),
        ...(descuento &&
          compararDinero(descuento, 0) > 0 && { descuento, motivo_descuento: eleccion.motivo.trim() }),
        ...cuenta?.division,
        ...(pedida.pedido && { factura_electronica: pedida.pedido }),
        formaPagoValores,
      });
      alCobrar(venta);
    } catch (e) {
      const fallo = e as HttpError & { body?: CuerpoError };
      setError(fallo.body?.message_object?.mensaje ?? fallo.message);
    } finally {
      clearTimeout(espera);
      enCurso.current = false;
      setEnviando(false);
    }
  };
  /** Closing waits for a charge under way (its answer is the sale or the refusal to show). */
  const cerrar = () => {
    if (!enCurso.current) alCerrar();
  };

  const usadas = new Set(lineas.map((l) => l.id_forma_pago));
  return (
    <Dialog
      open
      onClose={enviando ? undefined : cerrar}
      fullWidth
      maxWidth="sm"
      aria-labelledby="cobro-titulo"
      slots={{ transition: Aparecer }}
      slotProps={{ backdrop: { slots: { transition: Aparecer } } }}
    >
      <DialogTitle id="cobro-titulo">{translate('comanda.cobro.titulo')}</DialogTitle>
      <DialogContent dividers>
        <Stack gap={2}>
          {mesa && cuenta ? (
            <CuentaMesa
              orden={mesa.orden}
              eleccion={eleccion}
              cambiar={cambiarEleccion}
              cuenta={cuenta}
              privilegiado={mesa.privilegiado}
            />
          ) : null}
          <Stack direction="row" justifyContent="space-between" alignItems="baseline">
            <Typography>{translate('comanda.cobro.consumo')}</Typography>
            <Typography fontWeight={600} data-testid="cobro-consumo">
              {formatearPesos(total)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="cobro-cliente">
            {translate('comanda.cobro.cliente', {
              nombre: cliente?.nombre ?? translate('comanda.cobro.consumidor_final'),
            })}
          </Typography>

          <FacturaElectronica valor={factura} cambiar={setFactura} cliente={cliente} />

          {ajustes.preguntarPropina ? (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" fontWeight={600}>
                {translate('comanda.cobro.propina_pregunta')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('comanda.cobro.propina_voluntaria', {
                  porcentaje: ajustes.porcentajePropina,
                  sugerida: formatearPesos(sugerida),
                })}
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={conPropina}
                onChange={(_, v: boolean | null) => v !== null && setConPropina(v)}
                aria-label={translate('comanda.cobro.incluir_propina')}
                sx={{ my: 1 }}
              >
                <ToggleButton value sx={{ minHeight: 48, minWidth: 96 }}>
                  {translate('comanda.cobro.propina_si')}
                </ToggleButton>
                <ToggleButton value={false} sx={{ minHeight: 48, minWidth: 96 }}>
                  {translate('comanda.cobro.propina_no')}
                </ToggleButton>
              </ToggleButtonGroup>
              {sinRespuesta ? (
                <Typography variant="body2" color="warning.main" data-testid="cobro-propina-pendiente">
                  {translate('comanda.cobro.propina_pendiente')}
                </Typography>
              ) : null}
              {conPropina ? (
                <CampoPesos
                  label={translate('comanda.cobro.propina')}
                  value={propinaTexto}
                  onChange={(e) => setPropinaTexto(e.target.value)}
                  error={Boolean(errorPropina)}
                  helperText={
                    errorPropina ??
                    translate('comanda.cobro.propina_tope', { maxima: formatearPesos(maxima) })
                  }
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { sx: { minHeight: 56 } } }}
                  fullWidth
                />
              ) : null}
            </Box>
          ) : null}

          <Stack direction="row" justifyContent="space-between" alignItems="baseline">
            <Typography variant="h6" component="p">
              {translate('comanda.cobro.a_pagar')}
            </Typography>
            <Typography variant="h6" component="p" data-testid="cobro-debido">
              {formatearPesos(debido)}
            </Typography>
          </Stack>

          <Stack gap={1.5} component="section" aria-label={translate('comanda.cobro.pagos')}>
            {lineas.map((l, i) => {
              const forma = porId.get(l.id_forma_pago);
              const nombre = forma?.nombre ?? '';
              return (
                <Stack key={l.clave} direction="row" gap={1} alignItems="flex-start" flexWrap="wrap">
                  <TextField
                    select
                    label={translate('comanda.cobro.forma_pago')}
                    value={l.id_forma_pago}
                    onChange={(e) => cambiarLinea(l.clave, { id_forma_pago: Number(e.target.value) })}
                    sx={{ minWidth: 170, flex: 1 }}
                    slotProps={{ input: { sx: { minHeight: 56 } } }}
                  >
                    {formasPago
                      .filter((f) => f.id === l.id_forma_pago || !usadas.has(f.id))
                      .map((f) => (
                        <MenuItem key={f.id} value={f.id} sx={{ minHeight: 48 }}>
                          {f.nombre}
                        </MenuItem>
                      ))}
                  </TextField>
                  <CampoPesos
                    label={translate('comanda.cobro.valor_de', { forma: nombre })}
                    value={l.valor ?? pesosEnEntrada(valores[i] ?? '0.00')}
                    onChange={(e) => cambiarLinea(l.clave, { valor: e.target.value })}
                    error={valores[i] === null}
                    slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { sx: { minHeight: 56 } } }}
                    sx={{ width: 150 }}
                  />
                  {forma?.efectivo ? (
                    <CampoPesos
                      label={translate('comanda.cobro.recibido_de', { forma: nombre })}
                      value={l.recibido}
                      onChange={(e) => cambiarLinea(l.clave, { recibido: e.target.value })}
                      error={l.recibido.trim() !== '' && recibidos[i] === null}
                      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { sx: { minHeight: 56 } } }}
                      sx={{ width: 150 }}
                    />
                  ) : null}
                  {lineas.length > 1 ? (
                    <IconButton
                      aria-label={translate('comanda.cobro.quitar_pago', { forma: nombre })}
                      onClick={() => setLineas((ls) => ls.filter((x) => x.clave !== l.clave))}
                      sx={{ width: 56, height: 56 }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ) : null}
                </Stack>
              );
            })}
            <Box>
              <Button
                startIcon={<AddIcon />}
                onClick={agregarLinea}
                disabled={lineas.length >= formasPago.length}
                sx={{ minHeight: 48 }}
              >
                {translate('comanda.cobro.agregar_pago')}
              </Button>
            </Box>
          </Stack>
        </Stack>
      </DialogContent>
      {/* What stands in the way, the change and a refusal sit with the button, outside the scrolling content:
          on a tablet they are never below the fold. */}
      <DialogActions disableSpacing sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        {problemaPagos ? (
          <Alert severity="warning" data-testid="cobro-problema">
            {problemaPagos}
          </Alert>
        ) : null}
        {pedida.problema ? (
          <Alert severity="warning" data-testid="cobro-factura-problema">
            {translate(pedida.problema)}
          </Alert>
        ) : null}
        {resultado.ok && compararDinero(resultado.cambio, 0) > 0 ? (
          <Stack direction="row" justifyContent="space-between" alignItems="baseline">
            <Typography variant="h6" component="p">
              {translate('comanda.cobro.cambio')}
            </Typography>
            <Typography variant="h6" component="p" data-testid="cobro-cambio">
              {formatearPesos(resultado.cambio)}
            </Typography>
          </Stack>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert">
            {translate(error, { _: error })}
          </Alert>
        ) : null}
        <Stack direction="row" justifyContent="flex-end" gap={1}>
          <Button onClick={cerrar} disabled={enviando} sx={{ minHeight: 48 }}>
            {translate('comanda.cobro.cancelar')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void cobrar()}
            disabled={!listo || enviando}
            sx={{ minHeight: 48, minWidth: 160 }}
          >
            {translate('comanda.cobro.cobrar_valor', { valor: formatearPesos(debido) })}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
