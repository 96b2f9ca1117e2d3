import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import RegistrarAjuste from '../../../src/pages/ajusteInventario/RegistrarAjuste';
import AjustesLista from '../../../src/pages/ajusteInventario/AjustesLista';
import type { AjusteInventario } from '../../../common/ajustesInventario';
import type { FilaInventario } from '../../../common/inventario';
import { api, fallo, ok, usarApiFalsa } from '../msw/servidor';

usarApiFalsa();

const T = { timeout: 10_000 };

const fila = (
  id: number,
  nombre: string,
  cantidad: string,
  extra: Partial<FilaInventario> = {},
): FilaInventario => ({
  id,
  nombre,
  codigo: null,
  unidad_medida: 'kg',
  inventario_minimo: null,
  permite_inventario_negativo: false,
  existencia: cantidad,
  sedes: [{ id_sede: 1, sede: 'Principal', cantidad }],
  bajo_minimo: false,
  ...extra,
});
const HARINA = fila(11, 'Harina de trigo', '10.000');
const HIELO = fila(12, 'Hielo', '0.000', { permite_inventario_negativo: true });

const pagina = <T,>(data: T[]) => ({ current_page: 1, data, per_page: 20, total: data.length, last_page: 1 });

const AJUSTE: AjusteInventario = {
  id: 5,
  id_sede: 1,
  sede: 'Principal',
  tipo: 'conteo',
  motivo: null,
  observaciones: null,
  id_usuario: 1,
  usuario: 'Dora',
  created_at: '2026-03-01T15:04:05.000Z',
  detalle: [
    {
      id: 9,
      id_producto: 11,
      nombre: 'Harina de trigo',
      unidad_medida: 'kg',
      contado: '7.500',
      antes: '10.000',
      cantidad: '-2.500',
      despues: '7.500',
      costo_unitario: '2000.00',
    },
  ],
};

function montar(rutas: Parameters<typeof api>[0] = {}) {
  const red = api({
    'GET sedes': ok([{ id: 1, nombre: 'Principal', direccion: null, principal: true, activa: true }]),
    'GET inventarios': ({ params }) =>
      ok(
        pagina(
          [HARINA, HIELO].filter(
            (f) => !params.search || f.nombre.toLowerCase().includes(params.search.toLowerCase()),
          ),
        ),
      ),
    'GET inventarios/ajustes': ok(pagina([AJUSTE])),
    ...rutas,
  });
  render(
    <TestMemoryRouter initialEntries={['/ajusteInventario/registrar']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <Routes>
          <Route path="/ajusteInventario/registrar" element={<RegistrarAjuste />} />
          <Route path="/ajusteInventario" element={<AjustesLista />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return red;
}

async function elegir(nombre: string) {
  const buscar = screen.getByRole('combobox', { name: 'Buscar producto por nombre o código' });
  fireEvent.change(buscar, { target: { value: nombre.slice(0, 4) } });
  // The list is drawn again when the search asked at a pause answers: an option found just before is gone, so the
  // tap is repeated on the option shown until the product is a line.
  await waitFor(() => {
    const opcion = screen.queryByRole('option', { name: new RegExp(nombre) });
    if (opcion) fireEvent.click(opcion);
    expect(screen.getByRole('row', { name: new RegExp(nombre) })).toBeTruthy();
  }, T);
}

/** What a screen reader says after the button's name (its aria-describedby). */
const descripcion = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const celda = (linea: HTMLElement, campo: string) =>
  linea.querySelector(`[data-campo="${campo}"]`)!.textContent;

describe('/ajusteInventario/registrar', () => {
  it('a count shows the stock, the difference and the result as the user types, then saves and lists it', async () => {
    const red = montar({
      'POST inventarios/inventario': ok(AJUSTE, 'Ajuste de inventario registrado correctamente'),
    });
    await elegir('Harina de trigo');
    const linea = screen.getByText('Harina de trigo').closest('tr')!;
    expect(celda(linea, 'stock')).toBe('10 kg');
    expect(celda(linea, 'diferencia')).toBe('—');
    const contado = within(linea).getByRole('textbox', { name: 'Cantidad contada: Harina de trigo' });
    fireEvent.change(contado, { target: { value: '7,5' } });
    expect(celda(linea, 'diferencia')).toBe('−2,5');
    expect(celda(linea, 'resultado')).toBe('7,5');
    fireEvent.change(contado, { target: { value: '12' } });
    expect(celda(linea, 'diferencia')).toBe('+2');
    expect(celda(linea, 'resultado')).toBe('12');
    fireEvent.change(contado, { target: { value: '10' } });
    expect(celda(linea, 'diferencia')).toBe('0');
    fireEvent.change(contado, { target: { value: '7,5' } });

    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajuste' }));
    await screen.findByText('Harina de trigo: 10 → 7,5 (−2,5)', {}, T);
    const [envio] = red.de('POST inventarios/inventario');
    expect(envio.cuerpo).toMatchObject({
      tipo: 'conteo',
      id_sede: 1,
      detalle: [{ id_producto: 11, contado: '7.5' }],
    });
    expect((envio.cuerpo as { motivo?: string }).motivo).toBeUndefined();
  });

  it('an exit subtracts, warns below zero unless the product allows it, and needs a reason', async () => {
    montar();
    fireEvent.click(screen.getByRole('button', { name: 'Salida' }));
    await elegir('Harina de trigo');
    await elegir('Hielo');
    const harina = screen.getByText('Harina de trigo').closest('tr')!;
    const hielo = screen.getByText('Hielo').closest('tr')!;
    fireEvent.change(within(harina).getByRole('textbox'), { target: { value: '12' } });
    fireEvent.change(within(hielo).getByRole('textbox'), { target: { value: '3' } });
    expect(celda(harina, 'diferencia')).toBe('−12');
    expect(within(harina).getByText('El inventario quedaría negativo')).toBeTruthy();
    expect(celda(hielo, 'resultado')).toBe('-3');
    expect(within(hielo).queryByText('El inventario quedaría negativo')).toBeNull();
    const guardar = screen.getByRole('button', { name: 'Guardar ajuste' }) as HTMLButtonElement;
    expect(guardar.disabled).toBe(true); // no reason yet
    expect(descripcion(guardar)).toBe('Elige el motivo del ajuste.');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Motivo/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Merma' }));
    expect(guardar.disabled).toBe(false);
    expect(screen.queryByTestId('motivo-guardar-ajuste')).toBeNull();
    // Switching to an entry keeps only the reasons an entry may have, and adds instead.
    fireEvent.click(screen.getByRole('button', { name: 'Entrada' }));
    expect(celda(harina, 'diferencia')).toBe('+12');
    expect(celda(harina, 'resultado')).toBe('22');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Motivo/ }));
    const opciones = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(opciones).toEqual(['Corrección']);
  });

  it('says beside a disabled "Guardar ajuste" what is missing: a product, then each quantity', async () => {
    montar();
    const guardar = screen.getByRole('button', { name: 'Guardar ajuste' }) as HTMLButtonElement;
    const motivo = () => screen.getByTestId('motivo-guardar-ajuste').textContent;
    expect(guardar.disabled).toBe(true);
    expect(motivo()).toBe('Agrega al menos un producto.');
    expect(descripcion(guardar)).toBe('Agrega al menos un producto.');
    await elegir('Harina de trigo');
    expect(motivo()).toBe('Escribe la cantidad de cada producto.');
    const contado = screen.getByRole('textbox', { name: 'Cantidad contada: Harina de trigo' });
    fireEvent.change(contado, { target: { value: '7,5,5' } });
    expect(motivo()).toBe('Revisa las cantidades: números no negativos con hasta tres decimales.');
    fireEvent.change(contado, { target: { value: '7,5' } });
    expect(guardar.disabled).toBe(false);
    expect(guardar.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the server’s refusal in Spanish and stays on the form', async () => {
    montar({
      'POST inventarios/inventario': fallo(
        409,
        'No se puede registrar el ajuste: el inventario quedaría negativo en Harina de trigo',
        { productos: ['Harina de trigo'] },
      ),
    });
    await elegir('Harina de trigo');
    fireEvent.change(screen.getByRole('textbox', { name: 'Cantidad contada: Harina de trigo' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajuste' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'No se puede registrar el ajuste: el inventario quedaría negativo en Harina de trigo',
        ),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Guardar ajuste' })).toBeTruthy();
  });
});
