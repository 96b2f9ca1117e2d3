import { openDB, type IDBPDatabase } from 'idb';

/** A counter sale made offline, waiting in the device to be synced (issue 31). */
export interface Pendiente {
  /** Its idempotency key: a repeated send is one sale on the server. */
  idempotencia: string;
  /** Its place in the queue: sales are sent in the order they were made. */
  orden: number;
  /** The body of `POST ventas/inmediata`, offline part included. */
  cuerpo: Record<string, unknown>;
  /** The contingency number printed on its receipt (prefix and number), null without electronic documents. */
  numeroDocumento: string | null;
  total: string;
  hechaEn: string;
  intentos: number;
  /** The server's refusal: kept and shown, never dropped silently. */
  rechazo: string | null;
}

/** The device's block of contingency numbers, as reserved (`POST ventas/contingencia/bloques`) and used here. */
export interface BloqueLocal {
  id: number;
  id_sede: number;
  prefijo: string;
  desde: number;
  hasta: number;
  /** The next number this device gives. */
  siguiente: number;
}

/**
 * Where the offline queue lives: IndexedDB in the browser (`almacenIdb`: a reload, a closed tab or a restarted
 * tablet loses nothing), memory in the unit tests (`almacenMemoria`), both behind this interface.
 */
export interface Almacen {
  pendientes(): Promise<Pendiente[]>;
  guardar(p: Pendiente): Promise<void>;
  quitar(idempotencia: string): Promise<void>;
  bloques(): Promise<BloqueLocal[]>;
  guardarBloque(b: BloqueLocal): Promise<void>;
  quitarBloque(id: number): Promise<void>;
  leerValor(clave: string): Promise<string | undefined>;
  guardarValor(clave: string, valor: string): Promise<void>;
}

const ordenar = (ps: Pendiente[]) => [...ps].sort((a, b) => a.orden - b.orden);

export function almacenMemoria(): Almacen {
  const cola = new Map<string, Pendiente>();
  const bloques = new Map<number, BloqueLocal>();
  const valores = new Map<string, string>();
  return {
    pendientes: async () => ordenar([...cola.values()].map((p) => structuredClone(p))),
    guardar: async (p) => void cola.set(p.idempotencia, structuredClone(p)),
    quitar: async (k) => void cola.delete(k),
    bloques: async () => [...bloques.values()].map((b) => ({ ...b })),
    guardarBloque: async (b) => void bloques.set(b.id, { ...b }),
    quitarBloque: async (id) => void bloques.delete(id),
    leerValor: async (k) => valores.get(k),
    guardarValor: async (k, v) => void valores.set(k, v),
  };
}

let base: Promise<IDBPDatabase> | null = null;
const abrir = () =>
  (base ??= openDB('comanda-sin-conexion', 1, {
    upgrade(db) {
      db.createObjectStore('cola', { keyPath: 'idempotencia' });
      db.createObjectStore('bloques', { keyPath: 'id' });
      db.createObjectStore('valores');
    },
  }));

export function almacenIdb(): Almacen {
  return {
    pendientes: async () => ordenar(await (await abrir()).getAll('cola')),
    guardar: async (p) => void (await (await abrir()).put('cola', p)),
    quitar: async (k) => (await abrir()).delete('cola', k),
    bloques: async () => (await abrir()).getAll('bloques'),
    guardarBloque: async (b) => void (await (await abrir()).put('bloques', b)),
    quitarBloque: async (id) => (await abrir()).delete('bloques', id),
    leerValor: async (k) => (await (await abrir()).get('valores', k)) as string | undefined,
    guardarValor: async (k, v) => void (await (await abrir()).put('valores', v, k)),
  };
}
