import type { Eventos } from './plugin';
import type { TipoEvento } from './index';

/** Companies whose value is kept at once; the oldest entry leaves first. */
const MAX_EMPRESAS = 500;

/**
 * One value per company (the till's catalogue), built on demand and kept until an event of one of `tipos` of that
 * company commits, on any instance. The race a cache must not lose: a build that began before a commit may finish
 * after the commit's invalidation and would store the old value as current. So each company has a generation,
 * taken before the build, bumped by every invalidation; a build is kept only if the generation did not move.
 */
export class CachePorEmpresa<T> {
  private readonly generaciones = new Map<number, number>();
  /** Bumped when notifications may have been lost: every generation changes at once. */
  private epoca = 0;
  private readonly entradas = new Map<number, { generacion: string; valor: T }>();
  private readonly enCurso = new Map<number, { generacion: string; valor: Promise<T> }>();

  constructor(eventos: Eventos, tipos: TipoEvento[]) {
    for (const tipo of tipos)
      eventos.suscribir(
        tipo,
        ({ empresaId }) => this.invalidar(empresaId),
        () => this.invalidarTodo(),
      );
  }

  private generacion(empresaId: number): string {
    return `${this.epoca}.${this.generaciones.get(empresaId) ?? 0}`;
  }

  invalidar(empresaId: number): void {
    this.generaciones.set(empresaId, (this.generaciones.get(empresaId) ?? 0) + 1);
    this.entradas.delete(empresaId);
    this.enCurso.delete(empresaId);
  }

  invalidarTodo(): void {
    this.epoca++;
    this.entradas.clear();
    this.enCurso.clear();
  }

  /** The kept value if it is current: no work at all. */
  vigente(empresaId: number): T | undefined {
    const entrada = this.entradas.get(empresaId);
    return entrada && entrada.generacion === this.generacion(empresaId) ? entrada.valor : undefined;
  }

  /** The current value: kept, being built (one build per company and generation), or built now by `construir`. */
  async obtener(empresaId: number, construir: () => Promise<T>): Promise<T> {
    const vigente = this.vigente(empresaId);
    if (vigente !== undefined) return vigente;
    const generacion = this.generacion(empresaId);
    const curso = this.enCurso.get(empresaId);
    if (curso && curso.generacion === generacion) return curso.valor;
    const valor = construir();
    this.enCurso.set(empresaId, { generacion, valor });
    try {
      const listo = await valor;
      // Kept only if nothing committed since the build began (its generation is still the company's).
      if (this.generacion(empresaId) === generacion) {
        if (this.entradas.size >= MAX_EMPRESAS && !this.entradas.has(empresaId))
          this.entradas.delete(this.entradas.keys().next().value as number);
        this.entradas.set(empresaId, { generacion, valor: listo });
      }
      return listo;
    } finally {
      if (this.enCurso.get(empresaId)?.valor === valor) this.enCurso.delete(empresaId);
    }
  }
}
