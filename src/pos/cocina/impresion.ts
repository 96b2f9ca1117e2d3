import type { Grupo } from './tipos';

/**
 * Station tickets printed by the browser (issue 8): one ticket per send and print point, keyed
 * `<id_envio>:<point>`. The keys already printed on this device stay in localStorage, so a reload, a reconnect or
 * a repeated message never prints a send twice; "Reimprimir" is the only way to print it again.
 */
const CLAVE_IMPRESAS = 'comanda.cocina.impresas';
const MAXIMO_RECORDADAS = 500;

export type AnchoPapel = '58' | '80';

export interface Ticket {
  clave: string;
  id_orden: number;
  mesa: string | null;
  mesero: string;
  punto: string | null;
  /** When the lines were sent (ISO 8601). */
  hora: string;
  ancho: AnchoPapel;
  lineas: { id: number; cantidad: string; nombre: string; nota: string | null }[];
  estado: 'pendiente' | 'impresa';
}

export const claveTicket = (idEnvio: number, punto: number | null) => `${idEnvio}:${String(punto)}`;

function leerImpresas(): string[] {
  try {
    const lista = JSON.parse(localStorage.getItem(CLAVE_IMPRESAS) ?? '[]') as unknown;
    return Array.isArray(lista) ? lista.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

export const yaImpreso = (clave: string): boolean => leerImpresas().includes(clave);

export function marcarImpreso(clave: string): void {
  const lista = leerImpresas().filter((c) => c !== clave);
  lista.push(clave);
  localStorage.setItem(CLAVE_IMPRESAS, JSON.stringify(lista.slice(-MAXIMO_RECORDADAS)));
}

/**
 * The ticket of one send at a print point, read from the dispatch groups: the order's lines there sent by that
 * submission (`id_envio`), so two sends a moment apart each print their own lines. Null when none of them is still
 * waiting (already ready or removed).
 */
export function ticketDe(
  grupos: readonly Grupo[],
  clave: string,
  idOrden: number,
  idEnvio: number,
  punto: number | null,
  ancho: AnchoPapel,
): Ticket | null {
  const grupo = grupos.find((g) => g.id_punto_impresion === punto);
  const orden = grupo?.ordenes.find((o) => o.id_orden === idOrden);
  const lineas = orden?.detalles.filter((l) => l.id_envio === idEnvio) ?? [];
  if (!grupo || !orden || lineas.length === 0) return null;
  return {
    clave,
    id_orden: orden.id_orden,
    mesa: orden.mesa,
    mesero: orden.mesero,
    punto: grupo.punto_impresion,
    hora: lineas[0].enviado_at,
    ancho,
    lineas: lineas.map((l) => ({ id: l.id, cantidad: l.cantidad, nombre: l.nombre, nota: l.nota })),
    estado: 'pendiente',
  };
}

/** A quantity as the kitchen reads it: '2.000' → '2', '0.500' → '0,5'. */
export const cantidadLegible = (cantidad: string): string =>
  cantidad
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');

/** HH:MM in the browser's time zone. */
export const horaDe = (iso: string): string =>
  new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit', hour12: false });
