import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Typography, useMediaQuery } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductoVenta } from '../../../common/catalogoVenta';
import type { Dinero } from '../../../common/dineroTexto';
import { multiplicar, sumar } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import type { Venta } from '../../../common/ventas';
import { useTituloPestana } from '../../components/useTituloPestana';
import { useNotificar } from '../../notifications';
import { cobrarInmediata, type Cobro } from '../cobro/api';
import { DialogoCobro } from '../cobro/DialogoCobro';
import { BarraInferior } from '../comun/BarraInferior';
import { ConPanelLateral } from '../comun/ConPanelLateral';
import { useCatalogoVenta } from '../ordenar/useCatalogoVenta';
import { useDatosVenta } from './useDatosVenta';
import { crearIndice, porCodigoExacto } from '../ordenar/busqueda';
import { CatalogoCargado } from '../ordenar/CatalogoCargado';
import { MostrarRecibo } from '../recibo/MostrarRecibo';
import { BotonVentasHoy } from '../recibo/VentasHoy';
import { SinPermisoCobrar, usePermisoCobrar } from '../cobro/SinPermisoCobrar';
import { useUsuario } from '../../authProvider';
import { almacenActual } from '../sinConexion/api';
import { esErrorDeRed } from '../sinConexion/cola';
import { useBloquesContingencia, useColaSinConexion } from '../sinConexion/useColaSinConexion';
import { venderSinConexion } from '../sinConexion/vender';

/** A cart line: whole units (the scanner and the buttons add one each). */
export interface LineaCarrito {
  producto: ProductoVenta;
  cantidad: number;
}

export const totalLinea = (l: LineaCarrito): Dinero =>
  multiplicar(l.producto.precio_venta ?? '0', l.cantidad);
/** The cart's total (exact, never a float); the server prices the sale again. */
export const totalCarrito = (lineas: LineaCarrito[]): Dinero => sumar('0', ...lineas.map(totalLinea));

/** Keys typed outside any field (a scanner used as a keyboard) are read as a code; Enter ends it. */
const enCampo = (el: EventTarget | null): boolean =>
  el instanceof HTMLElement &&
  (el.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) ||
    Boolean(el.closest('[role="dialog"]:not([data-escaner-libre])')));

/**
 * /ventaInmediata (issue 9): the counter sale. The till's cached catalogue (`ordenar/Catalogo`: category tabs,
 * search, code + Enter), a barcode scanner typing anywhere on the screen, the cart with quantities and its total,
 * "Cobrar" opening the payment dialog (`cobro/DialogoCobro`, `POST ventas/inmediata`); after the sale the cart is
 * empty and the next sale ready at once. Without an open register in the venue it says so and links to
 * /cuadreCaja to open one (selling stays off: the server would refuse it).
 */
const PantallaVentaInmediata = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  useTituloPestana(translate('comanda.venta_inmediata.titulo'));
  const vertical = useMediaQuery('(orientation: portrait)');
  const { catalogo, error: errorCatalogo, reintentar: cargarCatalogo } = useCatalogoVenta();
  const { caja, cargarCaja, formasPago, ajustes } = useDatosVenta();
  const idSede = caja && caja !== 'desconocida' ? caja.id_sede : undefined;
  const [carrito, setCarrito] = useState<LineaCarrito[]>([]);
  const [cobrando, setCobrando] = useState(false);
  const [hoja, setHoja] = useState(false);
  const [ultima, setUltima] = useState<Venta | null>(null);
  /** The receipt of the sale just made, shown ready to print while the next sale starts. */
  const [recibo, setRecibo] = useState<Venta | null>(null);
  const [noEncontrado, setNoEncontrado] = useState<string | null>(null);

  const agregar = useCallback((producto: ProductoVenta) => {
    setNoEncontrado(null);
    setCarrito((ls) =>
      ls.some((l) => l.producto.id === producto.id)
        ? ls.map((l) => (l.producto.id === producto.id ? { ...l, cantidad: l.cantidad + 1 } : l))
        : [...ls, { producto, cantidad: 1 }],
    );
  }, []);
  const cambiar = (id: number, mas: number) =>
    setCarrito((ls) =>
      ls.flatMap((l) =>
        l.producto.id !== id ? [l] : l.cantidad + mas <= 0 ? [] : [{ ...l, cantidad: l.cantidad + mas }],
      ),
    );
  const quitar = (id: number) => setCarrito((ls) => ls.filter((l) => l.producto.id !== id));

  // The scanner as a keyboard: characters typed outside a field build a code, Enter adds its product.
  const indice = useMemo(() => (catalogo ? crearIndice(catalogo.productos) : null), [catalogo]);
  const codigo = useRef('');
  // A layout effect: the listener holds the new catalogue as soon as it shows, so a code scanned right then is found.
  useLayoutEffect(() => {
    if (cobrando) return undefined;
    const alTeclear = (e: KeyboardEvent) => {
      if (enCampo(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'Enter') {
        const leido = codigo.current;
        codigo.current = '';
        if (!leido || !indice) return;
        e.preventDefault();
        const producto = porCodigoExacto(indice, leido);
        setRecibo(null);
        if (producto) agregar(producto);
        else setNoEncontrado(leido);
      } else if (e.key === 'Escape') codigo.current = '';
      else if (e.key.length === 1) codigo.current += e.key;
    };
    window.addEventListener('keydown', alTeclear);
    return () => window.removeEventListener('keydown', alTeclear);
  }, [indice, agregar, cobrando]);

  const total = totalCarrito(carrito);
  // With 'ventaRequiereCajaAbierta' off the server opens the register at the first sale: nothing to warn about.
  const sinCaja = caja === null && ajustes.requiereCaja;
  const permisoCobrar = usePermisoCobrar();
  const puedeCobrar =
    permisoCobrar && carrito.length > 0 && !sinCaja && caja !== undefined && formasPago !== null;

  // Issue 31: the device keeps contingency numbers while online; a sale the network fails is kept here and synced.
  useBloquesContingencia(idSede);
  const { recargar: recargarCola } = useColaSinConexion();
  const usuario = useUsuario();
  const enviar = (cobro: Cobro) => {
    const cuerpo = {
      ...cobro,
      ...(idSede !== undefined && { id_sede: idSede }),
      detalles: carrito.map((l) => ({ id_producto: l.producto.id, cantidad: String(l.cantidad) })),
    };
    return cobrarInmediata(cuerpo).then(
      ({ venta, mensaje }) => {
        notificar.exito(mensaje);
        return venta;
      },
      async (e: unknown) => {
        if (esErrorDeRed(e) && caja && caja !== 'desconocida' && formasPago && !cobro.factura_electronica) {
          const venta = await venderSinConexion(almacenActual(), {
            cuerpo,
            productos: new Map(carrito.map((l) => [l.producto.id, l.producto])),
            caja,
            formas: formasPago,
            cajero: usuario ? `${usuario.user.name} ${usuario.user.last_name}`.trim() : '',
          });
          notificar.info(translate('comanda.sin_conexion.guardada', { numero: venta.consecutivo }));
          recargarCola();
          return venta;
        }
        cargarCaja();
        throw e;
      },
    );
  };

  const alCobrar = (venta: Venta) => {
    // The sale may have opened the register (selling without one): 'Ventas de hoy' shows it.
    if (caja === null) cargarCaja();
    setUltima(venta);
    setRecibo(venta);
    setCarrito([]);
    setCobrando(false);
    setHoja(false);
  };

  const botonCobrar = (
    <>
      <Button
        variant="contained"
        size="large"
        onClick={() => setCobrando(true)}
        disabled={!puedeCobrar}
        sx={{ minHeight: 56 }}
      >
        {translate('comanda.venta_inmediata.cobrar')}
      </Button>
      {permisoCobrar ? null : <SinPermisoCobrar />}
    </>
  );

  const carritoVista = (
    <Stack
      gap={1}
      sx={{ p: 1.5 }}
      component="section"
      aria-label={translate('comanda.venta_inmediata.carrito')}
    >
      <Typography component="h2" variant="h6">
        {translate('comanda.venta_inmediata.carrito')}
      </Typography>
      {carrito.length === 0 ? (
        <Typography color="text.secondary">{translate('comanda.venta_inmediata.vacio')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {carrito.map((l) => (
            <Box component="li" key={l.producto.id} data-testid={`linea-${l.producto.id}`}>
              <Stack direction="row" alignItems="center" gap={0.5}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                    {l.producto.nombre}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatearPesos(l.producto.precio_venta)}
                  </Typography>
                </Box>
                <IconButton
                  aria-label={translate('comanda.venta_inmediata.menos', { nombre: l.producto.nombre })}
                  onClick={() => cambiar(l.producto.id, -1)}
                  sx={{ width: 48, height: 48 }}
                >
                  <RemoveIcon />
                </IconButton>
                <Typography
                  sx={{ minWidth: 24, textAlign: 'center' }}
                  data-testid={`cantidad-${l.producto.id}`}
                >
                  {l.cantidad}
                </Typography>
                <IconButton
                  aria-label={translate('comanda.venta_inmediata.mas', { nombre: l.producto.nombre })}
                  onClick={() => cambiar(l.producto.id, 1)}
                  sx={{ width: 48, height: 48 }}
                >
                  <AddIcon />
                </IconButton>
                <Typography sx={{ minWidth: 88, textAlign: 'right' }} data-testid={`total-${l.producto.id}`}>
                  {formatearPesos(totalLinea(l))}
                </Typography>
                <IconButton
                  aria-label={translate('comanda.venta_inmediata.quitar', { nombre: l.producto.nombre })}
                  onClick={() => quitar(l.producto.id)}
                  sx={{ width: 48, height: 48 }}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ pt: 1 }}>
        <Typography variant="h6" component="p">
          {translate('comanda.venta_inmediata.total')}
        </Typography>
        <Typography variant="h6" component="p" data-testid="total-carrito">
          {formatearPesos(total)}
        </Typography>
      </Stack>
      {botonCobrar}
    </Stack>
  );

  return (
    <Box sx={{ py: 1, minWidth: 0, pb: vertical ? 12 : 1, contain: 'inline-size' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} sx={{ mb: 1 }}>
        <Typography component="h1" variant="h5">
          {translate('comanda.venta_inmediata.titulo')}
        </Typography>
        {caja && caja !== 'desconocida' ? (
          <BotonVentasHoy idSede={caja.id_sede} ciego={caja.conteo_ciego} />
        ) : null}
      </Stack>
      {sinCaja ? (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button component={RouterLink} to="/cuadreCaja" sx={{ minHeight: 48 }}>
              {translate('comanda.venta_inmediata.abrir_caja')}
            </Button>
          }
        >
          {translate('comanda.venta_inmediata.sin_caja')}
        </Alert>
      ) : null}
      {ultima ? (
        <Alert
          severity="success"
          sx={{ mb: 1 }}
          data-testid="ultima-venta"
          onClose={() => setUltima(null)}
          action={
            <Button onClick={() => setRecibo(ultima)} sx={{ minHeight: 48 }}>
              {translate('comanda.venta_inmediata.ver_recibo')}
            </Button>
          }
        >
          {translate(
            compararCambio(ultima)
              ? 'comanda.venta_inmediata.ultima_cambio'
              : 'comanda.venta_inmediata.ultima',
            {
              numero: ultima.consecutivo,
              total: formatearPesos(sumar(ultima.total, ultima.propina)),
              cambio: formatearPesos(ultima.cambio),
            },
          )}
        </Alert>
      ) : null}
      {noEncontrado ? (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setNoEncontrado(null)}>
          {translate('comanda.venta_inmediata.codigo_desconocido', { codigo: noEncontrado })}
        </Alert>
      ) : null}
      <ConPanelLateral
        vertical={vertical}
        nombre={translate('comanda.venta_inmediata.carrito')}
        panel={carritoVista}
      >
        <CatalogoCargado
          catalogo={catalogo}
          error={errorCatalogo}
          reintentar={cargarCatalogo}
          alElegir={agregar}
          cargando={translate('comanda.venta_inmediata.cargando')}
        />
      </ConPanelLateral>
      {vertical ? (
        <BarraInferior
          textoVer={translate('comanda.venta_inmediata.ver_carrito', { cantidad: carrito.length })}
          icono={<ShoppingCartIcon />}
          textoCerrar={translate('comanda.venta_inmediata.cerrar_carrito')}
          abierta={hoja}
          alCambiar={setHoja}
          hoja={carritoVista}
        >
          <Typography fontWeight={600} sx={{ flex: 1, textAlign: 'right' }}>
            {formatearPesos(total)}
          </Typography>
          {botonCobrar}
        </BarraInferior>
      ) : null}
      {cobrando && formasPago ? (
        <DialogoCobro
          total={total}
          formasPago={formasPago}
          ajustes={ajustes}
          enviar={enviar}
          alCerrar={() => setCobrando(false)}
          alCobrar={alCobrar}
        />
      ) : null}
      {recibo ? (
        <MostrarRecibo
          venta={recibo}
          onCerrar={() => setRecibo(null)}
          textoCerrar="comanda.recibo.nueva_venta"
          escanerLibre
          conCambio
        />
      ) : null}
    </Box>
  );
};

const compararCambio = (v: Venta): boolean => v.cambio !== '0.00';

export default PantallaVentaInmediata;
