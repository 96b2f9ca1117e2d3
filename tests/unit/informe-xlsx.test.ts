import { buffer } from 'node:stream/consumers';
import { read, utils } from 'xlsx';
import { describe, expect, it } from 'vitest';
import { INFORMES } from '../../common/informes';
import type { FilaInforme } from '../../server/routes/informes/resultado';
import { libroInforme } from '../../server/routes/informes/xlsx';

const informe = INFORMES.find((i) => i.columnas.some((c) => c.tipo === 'dinero'))!;
const fila = (id: number): FilaInforme => {
  const f: FilaInforme = { id };
  for (const c of informe.columnas)
    f[c.campo] =
      c.tipo === 'dinero' || c.tipo === 'cantidad'
        ? '1500.50'
        : c.tipo === 'entero'
          ? id
          : c.tipo === 'booleano'
            ? true
            : c.tipo === 'fecha'
              ? '2026-11-28'
              : c.tipo === 'instante'
                ? '2026-11-28T15:00:00.000Z'
                : `fila ${id}`;
  return f;
};
const datos = { empresa: 'Demo', from: '2026-11-01', to: '2026-11-28', totales: { filas: 3 } };

describe('the report as a streamed .xlsx', () => {
  it('zips every chunk of rows into a workbook the xlsx package reads back', async () => {
    async function* trozos() {
      yield [fila(1), fila(2)];
      yield [fila(3)];
    }
    const libro = read(await buffer(libroInforme(informe, datos, trozos())), { type: 'buffer' });
    const filas = utils.sheet_to_json<unknown[]>(libro.Sheets[libro.SheetNames[0]], { header: 1 });
    expect(String(filas[0][0])).toContain('Demo');
    expect(filas[3]).toEqual(informe.columnas.map((c) => c.titulo.es));
    expect(filas.slice(4, 7).map((f) => f[informe.columnas.findIndex((c) => c.tipo === 'dinero')])).toEqual([
      1500.5, 1500.5, 1500.5,
    ]);
  });

  it('a download cut short stops the rows’ source (its cursor and read transaction end)', async () => {
    let cerrada = false;
    let leidos = 0;
    async function* sinFin() {
      try {
        for (;;) {
          leidos++;
          yield Array.from({ length: 500 }, (_, i) => fila(leidos * 1000 + i));
        }
      } finally {
        cerrada = true;
      }
    }
    const salida = libroInforme(informe, datos, sinFin());
    // The reader goes away once the rows have begun to flow.
    for await (const _ of salida) if (leidos > 0) break;
    await expect.poll(() => cerrada).toBe(true);
    expect(leidos).toBeLessThan(1000);
  });
});
