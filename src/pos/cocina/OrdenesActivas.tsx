import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DatosNuevaOrden } from '../../../common/vivo';
import { PageFrame } from '../../components/PageFrame';
import { http } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';
import { useVivo } from '../vivo/useVivo';
import { BarraEstacion, type OpcionPunto } from './BarraEstacion';
import { ColaImpresion } from './ColaImpresion';
import { ColumnaPunto } from './ColumnaPunto';
import { claveTicket, ticketDe, type AnchoPapel } from './impresion';
import { usePreferencias } from './preferencias';
import { pitar } from './sonido';
import { TicketComanda } from './TicketComanda';
import { useDespacho } from './useDespacho';
import { clavePunto, TODOS } from './tipos';
import { useAhora } from './useAhora';
import { useColaImpresion } from './useColaImpresion';

const T = 'comanda.cocina';

/** 'null' → null, '7' → 7. */
const puntoDe = (clave: string): number | null => (clave === 'null' ? null : Number(clave));

/**
 * /ordenes/ordenesActivas (issue 8): the kitchen and bar screen. One column per print point (or one point's orders
 * on the whole screen), a card per order ageing by its products' preparation time, "Listo" per line and per order,
 * recall of the last bump. Live: a new order for the shown point reloads, beeps and, on a station that prints,
 * queues its ticket; any other order change or a reconnect reloads.
 */
const OrdenesActivas = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const [preferencias, cambiar] = usePreferencias();
  const { grupos, puntos, fallo, cargar } = useDespacho();
  const [ocupado, setOcupado] = useState(false);
  const ahora = useAhora();
  const { cola, imprimiendo, encolar, reimprimir } = useColaImpresion();
  const avisados = useRef(new Set<string>());

  const anchoDe = useCallback(
    (punto: number | null): AnchoPapel =>
      puntos.find((p) => p.id === punto)?.ancho_papel === '58' ? '58' : '80',
    [puntos],
  );

  const alRecibir = (mensaje: { action: string; data?: unknown }) => {
    if (mensaje.action === 'updateTableOrder') {
      void cargar();
      return;
    }
    if (mensaje.action !== 'newOrder') return;
    const datos = mensaje.data as DatosNuevaOrden;
    const { punto: elegido, silencio, imprimir } = preferencias;
    const todos = elegido === TODOS;
    if (!todos && !datos.puntos.some((p) => clavePunto(p) === elegido)) return;
    const punto = todos ? null : puntoDe(elegido);
    const clave = todos ? String(datos.id_envio) : claveTicket(datos.id_envio, punto);
    if (!avisados.current.has(clave)) {
      avisados.current.add(clave);
      if (!silencio) pitar();
    }
    const porRed = puntos.find((p) => p.id === punto)?.modo_impresion === 'red';
    void cargar().then((g) => {
      if (!g || todos || !imprimir || porRed) return;
      const ticket = ticketDe(g, clave, datos.id_orden, datos.id_envio, punto, anchoDe(punto));
      if (ticket) encolar(ticket);
    });
  };
  useVivo(alRecibir, () => void cargar());

  /** Columns: the configured points (as listed), any other point that has orders, lines without a point last. */
  const opciones: OpcionPunto[] = useMemo(() => {
    const lista: OpcionPunto[] = puntos.map((p) => ({ clave: clavePunto(p.id), nombre: p.nombre }));
    for (const g of grupos ?? []) {
      const clave = clavePunto(g.id_punto_impresion);
      if (g.id_punto_impresion !== null && !lista.some((o) => o.clave === clave))
        lista.push({ clave, nombre: g.punto_impresion ?? clave });
    }
    if ((grupos ?? []).some((g) => g.id_punto_impresion === null) || preferencias.punto === 'null')
      lista.push({ clave: 'null', nombre: translate(`${T}.sin_punto`) });
    return lista;
  }, [puntos, grupos, preferencias.punto, translate]);

  const accion = async (hacer: () => Promise<{ data: { message: string } }>, avisar = false) => {
    setOcupado(true);
    try {
      const r = await hacer();
      if (avisar) notificar.exito(r.data.message);
    } catch (e) {
      notificar.error(e as Error);
    } finally {
      setOcupado(false);
      void cargar();
    }
  };

  const cuerpoPunto = (clave: string) => (clave === TODOS ? {} : { id_punto_impresion: puntoDe(clave) });
  const visibles =
    preferencias.punto === TODOS ? opciones : opciones.filter((o) => o.clave === preferencias.punto);

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.ventas' },
        { label: `${T}.titulo`, link: '/ordenes/ordenesActivas', active: true },
      ]}
    >
      <BarraEstacion
        opciones={opciones}
        preferencias={preferencias}
        ocupado={ocupado}
        onCambiar={cambiar}
        onRecuperar={() =>
          void accion(() => http.post('ordenes/listo/recuperar', cuerpoPunto(preferencias.punto)), true)
        }
      />
      {fallo ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void cargar()} sx={{ minHeight: 48 }}>
              {translate(`${T}.reintentar`)}
            </Button>
          }
        >
          {translate(fallo, { _: fallo })}
        </Alert>
      ) : null}
      {grupos === null ? (
        fallo ? null : (
          <Typography role="status">{translate(`${T}.cargando`)}</Typography>
        )
      ) : (
        <Box
          {...(preferencias.punto === TODOS && { role: 'region', 'aria-label': translate(`${T}.columnas`) })}
          sx={
            preferencias.punto === TODOS
              ? // Every station in view on a tablet: columns of at least 280 px share the width and wrap to a
                // new row rather than scroll off-screen.
                {
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
                  alignItems: 'start',
                }
              : undefined
          }
        >
          {visibles.length === 0 ? (
            <Typography color="text.secondary">{translate(`${T}.sin_ordenes`)}</Typography>
          ) : null}
          {visibles.map((o) => (
            <ColumnaPunto
              key={o.clave}
              titulo={o.nombre}
              sola={preferencias.punto !== TODOS}
              ordenes={grupos.find((g) => clavePunto(g.id_punto_impresion) === o.clave)?.ordenes ?? []}
              ahora={ahora}
              ocupado={ocupado}
              onListoLinea={(id) => void accion(() => http.post(`ordenes/ordenDetalle/${id}/listo`, {}))}
              onListoOrden={(id) =>
                void accion(() => http.post(`ordenes/orden/${id}/listo`, cuerpoPunto(o.clave)))
              }
            />
          ))}
        </Box>
      )}
      {preferencias.imprimir && preferencias.punto !== TODOS ? (
        <ColaImpresion cola={cola} onReimprimir={reimprimir} />
      ) : null}
      {imprimiendo ? <TicketComanda ticket={imprimiendo} /> : null}
    </PageFrame>
  );
};

export default OrdenesActivas;
