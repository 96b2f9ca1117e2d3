import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import type { ProductoVenta } from '../../../common/catalogoVenta';
import type { Dinero } from '../../../common/dineroTexto';
import { exacto, mas, multiplicar, sumar, textoExacto } from '../../../common/exacto';
import { ORDEN_REPETIDA, PRODUCTO_INVALIDO, type Orden } from '../../../common/ordenes';
import type { MensajeVivo } from '../../../common/vivo';
import { useVivo } from '../vivo/useVivo';
import { enviarOrden, guardarComensales, leerOrdenAbierta } from './api';
import { borrarBorrador, guardarBorrador, leerBorrador } from './borrador';
import { olvidarOrdenPrecargada, ordenPrecargadaLista, tomarOrdenPrecargada } from './precarga';

/** The spec §8 code of an order refused for lack of stock. */
export const SIN_INVENTARIO = 'sinInventario';

/** A line added on this screen and not sent yet. */
export interface LineaNueva {
  clave: string;
  producto: ProductoVenta;
  /**
   * Whole units (the stepper), or for a product sold by weight or volume the typed quantity as a decimal string
   * ('0.5': never a float, as money is multiplied by it).
   */
  cantidad: number | string;
  /** A typed quantity that is not one (the line cannot be sent until it is). */
  cantidadInvalida?: boolean;
  nota: string;
  /** Why the last send refused it (sinInventario, productoInvalido), in Spanish as the server wrote it. */
  error?: string;
}

/** The submission under way or whose outcome is unknown: its key is reused by the retry. */
interface Envio {
  idempotencia: string;
  claves: string[];
}

const nuevaClave = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

interface CuerpoError {
  data?: { id_producto?: number; id_orden?: number | null; errors?: Record<string, string[]> } | null;
  message?: string;
  message_object?: { mensaje?: string } | null;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** A line's quantity plus whole units, exact: a typed '0.5' + 1 is '1.5'; a typed text that is no number becomes the units. */
const masUnidades = (actual: number | string, unidades: number): number | string => {
  if (typeof actual === 'number') return actual + unidades;
  const texto = actual.trim();
  return DECIMAL.test(texto) ? textoExacto(mas(exacto(texto), exacto(unidades))) : unidades;
};

/** The provisional sum of lines not sent yet (exact decimals: never a float). */
export const sumaProvisional = (lineas: LineaNueva[]): Dinero =>
  sumar('0', ...lineas.map((l) => multiplicar(l.producto.precio_venta ?? '0', l.cantidad)));

/**
 * The order of a table (`?mesa=`) or an order (`?orden=`): the server's copy, the lines added here, the diners and
 * the send. "Enviar a cocina" makes one idempotency key and keeps it until the server has answered for it: a double
 * tap sends once (the button is off while in flight and a second call is ignored), a retry after a failure whose
 * outcome is unknown (network, timeout, 5xx) reuses the key, and `ordenRepetida` (the first attempt did arrive)
 * counts as sent. A refusal that wrote nothing (sinInventario, productoInvalido) drops the key and marks the lines.
 * With `borrador` (the draft's key, once the table's company and venue are known) the lines not sent live on the
 * device too (`borrador.ts`): restored when the screen opens, written at every change.
 */
export function useOrden(donde: { mesa?: number; orden?: number; borrador?: string | null }) {
  const cliente = useQueryClient();
  const { mesa, orden: idOrden, borrador = null } = donde;
  // The table's order asked for at the map's tap, if it has arrived: the first frame shows it (issue 25).
  const [yaLeida] = useState(() =>
    donde.mesa !== undefined && donde.orden === undefined
      ? ordenPrecargadaLista(cliente, donde.mesa)
      : undefined,
  );
  // The order as read, then as each answer (send, diners, reload) leaves it: the query of this table or order.
  const clave = ['ordenes/ordenesAbiertas', 'pantalla', mesa ?? null, idOrden ?? null] as const;
  const lectura = useQuery<Orden | null>({
    queryKey: clave,
    // The screen's first read takes the table's order asked for at the map's tap if there is one.
    queryFn: () =>
      (mesa !== undefined && idOrden === undefined ? tomarOrdenPrecargada(cliente, mesa) : null) ??
      leerOrdenAbierta({ mesa, orden: idOrden }),
    initialData: yaLeida ? yaLeida.orden : undefined,
    // Every visit reads the order (one just left may still be in the cache), unless it was taken from the tap.
    refetchOnMount: yaLeida ? false : 'always',
    structuralSharing: false,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const orden = lectura.data ?? null;
  const setOrden = useCallback(
    (o: Orden | null) => cliente.setQueryData<Orden | null>(clave, o),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is its parts
    [cliente, mesa, idOrden],
  );
  const cargando = lectura.isPending;
  const [errorRecarga, setErrorCarga] = useState<unknown>(null);
  const errorCarga = errorRecarga ?? lectura.error;
  const [nuevas, setNuevas] = useState<LineaNueva[]>([]);
  const [comensales, setComensalesEstado] = useState<number | null>(null);
  const [enviando, setEnviando] = useState(false);
  /** The lines of the send under way (their keys): shown as sent, marked "Enviando…", until the server answers. */
  const [enCamino, setEnCamino] = useState<string[]>([]);
  const envio = useRef<Envio | null>(null);
  const enCurso = useRef(false);
  const idActual = useRef<number | null>(null);
  idActual.current = orden?.id ?? idOrden ?? null;

  /** Reads the order again (a live message, a retry, a repeated send): the latest answer is the one kept. */
  const pedido = useRef(0);
  const recargar = useCallback(async () => {
    const turno = ++pedido.current;
    try {
      const leida = await leerOrdenAbierta(
        idActual.current !== null ? { orden: idActual.current } : { mesa, orden: idOrden },
      );
      if (turno !== pedido.current) return;
      setOrden(leida);
      setErrorCarga(null);
    } catch (e) {
      if (turno === pedido.current) setErrorCarga(e);
    }
  }, [mesa, idOrden, setOrden]);

  // The order asked for at the tap, taken as the first read: later visits ask the server again.
  useEffect(() => {
    if (yaLeida) olvidarOrdenPrecargada(cliente, mesa);
  }, [yaLeida, cliente, mesa]);

  useVivo(
    (m: MensajeVivo) => {
      if (m.action !== 'updateTableOrder' && m.action !== 'totals') return;
      const d = m.data as { id_orden?: number; id_mesa?: number | null } | undefined;
      const actual = idActual.current;
      if (
        (actual !== null && d?.id_orden === actual) ||
        (actual === null && mesa !== undefined && d?.id_mesa === mesa)
      )
        void recargar();
    },
    () => void recargar(),
  );

  // The draft: read once per key (lines added meanwhile stay after the restored ones), then kept in step.
  const restaurado = useRef<string | null>(null);
  useEffect(() => {
    if (!borrador || restaurado.current === borrador) return;
    restaurado.current = borrador;
    const guardado = leerBorrador(borrador);
    if (!guardado) return;
    setNuevas((ls) => [
      ...guardado.lineas,
      ...ls.filter((l) => !guardado.lineas.some((g) => g.clave === l.clave)),
    ]);
    if (guardado.comensales !== null) setComensalesEstado((c) => c ?? guardado.comensales);
    envio.current ??= guardado.envio;
  }, [borrador]);
  useEffect(() => {
    if (borrador && restaurado.current === borrador)
      guardarBorrador(borrador, { lineas: nuevas, comensales, envio: envio.current });
  }, [borrador, nuevas, comensales, enviando]);
  /** Leaving without sending, confirmed: the draft goes and is no longer written. */
  const descartar = useCallback(() => {
    restaurado.current = null;
    if (borrador) borrarBorrador(borrador);
  }, [borrador]);

  const agregar = useCallback((producto: ProductoVenta, cantidad = 1) => {
    setNuevas((ls) => {
      const igual = ls.find((l) => l.producto.id === producto.id && !l.nota);
      if (igual)
        return ls.map((l) =>
          l === igual ? { ...l, cantidad: masUnidades(l.cantidad, cantidad), error: undefined } : l,
        );
      return [...ls, { clave: nuevaClave(), producto, cantidad, nota: '' }];
    });
  }, []);

  const cambiar = useCallback(
    (clave: string, cambios: Partial<Pick<LineaNueva, 'cantidad' | 'nota' | 'cantidadInvalida'>>) => {
      setNuevas((ls) =>
        cambios.cantidad !== undefined && Number(cambios.cantidad) <= 0
          ? ls.filter((l) => l.clave !== clave)
          : ls.map((l) => (l.clave === clave ? { ...l, ...cambios, error: undefined } : l)),
      );
    },
    [],
  );

  const quitar = useCallback((clave: string) => setNuevas((ls) => ls.filter((l) => l.clave !== clave)), []);

  /**
   * The diners: with an order on the server they are saved at once (POST ordenes/orden/{id}/comensales, idempotent;
   * only the answer to the latest change is kept); before the first send they travel with it.
   */
  const pedidoComensales = useRef(0);
  const [errorComensales, setErrorComensales] = useState<unknown>(null);
  const setComensales = useCallback(
    (n: number) => {
      const valor = Math.max(1, Math.min(999, n));
      setComensalesEstado(valor);
      const id = idActual.current;
      if (id === null) return;
      const turno = ++pedidoComensales.current;
      guardarComensales(id, valor).then(
        (guardada) => {
          if (turno !== pedidoComensales.current) return;
          setOrden(guardada);
          setComensalesEstado(null);
          setErrorComensales(null);
        },
        (e: unknown) => {
          if (turno === pedidoComensales.current) setErrorComensales(e);
        },
      );
    },
    [setOrden],
  );

  /** Once the server has the lines (sent, or a repeat of a send that had arrived): they leave the screen's list. */
  const asentar = (claves: string[]) => {
    envio.current = null;
    setNuevas((ls) => ls.filter((l) => !claves.includes(l.clave)));
    setComensalesEstado(null);
  };

  /** Answers the server's message on success, throws what the screen should show otherwise. */
  const enviar = useCallback(async (): Promise<string | null> => {
    if (enCurso.current) return null;
    enCurso.current = true;
    setEnviando(true);
    const lineas = nuevas;
    envio.current ??= { idempotencia: nuevaClave(), claves: lineas.map((l) => l.clave) };
    const actual = envio.current;
    setEnCamino(actual.claves);
    const destino = idActual.current !== null ? { id_orden: idActual.current } : { id_mesa: mesa };
    try {
      const { orden: guardada, mensaje } = await enviarOrden({
        idempotencia: actual.idempotencia,
        ...destino,
        ...(comensales !== null && { comensales }),
        detalles: lineas.map((l) => ({
          id_producto: l.producto.id,
          cantidad: String(l.cantidad),
          ...(l.nota.trim() && { nota: l.nota.trim() }),
        })),
      });
      idActual.current = guardada.id;
      setOrden(guardada);
      asentar(actual.claves);
      return mensaje;
    } catch (e) {
      const error = e as HttpError & { body?: CuerpoError };
      const cuerpo = error.body ?? {};
      if (error.message === ORDEN_REPETIDA) {
        if (cuerpo.data?.id_orden) idActual.current = cuerpo.data.id_orden;
        asentar(actual.claves);
        await recargar();
        return cuerpo.message_object?.mensaje ?? null;
      }
      const status = error.status ?? 0;
      const rechazo = status >= 400 && status < 500;
      if (rechazo) envio.current = null;
      const marcadas = marcarErrores(lineas, error.message, cuerpo);
      if (marcadas) {
        setNuevas((ls) => ls.map((l) => ({ ...l, error: marcadas.get(l.clave) })));
        return null;
      }
      throw e;
    } finally {
      enCurso.current = false;
      setEnviando(false);
      setEnCamino([]);
    }
  }, [nuevas, comensales, mesa, recargar, setOrden]);

  return {
    orden,
    setOrden: (o: Orden) => {
      idActual.current = o.id;
      setOrden(o);
    },
    cargando,
    errorCarga,
    recargar,
    nuevas,
    agregar,
    cambiar,
    quitar,
    comensales: comensales ?? orden?.comensales ?? 1,
    setComensales,
    errorComensales,
    enviar,
    enviando,
    enCamino,
    descartar,
  };
}

/**
 * The lines a refusal names: `sinInventario` by product (`data.id_producto`, or the `detalles.<n>` fields),
 * `productoInvalido` by position (`data.errors['detalles.<n>.id_producto']`). Null when it names none.
 */
function marcarErrores(
  lineas: LineaNueva[],
  codigo: string,
  cuerpo: CuerpoError,
): Map<string, string> | null {
  const marcas = new Map<string, string>();
  const texto =
    cuerpo.message_object?.mensaje ??
    (codigo && codigo !== SIN_INVENTARIO && codigo !== PRODUCTO_INVALIDO ? codigo : undefined);
  for (const [campo, mensajes] of Object.entries(cuerpo.data?.errors ?? {})) {
    const n = /^detalles\.(\d+)/.exec(campo);
    const linea = n ? lineas[Number(n[1])] : undefined;
    if (linea) marcas.set(linea.clave, texto ?? mensajes[0]);
  }
  const idProducto = cuerpo.data?.id_producto;
  if (idProducto !== undefined && texto)
    for (const l of lineas) if (l.producto.id === idProducto) marcas.set(l.clave, texto);
  return marcas.size > 0 ? marcas : null;
}
