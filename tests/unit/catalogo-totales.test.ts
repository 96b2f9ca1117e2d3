import { describe, expect, it } from 'vitest';
import { productos } from '../../common/catalogos';
import type { RegistroCatalogo } from '../../common/catalogoRegistro';
import { CacheTotales } from '../../server/catalogos/cache';
import type { ConsultaLista } from '../../server/catalogos/servicio';
import type { Eventos } from '../../server/eventos/plugin';
import type { Page } from '../../server/lib/envelope';

/** An event bus of one instance: what a commit of the catalogue's event would call. */
function bus() {
  const suscriptores: ((aviso: { empresaId: number }) => void)[] = [];
  const eventos = {
    suscribir: (_tipo: string, fn: (aviso: { empresaId: number }) => void) => suscriptores.push(fn),
  };
  return {
    eventos: eventos as unknown as Eventos,
    commit: (empresaId: number) => suscriptores.forEach((f) => f({ empresaId })),
  };
}
const q = (page: number, search?: string) => ({ page, rowsPerPage: 10, search }) as ConsultaLista;
const pagina = (total: number) => ({ total, data: [] }) as unknown as Page<RegistroCatalogo>;

describe('CacheTotales', () => {
  it('counts a company’s list once per search until its catalogue’s next write', async () => {
    expect(productos.recurso).toBe('productos');
    const { eventos, commit } = bus();
    const cache = new CacheTotales(eventos, 'productos');
    const pedidos: (number | undefined)[] = [];
    const leer = (total: number) => async (conocido: number | undefined) => {
      pedidos.push(conocido);
      return pagina(conocido ?? total);
    };
    expect((await cache.obtener(1, q(0), leer(5000))).total).toBe(5000);
    expect((await cache.obtener(1, q(1), leer(9999))).total).toBe(5000);
    expect((await cache.obtener(1, q(0, 'prueba'), leer(111))).total).toBe(111);
    expect((await cache.obtener(2, q(0), leer(7))).total).toBe(7);
    expect(pedidos).toEqual([undefined, 5000, undefined, undefined]);

    commit(1);
    expect((await cache.obtener(1, q(2), leer(5001))).total).toBe(5001);
    expect((await cache.obtener(2, q(1), leer(8))).total).toBe(7);
  });

  it('keeps no count read before a commit that lands after it', async () => {
    const { eventos, commit } = bus();
    const cache = new CacheTotales(eventos, 'productos');
    await cache.obtener(1, q(0), async () => pagina(1)); // the company's map exists
    let soltar!: () => void;
    const lenta = cache.obtener(1, q(0, 'x'), () => new Promise((r) => (soltar = () => r(pagina(3)))));
    await expect.poll(() => soltar).toBeDefined();
    commit(1);
    soltar();
    expect((await lenta).total).toBe(3);
    expect((await cache.obtener(1, q(0, 'x'), async (conocido) => pagina(conocido ?? 4))).total).toBe(4);
  });
});
