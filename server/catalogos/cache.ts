import type { Catalogo } from '../../common/catalogo';
import { TIPOS_EVENTO, type TipoEvento } from '../eventos';
import { CachePorEmpresa } from '../eventos/cache';
import type { Eventos } from '../eventos/plugin';
import type { Page } from '../lib/envelope';
import type { RegistroCatalogo } from '../../common/catalogoRegistro';
import type { ConsultaLista } from './servicio';

/** Distinct pages (page × rowsPerPage) kept per company; past it a page is read and not kept. */
const MAX_PAGINAS = 50;

/**
 * The pages without a search of a catalogue that declares `lista.cache`, kept per company until an event of one
 * of those kinds of that company commits (on any instance). One `CachePorEmpresa` entry per company holds a map of
 * its pages; an invalidation drops the whole map, so a page read before a commit and finished after it lands in a
 * map nobody reads any more (the read/invalidate race of the till's catalogue, server/eventos/cache.ts). Concurrent
 * requests for one missing page share its read.
 */
export class CachePaginas {
  private readonly cache: CachePorEmpresa<Map<string, Promise<Page<RegistroCatalogo>>>>;

  constructor(eventos: Eventos, c: Catalogo) {
    const tipos = c.lista.cache ?? [];
    const desconocidos = tipos.filter((t) => !(TIPOS_EVENTO as readonly string[]).includes(t));
    if (desconocidos.length > 0)
      throw new Error(
        `${c.recurso}: lista.cache con tipos de evento desconocidos: ${desconocidos.join(', ')}`,
      );
    this.cache = new CachePorEmpresa(eventos, tipos as TipoEvento[]);
  }

  async obtener(
    empresaId: number,
    q: ConsultaLista,
    leer: () => Promise<Page<RegistroCatalogo>>,
  ): Promise<Page<RegistroCatalogo>> {
    const paginas = await this.cache.obtener(empresaId, async () => new Map());
    const clave = `${q.page}:${q.rowsPerPage}`;
    const guardada = paginas.get(clave);
    if (guardada) return guardada;
    const pagina = leer();
    if (paginas.size < MAX_PAGINAS) {
      paginas.set(clave, pagina);
      // A failed read is not kept: the next request tries again.
      pagina.catch(() => {
        if (paginas.get(clave) === pagina) paginas.delete(clave);
      });
    }
    return pagina;
  }
}

/** Totals (one per search) kept per company; past it a total is counted and not kept. */
const MAX_TOTALES = 100;

/**
 * The total of a catalogue's list per company and search (no filter switched on), kept until the catalogue's own
 * event of that company commits (every create, update, delete and bulk insert publishes it), so paging through a
 * list of 5,000 products counts them once. The same generations as `CachePaginas`: a count read before a commit
 * and stored after it lands in a map nobody reads any more.
 */
export class CacheTotales {
  private readonly cache: CachePorEmpresa<Map<string, number>>;

  constructor(eventos: Eventos, tipo: TipoEvento) {
    this.cache = new CachePorEmpresa(eventos, [tipo]);
  }

  async obtener(
    empresaId: number,
    q: ConsultaLista,
    leer: (conocido: number | undefined) => Promise<Page<RegistroCatalogo>>,
  ): Promise<Page<RegistroCatalogo>> {
    const totales = await this.cache.obtener(empresaId, async () => new Map());
    const clave = q.search ?? '';
    const conocido = totales.get(clave);
    const pagina = await leer(conocido);
    if (conocido === undefined && totales.size < MAX_TOTALES) totales.set(clave, pagina.total);
    return pagina;
  }
}
