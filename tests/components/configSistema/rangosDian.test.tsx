import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RangoDian } from '../../../common/dian/rangos';
import Principal from '../../../src/pages/principal/Principal';
import RangosDian from '../../../src/pages/configSistema/RangosDian';
import dataProvider from '../../../src/dataProvider';
import { http } from '../../../src/dataProvider/http';
import {
  apiFalsa,
  cerrarSesionLocal,
  fallo,
  iniciarSesion,
  ok,
  renderShell,
  usuarioDePrueba,
} from '../shell/soporte';

const adapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapter;
  cerrarSesionLocal();
});

const rango = (cambios: Partial<RangoDian> = {}): RangoDian => ({
  id: 7,
  tipo: 'pos',
  resolucion: '18764000000077',
  fecha_resolucion: '2025-01-01',
  prefijo: 'EPOS',
  desde: 1,
  hasta: 1000,
  siguiente: 951,
  vigencia_desde: '2025-01-01',
  vigencia_hasta: '2099-12-31',
  clave_tecnica: null,
  ambiente: 2,
  id_software: 'sw',
  pin_configurado: true,
  id_sede: 4,
  disponibles: 50,
  estado: 'vigente',
  alerta: 'casi_agotado',
  ...cambios,
});

const RANGOS = ok([
  rango(),
  rango({
    id: 8,
    tipo: 'factura',
    prefijo: 'FE',
    siguiente: 1,
    disponibles: 1000,
    alerta: null,
    id_sede: null,
  }),
  rango({ id: 9, prefijo: 'NOR', alerta: 'por_vencer', vigencia_hasta: '2026-12-15', id_sede: 5 }),
]);
const OBJETIVOS = ok({ mes: '2026-11', hoy: '2026-11-30', dias_mes: 30, dias_restantes: 1, objetivos: [] });
const REGIMEN = ok({ responsable_iva: false, responsable_inc: false, declarado: false });
const SEDES = ok([
  { id: 4, nombre: 'Centro' },
  { id: 5, nombre: 'Norte' },
]);

describe('/principal: the DIAN numbering warnings (issue 29)', () => {
  it('warns the owner of a range 90 % used and of one ending within 30 days, and links to the ranges', async () => {
    iniciarSesion();
    apiFalsa({ 'GET configuraciones/rangosDian': RANGOS, 'GET configuraciones/objetivosVentas': OBJETIVOS });
    renderShell(<Principal />, { dataProvider });
    expect(
      await screen.findByText(
        'El rango EPOS1–EPOS1000 de la resolución 18764000000077 ya usó el 90 % de sus números: quedan 50. Solicita un nuevo rango a la DIAN.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'El rango NOR1–NOR1000 de la resolución 18764000000077 vence el 2026-12-15. Solicita un nuevo rango a la DIAN.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/El rango FE1/)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Ver numeración DIAN' })[0].getAttribute('href')).toBe(
      '/configSistema/rangosDian',
    );
  });

  it('asks nothing for an administrator (the ranges are the owner’s)', async () => {
    iniciarSesion(usuarioDePrueba({ rol: { id_rol: 1, acceso_modulo_tag: '*' } }));
    const api = apiFalsa({
      'GET configuraciones/rangosDian': RANGOS,
      'GET configuraciones/objetivosVentas': OBJETIVOS,
    });
    renderShell(<Principal />, { dataProvider });
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(api.de('GET configuraciones/rangosDian')).toHaveLength(0);
  });
});

describe('/configSistema/rangosDian: the tax regime and the ranges', () => {
  it('lists the ranges with their state and warning, and saves the regime', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET configuraciones/rangosDian': RANGOS,
      'GET configuraciones/rangosDian/regimen': REGIMEN,
      'GET sedes': SEDES,
      'POST configuraciones/rangosDian/regimen': (cuerpo) =>
        ok({ ...(cuerpo as object), declarado: true }, 'Régimen tributario guardado correctamente'),
    });
    renderShell(<RangosDian />, { dataProvider });
    const tabla = await screen.findByRole('table', { name: 'Rangos de numeración' });
    const filas = within(tabla).getAllByRole('row');
    expect(filas).toHaveLength(4);
    expect(within(filas[1]).getByText('Documento equivalente POS')).toBeTruthy();
    expect(within(filas[1]).getByText('EPOS951')).toBeTruthy();
    expect(within(filas[1]).getByText('50 disponibles')).toBeTruthy();
    expect(within(filas[1]).getByText('Usado al 90 %')).toBeTruthy();
    expect(within(filas[2]).getByText('Factura electrónica')).toBeTruthy();
    expect(within(filas[3]).getByText('Vence en menos de 30 días')).toBeTruthy();
    expect(await screen.findByText(/Aún no has declarado el régimen/)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('switch', { name: 'Responsable del impuesto nacional al consumo (INC)' }),
    );
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Régimen tributario' })).getByRole('button', {
        name: 'Guardar',
      }),
    );
    await waitFor(() => expect(api.de('POST configuraciones/rangosDian/regimen')).toHaveLength(1));
    expect(api.de('POST configuraciones/rangosDian/regimen')[0].cuerpo).toEqual({
      responsable_iva: false,
      responsable_inc: true,
    });
    await waitFor(() => expect(screen.queryByText(/Aún no has declarado el régimen/)).toBeNull());
  });

  it('creates a range and shows the API’s Spanish refusal on its field', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET configuraciones/rangosDian': ok([]),
      'GET configuraciones/rangosDian/regimen': REGIMEN,
      'GET sedes': SEDES,
      'POST configuraciones/rangosDian/rangoDian': fallo(
        422,
        'El número inicial no puede ser mayor que el número final',
        { errors: { hasta: ['El número inicial no puede ser mayor que el número final'] } },
      ),
    });
    renderShell(<RangosDian />, { dataProvider });
    expect(await screen.findByText('No hay rangos de numeración registrados.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo rango' }));
    const dialogo = await screen.findByRole('dialog');
    const escribir = (nombre: string, valor: string) =>
      fireEvent.change(within(dialogo).getByLabelText(nombre), { target: { value: valor } });
    escribir('Número de resolución', '18764000000099');
    escribir('Prefijo', 'SETT');
    escribir('Desde', '500');
    escribir('Hasta', '100');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialogo).findAllByText('El número inicial no puede ser mayor que el número final'),
    ).not.toHaveLength(0);
    const [llamada] = api.de('POST configuraciones/rangosDian/rangoDian');
    expect(llamada.cuerpo).toMatchObject({
      tipo: 'pos',
      resolucion: '18764000000099',
      prefijo: 'SETT',
      desde: '500',
      hasta: '100',
      ambiente: '2',
    });
  });

  it('warns at the prefix when a notes range takes NA or NC, the company’s own note numbering', async () => {
    iniciarSesion();
    apiFalsa({
      'GET configuraciones/rangosDian': ok([
        rango(),
        rango({ id: 10, tipo: 'nota_credito', prefijo: 'NCR', siguiente: 1, id_sede: null, alerta: null }),
      ]),
      'GET configuraciones/rangosDian/regimen': REGIMEN,
      'GET sedes': SEDES,
    });
    renderShell(<RangosDian />, { dataProvider });
    const aviso =
      'NA y NC son los prefijos de la numeración propia de notas de la empresa: usa otro prefijo en un rango de notas.';
    fireEvent.click(await screen.findByRole('button', { name: 'Editar NCR1' }));
    let dialogo = await screen.findByRole('dialog');
    const prefijo = within(dialogo).getByLabelText('Prefijo');
    expect(within(dialogo).queryByText(aviso)).toBeNull();
    fireEvent.change(prefijo, { target: { value: 'nc' } });
    expect(within(dialogo).getByText(aviso)).toBeTruthy();
    expect(prefijo.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(prefijo, { target: { value: 'NA' } });
    expect(within(dialogo).getByText(aviso)).toBeTruthy();
    fireEvent.change(prefijo, { target: { value: 'NCR' } });
    expect(within(dialogo).queryByText(aviso)).toBeNull();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A POS range may use those letters: its documents are not notes.
    fireEvent.click(screen.getByRole('button', { name: 'Editar EPOS1' }));
    dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText('Prefijo'), { target: { value: 'NA' } });
    expect(within(dialogo).queryByText(aviso)).toBeNull();
  });
});
