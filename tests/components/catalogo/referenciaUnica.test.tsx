import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mesas, puntosImpresion } from '../../../common/catalogos';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, campos, montarCatalogo, pagina, type Llamada } from './soporte';

const adapterOriginal = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapterOriginal;
  document.title = 'Comanda';
});

const CENTRO = { id: 4, nombre: 'Centro' };
const NORTE = { id: 5, nombre: 'Norte' };

/** What a create sent, as form data or as JSON. */
const enviado = (l: Llamada | undefined) => (l?.datos ? campos(l) : (l?.cuerpo as Record<string, unknown>));

const guardar = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

/** The Registrar mesa page over a company with these venues; the table is named, nothing else touched. */
async function registrarMesa(sedes: { id: number; nombre: string }[]) {
  const api = apiFalsa({
    'GET sedes': { data: sedes },
    'POST mesas/mesa': { data: { id: 9 } },
    'GET mesas': { data: pagina([]) },
  });
  montarCatalogo(mesas, '/mesas/registrar');
  expect(await screen.findByRole('heading', { level: 1, name: 'Registrar mesa' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Mesa 1' } });
  return api;
}

describe('Generated create form: a required reference with a single option comes chosen (issue 34)', () => {
  it('chooses the only venue of the company in Registrar mesa, and sends it without a touch', async () => {
    const api = await registrarMesa([CENTRO]);
    await waitFor(() => expect((screen.getByLabelText(/^Sede/) as HTMLInputElement).value).toBe('Centro'));
    guardar();
    await waitFor(() => expect(api.de('POST', 'mesas/mesa')).toHaveLength(1));
    expect(String(enviado(api.de('POST', 'mesas/mesa')[0]).id_sede)).toBe('4');
  });

  it('leaves the venue to the user when there are two', async () => {
    const api = await registrarMesa([CENTRO, NORTE]);
    await waitFor(() => expect(api.de('GET', 'sedes')).toHaveLength(1));
    fireEvent.mouseDown(screen.getByLabelText(/^Sede/));
    expect(await screen.findByRole('option', { name: 'Norte' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^Sede/ }) as HTMLInputElement).value).toBe('');
  });

  it('does not choose an optional reference (a print point may serve every venue)', async () => {
    const api = apiFalsa({
      'GET sedes': { data: [CENTRO] },
      'POST configuraciones/punto/impresion': { data: { id: 3 } },
      'GET configuraciones/puntos/impresion': { data: pagina([]) },
    });
    montarCatalogo(puntosImpresion, '/configSistema/puntosImpresion/registrar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registrar punto de impresión' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Barra' } });
    fireEvent.mouseDown(screen.getByLabelText('Sede'));
    expect(await screen.findByRole('option', { name: 'Centro' })).toBeTruthy();
    guardar();
    await waitFor(() => expect(api.de('POST', 'configuraciones/punto/impresion')).toHaveLength(1));
    expect(enviado(api.de('POST', 'configuraciones/punto/impresion')[0]).id_sede ?? '').toBe('');
  });
});
