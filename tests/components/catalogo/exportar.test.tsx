import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { read, utils } from 'xlsx';
import { rutaCatalogo } from '../../../common/catalogo';
import { formasPago, productos } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, montarCatalogo, type Llamada } from './soporte';

const adapterOriginal = http.defaults.adapter;
let archivos: Blob[] = [];
beforeEach(() => {
  archivos = [];
  URL.createObjectURL = vi.fn((b: Blob) => (archivos.push(b), 'blob:exportacion'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  vi.restoreAllMocks();
});

const RANGO = 'rowsPerPage debe estar entre 1 y 100, o ser -1';
const filas = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, nombre: `Registro ${i + 1}` }));

/** The list API as the server answers it: 150 rows, pages of 1–100 or all (-1), anything else a Spanish 422. */
const lista = (l: Llamada) => {
  const todas = filas(150);
  const porPagina = Number(l.params.rowsPerPage);
  if (porPagina !== -1 && (porPagina < 1 || porPagina > 100)) return { status: 422, message: RANGO };
  const data = porPagina === -1 ? todas : todas.slice(0, porPagina);
  return { data: { current_page: 1, data, per_page: porPagina, total: todas.length, last_page: 15 } };
};

describe.each([productos, formasPago].map((c) => [c.nombre.plural.es, c] as const))(
  '%s: Exportar',
  (_, c) => {
    it('writes every row of the list (150, past any page size) as an .xlsx', async () => {
      const api = apiFalsa({ [`GET ${c.api.lista}`]: lista });
      montarCatalogo(c, rutaCatalogo(c));
      await screen.findByText('Registro 1');
      fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() => expect(archivos).toHaveLength(1));
      const exportacion = api.de('GET', c.api.lista).at(-1)!;
      expect(exportacion.params).toMatchObject({ page: c.api.primeraPagina, rowsPerPage: -1 });
      const libro = read(await archivos[0].arrayBuffer());
      const hoja = utils.sheet_to_json<unknown[]>(libro.Sheets[libro.SheetNames[0]], { header: 1 });
      expect(hoja).toHaveLength(151);
      expect(hoja[150]).toContain('Registro 150');
      expect(screen.queryByText(/Error de comunicación/)).toBeNull();
    });

    it("a failed export shows the server's message", async () => {
      const mensaje = 'La base de datos no responde; intenta de nuevo en un momento';
      apiFalsa({
        [`GET ${c.api.lista}`]: (l) =>
          Number(l.params.rowsPerPage) === 10 ? lista(l) : { status: 503, message: mensaje },
      });
      montarCatalogo(c, rutaCatalogo(c));
      await screen.findByText('Registro 1');
      fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
      expect((await screen.findByRole('alert')).textContent).toContain(mensaje);
      expect(archivos).toHaveLength(0);
    });
  },
);
