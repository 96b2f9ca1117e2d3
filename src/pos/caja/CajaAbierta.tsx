import { useCallback, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { CampoPesos } from '../../components/CampoPesos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Dinero } from '../../../common/dineroTexto';
import type { CuadreCaja } from '../../../common/ventas';
import type { DatosVentas, MensajeVivo } from '../../../common/vivo';
import { useVivo } from '../vivo/useVivo';
import { compararDinero } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { leerFormasPago } from '../cobro/api';
import { BotonVentasHoy } from '../recibo/VentasHoy';
import { cerrarCaja, leerTotales, leerVentasCaja, type CierreCaja } from './api';
import { fechaBogota, leerDinero } from './formato';
import { useEnvio } from './useEnvio';
import { LineasMovimientos } from './LineasMovimientos';
import { MovimientosCaja } from './MovimientosCaja';

const T = 'comanda.caja';

/** What was counted of one payment method. */
type Conteo = { id_forma_pago: number; valor: Dinero };

const tabla = {
  width: '100%',
  borderCollapse: 'collapse',
  '& td, & th': { py: 1, px: 1, textAlign: 'right', borderBottom: '1px solid', borderColor: 'divider' },
  '& td:first-of-type, & th:first-of-type': { textAlign: 'left' },
} as const;

/** The sales: number, time and customer read from the left; the amount and the state on the right. */
const tablaVentas = {
  ...tabla,
  '& td:nth-of-type(-n+3), & th:nth-of-type(-n+3)': { textAlign: 'left' },
} as const;

/**
 * An open register: its sales (cancelled ones marked), the expected amount per payment method (hidden under a blind
 * count) and "Cerrar caja" — count each method, then the closing report with the differences.
 */
export const CajaAbierta = ({
  caja,
  alCerrar,
}: {
  caja: CuadreCaja;
  alCerrar: (cierre: CierreCaja) => void;
}) => {
  const translate = useTranslate();
  const ventas = useQuery({
    queryKey: ['cuadresCaja/ventas/cajaAbierta', caja.id_sede],
    queryFn: () => leerVentasCaja(caja.id_sede),
  });
  const totales = useQuery({
    queryKey: ['cuadresCaja/totales', caja.id],
    queryFn: () => leerTotales(caja.id),
  });
  const cliente = useQueryClient();
  const recargar = useCallback(() => {
    void cliente.invalidateQueries({ queryKey: ['cuadresCaja/ventas/cajaAbierta', caja.id_sede] });
    void cliente.invalidateQueries({ queryKey: ['cuadresCaja/totales', caja.id] });
  }, [cliente, caja.id, caja.id_sede]);
  // A sale of this register made or cancelled anywhere (no data: many at once): its sales and amounts reload.
  useVivo((m: MensajeVivo) => {
    if (m.action !== 'updateSales') return;
    const datos = m.data as Partial<DatosVentas> | undefined;
    if (datos?.id_cuadre_caja === undefined || datos.id_cuadre_caja === caja.id) recargar();
  }, recargar);
  const [contando, setContando] = useState(false);
  const [conteos, setConteos] = useState<Record<number, string>>({});
  const [errores, setErrores] = useState<Record<number, string>>({});
  const { enviando, fallo, enviar } = useEnvio();
  const ciego = caja.conteo_ciego;
  // Every active payment method of the venue is counted, not only those with sales (a card voucher or a transfer
  // taken outside a sale must have a line): those the totals do not list expect nothing.
  const activas = useQuery({
    queryKey: ['formasPago/ventas', caja.id_sede],
    queryFn: () => leerFormasPago(caja.id_sede),
  });
  const conVentas = totales.data?.formas_pago ?? [];
  const formas: { id_forma_pago: number; forma_pago: string; esperado: string | null }[] = [
    ...conVentas,
    ...(totales.data ? (activas.data ?? []) : [])
      .filter((f) => !conVentas.some((v) => v.id_forma_pago === f.id))
      .map((f) => ({ id_forma_pago: f.id, forma_pago: f.nombre, esperado: '0.00' })),
  ];
  const [confirmando, setConfirmando] = useState<Conteo[] | null>(null);
  /** Under a blind count nobody sees the expected amounts on this screen until the count is in. */
  const esperado = (v: string | null) => (v === null || ciego ? translate(`${T}.oculto`) : formatearPesos(v));

  /** The count as typed, checked; null (with each wrong value marked) when a value is not money. */
  function valoresContados(): Conteo[] | null {
    const nuevos: Record<number, string> = {};
    const valores = formas.map((f) => {
      const valor = leerDinero(conteos[f.id_forma_pago] ?? '');
      if (valor === null) nuevos[f.id_forma_pago] = translate(`${T}.valor_invalido`);
      return { id_forma_pago: f.id_forma_pago, valor: valor ?? '0.00' };
    });
    setErrores(nuevos);
    return Object.keys(nuevos).length > 0 ? null : valores;
  }
  // "Confirmar cierre" asks once more (the close cannot be undone), then sends the count it was shown.
  const pedirCierre = () => setConfirmando(valoresContados());
  const cerrar = async (valores: Conteo[]) => {
    setConfirmando(null);
    await enviar(async () =>
      alCerrar(await cerrarCaja(caja.id, { formaPagoValores: valores, id_responsable: null })),
    );
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
        <Typography sx={{ flex: 1 }}>
          {translate(`${T}.abierta_desde`, {
            fecha: fechaBogota(caja.abierta_at),
            responsable: caja.responsable,
            saldo: formatearPesos(caja.saldo_apertura),
          })}
        </Typography>
        <BotonVentasHoy idSede={caja.id_sede} ciego={ciego} />
      </Stack>
      {ciego ? <Alert severity="info">{translate(`${T}.conteo_ciego`)}</Alert> : null}

      <Card component="section" aria-label={translate(`${T}.esperado_por_forma`)}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate(`${T}.esperado_por_forma`)}
          </Typography>
          {/* Under a blind count no money figure shows before the count (sold, tips, paid out, refunds): each
              tells part of the expected amounts. The closing report shows them all. */}
          {totales.data ? (
            <Typography variant="body2" color="text.secondary" data-testid="resumen-ventas">
              {ciego || totales.data.total_ventas === null || totales.data.total_propinas === null
                ? translate(`${T}.resumen_ventas_ciego`, {
                    ventas: totales.data.cantidad_ventas,
                    canceladas: totales.data.cantidad_canceladas,
                  })
                : translate(`${T}.resumen_ventas`, {
                    ventas: totales.data.cantidad_ventas,
                    canceladas: totales.data.cantidad_canceladas,
                    total: formatearPesos(totales.data.total_ventas),
                    propinas: formatearPesos(totales.data.total_propinas),
                  })}
            </Typography>
          ) : null}
          {totales.data && !ciego && totales.data.egresos_efectivo !== null ? (
            <Typography variant="body2" data-testid="egresos-efectivo">
              {translate(`${T}.egresos_efectivo`, { valor: formatearPesos(totales.data.egresos_efectivo) })}
            </Typography>
          ) : null}
          {totales.data &&
          !ciego &&
          totales.data.devoluciones !== null &&
          compararDinero(totales.data.devoluciones, 0) !== 0 ? (
            <Typography variant="body2" data-testid="devoluciones">
              {translate(`${T}.devoluciones`, { valor: formatearPesos(totales.data.devoluciones) })}
            </Typography>
          ) : null}
          {totales.data && !ciego ? <LineasMovimientos totales={totales.data} /> : null}
          <Box
            component="form"
            noValidate
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              pedirCierre();
            }}
          >
            <Box component="table" sx={tabla}>
              <thead>
                <tr>
                  <th>{translate(`${T}.forma_pago`)}</th>
                  <th>{translate(`${T}.esperado`)}</th>
                  {contando ? <th>{translate(`${T}.contado`)}</th> : null}
                </tr>
              </thead>
              <tbody>
                {formas.map((f) => (
                  <tr key={f.id_forma_pago}>
                    <td>{f.forma_pago}</td>
                    <td>{esperado(f.esperado)}</td>
                    {contando ? (
                      <td>
                        <CampoPesos
                          size="medium"
                          label={f.forma_pago}
                          value={conteos[f.id_forma_pago] ?? ''}
                          onChange={(e) => setConteos({ ...conteos, [f.id_forma_pago]: e.target.value })}
                          error={!!errores[f.id_forma_pago]}
                          helperText={errores[f.id_forma_pago]}
                          slotProps={{ htmlInput: { inputMode: 'decimal', style: { fontSize: 20 } } }}
                        />
                      </td>
                    ) : null}
                  </tr>
                ))}
                <Box component="tr" sx={{ fontWeight: 'bold' }}>
                  <td>{translate(`${T}.total_fila`)}</td>
                  <td>{esperado(totales.data?.esperado_total ?? null)}</td>
                  {contando ? <td /> : null}
                </Box>
              </tbody>
            </Box>
            {fallo ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate(fallo, { _: fallo })}
              </Alert>
            ) : null}
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              {/* Keys: without them React reuses the "Cerrar caja" <button> as "Confirmar cierre" and turns it into a
                  submit button during the very click that opened the count, which then submits it empty. */}
              {contando ? (
                <>
                  <Button
                    key="confirmar"
                    type="submit"
                    variant="contained"
                    color="warning"
                    size="large"
                    disabled={enviando}
                    sx={{ minHeight: 56 }}
                  >
                    {translate(`${T}.confirmar_cierre`)}
                  </Button>
                  <Button
                    key="cancelar"
                    size="large"
                    onClick={() => setContando(false)}
                    sx={{ minHeight: 56 }}
                  >
                    {translate(`${T}.cancelar`)}
                  </Button>
                </>
              ) : (
                <Button
                  key="cerrar"
                  variant="contained"
                  size="large"
                  onClick={() => {
                    // The payment methods to count as they are now (a sale may have come in since).
                    void totales.refetch();
                    void ventas.refetch();
                    setContando(true);
                  }}
                  disabled={!totales.data}
                  sx={{ minHeight: 56 }}
                >
                  {translate(`${T}.cerrar_caja`)}
                </Button>
              )}
            </Stack>
            <ConfirmDialog
              open={confirmando !== null}
              data={confirmando}
              title={translate(`${T}.confirmar_titulo`)}
              content={translate(`${T}.confirmar_contenido`)}
              onConfirm={(valores) => void cerrar(valores)}
              onClose={() => setConfirmando(null)}
            />
          </Box>
        </CardContent>
      </Card>

      <MovimientosCaja idCaja={caja.id} alCambiar={recargar} />

      <Card component="section" aria-label={translate(`${T}.ventas`)}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate(`${T}.ventas`)}
          </Typography>
          {ventas.data && ventas.data.length === 0 ? (
            <Typography>{translate(`${T}.sin_ventas`)}</Typography>
          ) : null}
          {ventas.data && ventas.data.length > 0 ? (
            // Its own width does not size the page: on a phone the table scrolls sideways, reachable by keyboard.
            <Box tabIndex={0} sx={{ overflowX: 'auto', contain: 'inline-size' }}>
              <Box component="table" sx={tablaVentas}>
                <thead>
                  <tr>
                    <th>{translate(`${T}.numero`)}</th>
                    <th>{translate(`${T}.hora`)}</th>
                    <th>{translate(`${T}.cliente`)}</th>
                    {ciego ? null : <th>{translate(`${T}.total`)}</th>}
                    <th>{translate(`${T}.estado`)}</th>
                  </tr>
                </thead>
                <tbody>
                  {ventas.data.map((v) => (
                    <Box
                      component="tr"
                      key={v.id}
                      sx={
                        v.estado === 'cancelada'
                          ? {
                              color: 'text.secondary',
                              '& td:nth-of-type(4)': ciego ? undefined : { textDecoration: 'line-through' },
                            }
                          : undefined
                      }
                    >
                      <td>{v.consecutivo}</td>
                      <td>{fechaBogota(v.created_at)}</td>
                      <td>{v.cliente}</td>
                      {ciego ? null : <td>{formatearPesos(v.total)}</td>}
                      <td>
                        <Chip
                          size="small"
                          label={translate(`${T}.${v.estado}`)}
                          color={v.estado === 'cancelada' ? 'error' : 'success'}
                        />
                      </td>
                    </Box>
                  ))}
                </tbody>
              </Box>
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Stack>
  );
};
