import type { Almacen, BloqueLocal, Pendiente } from './almacen';

/** Numbers left in the device's blocks under which it asks for another block while online. */
export const MINIMO_NUMEROS = 10;

/** A failure of the network (no answer at all), as opposed to the server's refusal. */
export const esErrorDeRed = (error: unknown): boolean =>
  (error as { status?: number } | null)?.status === 0 ||
  (typeof navigator !== 'undefined' && navigator.onLine === false);

/** The device's id (a uuid kept in its store): its blocks and its offline sales name it. */
export async function dispositivo(almacen: Almacen, nuevo: () => string): Promise<string> {
  const guardado = await almacen.leerValor('dispositivo');
  if (guardado) return guardado;
  const id = nuevo();
  await almacen.guardarValor('dispositivo', id);
  return id;
}

/** Numbers the device still has for a venue. */
export const disponibles = (bloques: BloqueLocal[], idSede: number) =>
  bloques.filter((b) => b.id_sede === idSede).reduce((n, b) => n + (b.hasta - b.siguiente + 1), 0);

/**
 * Takes the device's next contingency number for the venue (the lowest block first), or null when it has none
 * left; the number is spent in the store before the sale is queued, so a reload never gives it twice.
 */
export async function tomarNumero(
  almacen: Almacen,
  idSede: number,
): Promise<{ numero: number; numeroDocumento: string } | null> {
  const bloque = (await almacen.bloques())
    .filter((b) => b.id_sede === idSede && b.siguiente <= b.hasta)
    .sort((a, b) => a.desde - b.desde)[0];
  if (!bloque) return null;
  const numero = bloque.siguiente;
  await almacen.guardarBloque({ ...bloque, siguiente: numero + 1 });
  return { numero, numeroDocumento: `${bloque.prefijo}${numero}` };
}

/** While online: asks for a new block when the venue's numbers run low (a refusal leaves the blocks as they are). */
export async function rellenar(
  almacen: Almacen,
  idSede: number,
  reservar: (idSede: number) => Promise<Omit<BloqueLocal, 'siguiente'>>,
): Promise<void> {
  const bloques = await almacen.bloques();
  for (const b of bloques) if (b.siguiente > b.hasta) await almacen.quitarBloque(b.id);
  if (disponibles(bloques, idSede) >= MINIMO_NUMEROS) return;
  const nuevo = await reservar(idSede);
  await almacen.guardarBloque({ ...nuevo, siguiente: nuevo.desde });
}

/** Queues a sale made offline, after the last one. */
export async function encolar(
  almacen: Almacen,
  p: Omit<Pendiente, 'orden' | 'intentos' | 'rechazo'>,
): Promise<Pendiente> {
  const cola = await almacen.pendientes();
  const pendiente: Pendiente = {
    ...p,
    orden: (cola.at(-1)?.orden ?? 0) + 1,
    intentos: 0,
    rechazo: null,
  };
  await almacen.guardar(pendiente);
  return pendiente;
}

export interface ResultadoSync {
  enviadas: number;
  rechazadas: number;
  /** The network failed: the rest waits for the next sync. */
  cortada: boolean;
}

/**
 * Sends the queued sales in order, one at a time: each the server takes (or already had: same key, same sale) leaves
 * the queue; one it refuses stays, with its message, and is not sent again until the cashier retries it; a network
 * failure stops the sync (the next one goes on from there).
 */
export async function sincronizar(
  almacen: Almacen,
  enviar: (cuerpo: Record<string, unknown>) => Promise<unknown>,
  alAvanzar?: (hechas: number, total: number) => void,
): Promise<ResultadoSync> {
  const cola = (await almacen.pendientes()).filter((p) => p.rechazo === null);
  const r: ResultadoSync = { enviadas: 0, rechazadas: 0, cortada: false };
  for (const [n, p] of cola.entries()) {
    alAvanzar?.(n, cola.length);
    try {
      await enviar(p.cuerpo);
      await almacen.quitar(p.idempotencia);
      r.enviadas++;
    } catch (error) {
      if (esErrorDeRed(error)) {
        await almacen.guardar({ ...p, intentos: p.intentos + 1 });
        r.cortada = true;
        break;
      }
      await almacen.guardar({
        ...p,
        intentos: p.intentos + 1,
        rechazo: (error as Error)?.message || 'comanda.errores.generico',
      });
      r.rechazadas++;
    }
  }
  alAvanzar?.(cola.length, cola.length);
  return r;
}

/** The cashier asks to send a refused sale again (after fixing what the message said). */
export async function reintentar(almacen: Almacen, idempotencia: string): Promise<void> {
  const p = (await almacen.pendientes()).find((x) => x.idempotencia === idempotencia);
  if (p) await almacen.guardar({ ...p, rechazo: null });
}
