import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Chip,
  CircularProgress,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import PaymentsIcon from '@mui/icons-material/Payments';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AvisoCajaCerrada, useCajaAbierta } from '../caja/AvisoCajaCerrada';
import { formatearPesos } from '../../../common/formatoDinero';
import { ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';
import type { LineaOrden } from '../../../common/ordenes';
import type { Venta } from '../../../common/ventas';
import { useUsuario } from '../../authProvider';
import { SinPermisoCobrar, usePermisoCobrar } from '../cobro/SinPermisoCobrar';
import { useTituloPestana } from '../../components/useTituloPestana';
import { despuesDePintar } from '../../components/despues';
import { useNotificar } from '../../notifications';
import { asignarMesa, leerMesas, marcarCuenta, retirarLinea, type MesaConOrden } from './api';
import { BarraInferior } from '../comun/BarraInferior';
import { ConPanelLateral } from '../comun/ConPanelLateral';
import { AvisoSalida } from './AvisoSalida';
import { useCatalogoVenta } from './useCatalogoVenta';
import { claveBorrador } from './borrador';
import { CatalogoCargado } from './CatalogoCargado';
import { DialogoMesa } from './DialogoMesa';
import { BotonMesero } from './BotonMesero';
import { DialogoRetiro } from './DialogoRetiro';
import {
  cobrarMesa,
  leerAjustesCobro,
  leerFormasPago,
  type AjustesCobro,
  type FormaPago,
} from '../cobro/api';
import { DialogoCobro } from '../cobro/DialogoCobro';
import { AJUSTES_DEFECTO, useDatosCobro } from '../cobro/useDatosCobro';
import { leerEmpresaRecibo } from '../recibo/api';
import { MostrarRecibo } from '../recibo/MostrarRecibo';
import { useDatosRecibo } from '../recibo/useImprimirRecibo';
import { PreCuenta } from './PreCuenta';
import { Resumen } from './Resumen';
import { sumaProvisional, useOrden } from './useOrden';
import { leerOrdenAbierta } from './api';

/** Whether the order is still open after a sale (a split leaves it open until all of it is charged). */
const ordenSigueAbierta = async (id: number) => (await leerOrdenAbierta({ orden: id })) !== null;

const entero = (v: string | null): number | undefined => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The tables the map read (any venue's), while the screen's own read of every table is on its way. */
const mesasDelMapa = (cliente: QueryClient): MesaConOrden[] | undefined =>
  cliente
    .getQueriesData<{ mesas?: MesaConOrden[] }>({ queryKey: ['mesas/mesa/orden'] })
    .flatMap(([, datos]) => datos?.mesas ?? []);

/**
 * Reads the receipt's company data and the venue's "Caja" point while the order is shown, so that the receipt
 * after "Cobrar" is ready at once (issue 25).
 */
const DatosRecibo = ({ idSede }: { idSede: number }) => {
  useDatosRecibo(idSede);
  return null;
};

/**
 * /ventas/ordenar?mesa=<id> (from the table map) or ?orden=<id> (issue 8): the catalogue on one side and the order
 * summary always in view — a side panel in landscape, a bottom bar that opens a sheet in portrait. With every line
 * sent: "Cobrar" (the payment dialog in table mode: split, taxes, discount, customer, tip, payments; issue 9) and
 * "Pre-cuenta" (prints the bill with the suggested tip and marks the order cuenta pedida).
 */
const PantallaOrdenar = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mesa = entero(params.get('mesa'));
  const idOrden = entero(params.get('orden'));
  const usuario = useUsuario();
  const privilegiado = usuario ? [ROL_PROPIETARIO, ROL_PRIVILEGIADO].includes(usuario.rol.id_rol) : false;
  const vertical = useMediaQuery('(orientation: portrait)');
  const { catalogo, error: errorCatalogo, reintentar: cargarCatalogo } = useCatalogoVenta();
  const [hoja, setHoja] = useState(false);
  const [retiro, setRetiro] = useState<LineaOrden | null>(null);
  const [mover, setMover] = useState(false);
  // The table as the map knows it: its name and venue from the first tap, before it has an order.
  const cliente = useQueryClient();
  const mesas = useQuery({
    queryKey: ['mesas/mesa/orden', 'todas'],
    queryFn: leerMesas,
    enabled: mesa !== undefined,
    placeholderData: () => mesasDelMapa(cliente),
  });
  const laMesa = mesas.data?.find((m) => m.id === mesa);
  const [ordenLeida, setOrdenLeida] = useState<{ id_sede: number; id_mesa: number | null } | null>(null);
  const idSede = ordenLeida?.id_sede ?? laMesa?.id_sede;
  const empresa = usuario?.empresa.id;
  const lugarBorrador = mesa ?? ordenLeida?.id_mesa ?? undefined;
  const borrador =
    empresa !== undefined && idSede !== undefined && (lugarBorrador !== undefined || idOrden !== undefined)
      ? claveBorrador(
          empresa,
          idSede,
          lugarBorrador !== undefined ? { mesa: lugarBorrador } : { orden: idOrden },
        )
      : null;
  const o = useOrden({ mesa, orden: idOrden, borrador });
  useEffect(() => setOrdenLeida(o.orden), [o.orden]);
  const nombreMesa = o.orden?.mesa;
  const titulo = nombreMesa
    ? translate('comanda.ordenar.titulo_mesa', { mesa: nombreMesa })
    : laMesa && !o.orden
      ? translate('comanda.ordenar.titulo_mesa_nueva', { mesa: laMesa.nombre })
      : translate('comanda.ordenar.titulo');
  useTituloPestana(titulo);

  const enviar = () => {
    o.enviar().then(
      // The lines under 'Enviado a cocina' are the confirmation; the toast follows once they are painted.
      (mensaje) => mensaje && despuesDePintar(() => notificar.exito(mensaje)),
      (e: Error) => notificar.error(e),
    );
  };

  const retirar = (linea: LineaOrden, datos?: { motivo: string; devuelve_inventario: boolean }) => {
    retirarLinea(linea.id, datos).then(
      ({ orden, mensaje }) => {
        o.setOrden(orden);
        notificar.exito(mensaje);
      },
      (e: Error) => notificar.error(e),
    );
  };
  const [marcandoCuenta, setMarcandoCuenta] = useState(false);
  const cambiarCuenta = (pedida: boolean) => {
    const actual = o.orden;
    if (!actual || marcandoCuenta) return;
    setMarcandoCuenta(true);
    marcarCuenta(actual.id, pedida)
      .then(
        ({ orden, mensaje }) => {
          o.setOrden(orden);
          notificar.exito(mensaje);
        },
        (e: Error) => notificar.error(e),
      )
      .finally(() => setMarcandoCuenta(false));
  };
  const cuentaPedida = Boolean(o.orden?.cuenta_pedida_at);

  // Charging: the payment methods of the order's venue and the tip settings, read when "Cobrar" is tapped.
  const [cobro, setCobro] = useState<{ formasPago: FormaPago[]; ajustes: AjustesCobro } | null>(null);
  const [abriendoCobro, setAbriendoCobro] = useState(false);
  /** Equal parts under way, per order: the next "Cobrar" opens on the next part. */
  const partes = useRef(new Map<number, number>());
  const permisoCobrar = usePermisoCobrar();
  const datosCobro = useDatosCobro(o.orden?.id_sede);
  // The register of the order's venue: without one open nothing can be charged (the server would refuse).
  const caja = useCajaAbierta(o.orden?.id_sede);
  const cajaCerrada = caja.data === null && (datosCobro.ajustes?.requiereCaja ?? true);
  // Why "Pre-cuenta" and "Cobrar" are off, said beside them (null: nothing in the way).
  const motivoCuenta = !o.orden
    ? null
    : o.nuevas.length > 0
      ? 'comanda.ordenar.motivo.por_enviar'
      : o.orden.detalles.some((l) => l.estado === 'nueva')
        ? 'comanda.ordenar.motivo.en_espera'
        : o.orden.detalles.length === 0
          ? 'comanda.ordenar.motivo.sin_productos'
          : null;
  const puedeCobrar = Boolean(o.orden) && motivoCuenta === null;
  const motivoCobro = motivoCuenta ?? (cajaCerrada ? 'comanda.ordenar.motivo.caja_cerrada' : null);
  const abrirCobro = () => {
    const actual = o.orden;
    if (!actual || abriendoCobro) return;
    // Read while the order was shown: the dialog opens at once.
    if (datosCobro.formasPago && datosCobro.ajustes)
      return setCobro({ formasPago: datosCobro.formasPago, ajustes: datosCobro.ajustes });
    setAbriendoCobro(true);
    Promise.all([leerFormasPago(actual.id_sede), leerAjustesCobro().catch(() => AJUSTES_DEFECTO)])
      .then(
        ([formasPago, ajustes]) => setCobro({ formasPago, ajustes }),
        (e: Error) => notificar.error(e),
      )
      .finally(() => setAbriendoCobro(false));
  };
  /**
   * The sale just made: its receipt shows at once (with the change, 'Imprimir recibo' focused). `cerrada`: nothing
   * of the order is left, so closing the receipt goes back to the map; a split stays on the order for its next part.
   */
  const [recibo, setRecibo] = useState<{ venta: Venta; cerrada: boolean } | null>(null);
  const cobrada = async (venta: Venta) => {
    const actual = o.orden;
    setCobro(null);
    setRecibo({ venta, cerrada: false });
    let cerrada = true;
    if (actual) {
      // The receipt's frame first (issue 25): the order's re-read and its re-render would share it otherwise.
      await new Promise<void>((listo) => despuesDePintar(listo));
      await o.recargar();
      cerrada = venta.id_orden !== actual.id || !(await ordenSigueAbierta(actual.id).catch(() => true));
      if (cerrada) partes.current.delete(actual.id);
    }
    setRecibo((r) => (r?.venta === venta ? { venta, cerrada } : r));
  };
  const cerrarRecibo = () => {
    const cerrada = recibo?.cerrada;
    setRecibo(null);
    if (cerrada) navigate('/ventas');
  };

  // Pre-cuenta: marks the order cuenta pedida (if it was not), then prints the bill.
  const [precuenta, setPrecuenta] = useState<{
    ajustes: AjustesCobro;
    razonSocial: string;
    fecha: string;
  } | null>(null);
  const imprimirPrecuenta = () => {
    const actual = o.orden;
    if (!actual) return;
    const marcar = cuentaPedida
      ? Promise.resolve()
      : marcarCuenta(actual.id, true).then(({ orden }) => o.setOrden(orden));
    Promise.all([
      marcar,
      leerAjustesCobro().catch(() => AJUSTES_DEFECTO),
      leerEmpresaRecibo().then(
        (e) => e.razonSocial,
        () => '',
      ),
    ]).then(
      ([, ajustes, razonSocial]) => setPrecuenta({ ajustes, razonSocial, fecha: new Date().toISOString() }),
      (e: Error) => notificar.error(e),
    );
  };
  useEffect(() => {
    if (!precuenta) return;
    window.print();
    setPrecuenta(null);
  }, [precuenta]);

  const pedirRetiro = (linea: LineaOrden) => (linea.estado === 'nueva' ? retirar(linea) : setRetiro(linea));

  const moverA = (destino: MesaConOrden) => {
    const actual = o.orden;
    setMover(false);
    if (!actual) return;
    asignarMesa(destino.id, actual.id).then(
      ({ orden, mensaje }) => {
        o.setOrden(orden);
        notificar.exito(mensaje);
        navigate(`/ventas/ordenar?mesa=${orden.id_mesa ?? destino.id}`, { replace: true });
      },
      (e: Error) => notificar.error(e),
    );
  };

  if (mesa === undefined && idOrden === undefined)
    return (
      <Box sx={{ p: 2 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('comanda.ordenar.titulo')}
        </Typography>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/ventas">
              {translate('comanda.ordenar.ir_al_mapa')}
            </Button>
          }
        >
          {translate('comanda.ordenar.sin_mesa')}
        </Alert>
      </Box>
    );

  const resumen = (
    <Resumen
      orden={o.orden}
      nuevas={o.nuevas}
      comensales={o.comensales}
      setComensales={o.setComensales}
      cambiar={o.cambiar}
      quitar={o.quitar}
      enviar={enviar}
      enviando={o.enviando}
      enCamino={o.enCamino}
      puedeRetirarEnviadas={privilegiado}
      alRetirar={pedirRetiro}
      acciones={
        o.orden ? (
          <>
            <Button startIcon={<MoveUpIcon />} onClick={() => setMover(true)} sx={{ minHeight: 48 }}>
              {translate('comanda.ordenar.mover')}
            </Button>
            {privilegiado ? <BotonMesero orden={o.orden} alCambiar={o.setOrden} /> : null}
          </>
        ) : null
      }
      aviso={
        <>
          {o.errorComensales ? (
            <Alert severity="error" role="alert">
              {translate('comanda.ordenar.comensales_no_guardados', {
                mensaje: (o.errorComensales as Error).message,
              })}
            </Alert>
          ) : null}
          {o.orden ? (
            <Stack direction="row" alignItems="center" gap={1} flexWrap="wrap">
              {cuentaPedida ? (
                <Chip
                  icon={<PaymentsIcon />}
                  color="warning"
                  label={translate('comanda.ordenar.cuenta_pedida')}
                  data-testid="cuenta-pedida"
                />
              ) : null}
              <Button
                variant={cuentaPedida ? 'text' : 'outlined'}
                startIcon={<PaymentsIcon />}
                onClick={() => cambiarCuenta(!cuentaPedida)}
                disabled={marcandoCuenta}
                sx={{ minHeight: 48 }}
              >
                {translate(cuentaPedida ? 'comanda.ordenar.quitar_cuenta' : 'comanda.ordenar.pedir_cuenta')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<PrintIcon />}
                onClick={imprimirPrecuenta}
                disabled={!puedeCobrar}
                aria-describedby={motivoCuenta ? 'motivo-cobro' : undefined}
                sx={{ minHeight: 48 }}
              >
                {translate('comanda.ordenar.precuenta.boton')}
              </Button>
              <Button
                variant="contained"
                color="success"
                startIcon={<PointOfSaleIcon />}
                onClick={abrirCobro}
                disabled={motivoCobro !== null || abriendoCobro || !permisoCobrar}
                aria-describedby={
                  !permisoCobrar ? 'sin-permiso-cobrar' : motivoCobro ? 'motivo-cobro' : undefined
                }
                sx={{ minHeight: 48 }}
              >
                {translate('comanda.ordenar.cobrar')}
              </Button>
              {!permisoCobrar ? (
                <SinPermisoCobrar id="sin-permiso-cobrar" />
              ) : motivoCobro ? (
                <Typography
                  id="motivo-cobro"
                  variant="body2"
                  color="text.secondary"
                  data-testid="motivo-cobro"
                  sx={{ flexBasis: '100%' }}
                >
                  {translate(motivoCobro)}
                </Typography>
              ) : null}
            </Stack>
          ) : null}
        </>
      }
    />
  );

  const cuantas = o.nuevas.length + (o.orden?.detalles.length ?? 0);
  return (
    // `contain: inline-size`: the screen takes the width it is given, and the category tabs' or the grid's natural
    // width never widens the layout past a phone's window (390 px).
    <Box sx={{ py: 1, minWidth: 0, pb: vertical ? 12 : 1, contain: 'inline-size' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      <AvisoCajaCerrada idSede={idSede} />
      {idOrden !== undefined && !o.cargando && !o.orden && !o.errorCarga ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('comanda.ordenar.no_encontrada')}
        </Alert>
      ) : null}
      {o.errorCarga ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button onClick={() => void o.recargar()}>{translate('comanda.ordenar.reintentar')}</Button>
          }
        >
          {(o.errorCarga as Error).message &&
            translate((o.errorCarga as Error).message, { _: (o.errorCarga as Error).message })}
        </Alert>
      ) : null}
      <ConPanelLateral
        vertical={vertical}
        nombre={translate('comanda.ordenar.resumen')}
        panel={
          o.cargando ? (
            <CircularProgress aria-label={translate('comanda.ordenar.cargando')} sx={{ m: 2 }} />
          ) : (
            resumen
          )
        }
      >
        <CatalogoCargado
          catalogo={catalogo}
          error={errorCatalogo}
          reintentar={cargarCatalogo}
          alElegir={o.agregar}
          cargando={translate('comanda.ordenar.cargando')}
        />
      </ConPanelLateral>
      {vertical ? (
        <BarraInferior
          textoVer={translate('comanda.ordenar.ver_orden')}
          icono={
            <Badge badgeContent={cuantas} color="primary">
              <ReceiptLongIcon />
            </Badge>
          }
          textoCerrar={translate('comanda.ordenar.cerrar_orden')}
          abierta={hoja}
          alCambiar={setHoja}
          hoja={resumen}
        >
          <Box sx={{ flex: 1, textAlign: 'right' }}>
            {o.orden ? (
              <Typography fontWeight={600} data-testid="total-barra">
                {formatearPesos(o.orden.totales.por_cobrar ?? o.orden.totales.total)}
              </Typography>
            ) : null}
            {o.nuevas.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                + {formatearPesos(sumaProvisional(o.nuevas))}
              </Typography>
            ) : null}
          </Box>
        </BarraInferior>
      ) : null}
      <DialogoRetiro
        linea={retiro}
        alCerrar={() => setRetiro(null)}
        alConfirmar={(datos) => {
          const linea = retiro;
          setRetiro(null);
          if (linea) retirar(linea, datos);
        }}
      />
      {o.orden ? (
        <DialogoMesa orden={o.orden} abierto={mover} alCerrar={() => setMover(false)} alElegir={moverA} />
      ) : null}
      {cobro && o.orden ? (
        <DialogoCobro
          formasPago={cobro.formasPago}
          ajustes={cobro.ajustes}
          mesa={{ orden: o.orden, privilegiado, partes: partes.current.get(o.orden.id) }}
          enviar={(c) => {
            const id = o.orden!.id;
            if (c.partes) partes.current.set(id, c.partes.n);
            return cobrarMesa({ ...c, id_orden: id });
          }}
          alCerrar={() => setCobro(null)}
          alCobrar={(venta) => void cobrada(venta)}
        />
      ) : null}
      <AvisoSalida pendientes={o.nuevas.length} alDescartar={o.descartar} />
      {recibo ? (
        <MostrarRecibo
          venta={recibo.venta}
          onCerrar={cerrarRecibo}
          textoCerrar={recibo.cerrada ? 'comanda.ordenar.volver_mapa' : undefined}
          conCambio
        />
      ) : null}
      {precuenta && o.orden ? <PreCuenta orden={o.orden} {...precuenta} /> : null}
      {o.orden ? <DatosRecibo idSede={o.orden.id_sede} /> : null}
    </Box>
  );
};

export default PantallaOrdenar;
