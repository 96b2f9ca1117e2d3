import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so its answer cannot reveal what the work found (forgot password:
 * whether the e-mail is registered). Failures are logged. `esperar()` runs on close, before the database goes.
 */
class Diferidas {
  private readonly pendientes = new Set<Promise<void>>();
  private pausa: { promesa: Promise<void>; soltar: () => void } | null = null;

  diferir(trabajo: () => Promise<void>, log: FastifyBaseLogger): void {
    const pausa = this.pausa?.promesa;
    const p = (async () => {
      // Never inside the request's own tick: the answer goes out first.
      await new Promise((r) => setImmediate(r));
      if (pausa) await pausa;
      await trabajo();
    })()
      .catch((error: unknown) => log.error({ err: error }, 'tarea diferida fallida'))
      .finally(() => this.pendientes.delete(p));
    this.pendientes.add(p);
  }

  async esperar(): Promise<void> {
    while (this.pendientes.size) await Promise.allSettled([...this.pendientes]);
  }

  /** For tests: work deferred from now on waits until `reanudar()`. */
  pausar(): void {
    if (this.pausa) return;
    let soltar = () => {};
    const promesa = new Promise<void>((r) => (soltar = r));
    this.pausa = { promesa, soltar };
  }

  reanudar(): void {
    this.pausa?.soltar();
    this.pausa = null;
  }
}

export const diferidas = new Diferidas();
