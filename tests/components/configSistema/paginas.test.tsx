import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ConfiguracionEditar from '../../../src/pages/configSistema/ConfiguracionEditar';
import Cuenta from '../../../src/pages/configSistema/Cuenta';
import ObjetivosVentas from '../../../src/pages/configSistema/ObjetivosVentas';
import { http } from '../../../src/dataProvider/http';
import { apiFalsa, cerrarSesionLocal, fallo, iniciarSesion, ok, renderShell } from '../shell/soporte';

const adapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapter;
  cerrarSesionLocal();
});

const escribir = (etiqueta: RegExp, valor: string) =>
  fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: valor } });

const SEDES = ok([{ id: 4, nombre: 'Centro', direccion: null, principal: true, activa: true }]);

describe('/configSistema/editar', () => {
  it('shows the entries grouped and typed, with defaults, and the NIT check digit as typed', async () => {
    iniciarSesion();
    apiFalsa({
      'GET configuraciones': ok([{ id: 1, nombre: 'activarErpBegranda', valor: '1' }]),
      'GET sedes': SEDES,
    });
    renderShell(<ConfiguracionEditar />);
    expect(await screen.findByText('Datos de la empresa en el recibo')).toBeTruthy();
    expect(screen.getByText('Propina voluntaria')).toBeTruthy();
    expect((screen.getByLabelText(/Porcentaje de propina sugerida/) as HTMLInputElement).value).toBe('10');
    expect((screen.getByRole('switch', { name: 'Activar ERP Begranda' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('switch', { name: 'Conteo ciego al cerrar la caja' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.getByLabelText(/Prefijo del número de venta — Centro/)).toBeTruthy();
    escribir(/^NIT/, '899.999.068');
    expect(await screen.findByText(/Dígito de verificación: 1/)).toBeTruthy();
  });

  it('refuses a tip above 10 % in the browser without sending, then saves only what changed', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET configuraciones': ok([]),
      'GET sedes': SEDES,
      'POST configuraciones/configuracion/lote': (cuerpo) =>
        ok(
          (cuerpo.configuraciones as { nombre: string; valor: string }[]).map((c, i) => ({
            id: i + 1,
            ...c,
          })),
          'Configuración guardada correctamente',
        ),
    });
    renderShell(<ConfiguracionEditar />);
    await screen.findByText('Propina voluntaria');
    escribir(/Porcentaje de propina sugerida/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El porcentaje debe ser un número entre 0 y 10, con máximo dos decimales'),
    ).toBeTruthy();
    expect(api.de('POST configuraciones/configuracion/lote')).toHaveLength(0);
    escribir(/Porcentaje de propina sugerida/, '8');
    escribir(/Prefijo del número de venta — Centro/, 'cen-');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.de('POST configuraciones/configuracion/lote')).toHaveLength(1));
    expect(api.de('POST configuraciones/configuracion/lote')[0].cuerpo).toEqual({
      configuraciones: [
        { nombre: 'porcentajePropinaSugerida', valor: '8' },
        { nombre: 'prefijoVenta.4', valor: 'cen-' },
      ],
    });
  });

  it("puts the server's refusal under the entry's input", async () => {
    iniciarSesion();
    apiFalsa({
      'GET configuraciones': ok([]),
      'GET sedes': SEDES,
      'POST configuraciones/configuracion/lote': fallo(422, 'La sede indicada no existe', {
        errors: { direccion: ['Dirección rechazada'] },
      }),
    });
    renderShell(<ConfiguracionEditar />);
    await screen.findByText('Propina voluntaria');
    escribir(/^Dirección$/, 'Calle 1');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Dirección rechazada')).toBeTruthy();
  });
});

describe('/configSistema/objetivosVentas', () => {
  it('shows each venue, its goal and pace, and saves a goal in pesos', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET configuraciones/objetivosVentas': ok({
        mes: '2026-11',
        hoy: '2026-11-23',
        dias_mes: 30,
        dias_restantes: 8,
        objetivos: [
          {
            id_sede: 4,
            sede: 'Centro',
            objetivo_mensual: '8000000.00',
            vendido: '0.00',
            restante: '8000000.00',
            ritmo_diario: '1000000.00',
          },
        ],
      }),
      'POST configuraciones/objetivos/ventas': ok(
        { id: 1, id_sede: 4, objetivo_mensual: '9000000.00' },
        'Objetivo de ventas guardado correctamente',
      ),
    });
    renderShell(<ObjetivosVentas />);
    expect(await screen.findByText('Días restantes: 8')).toBeTruthy();
    expect(screen.getByText('Ritmo diario necesario: $ 1.000.000')).toBeTruthy();
    escribir(/Objetivo mensual/, 'doce');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar objetivo' }));
    expect(await screen.findByText('Debe ser un valor en pesos con máximo dos decimales')).toBeTruthy();
    escribir(/Objetivo mensual/, '9000000');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar objetivo' }));
    await waitFor(() => expect(api.de('POST configuraciones/objetivos/ventas')).toHaveLength(1));
    expect(api.de('POST configuraciones/objetivos/ventas')[0].cuerpo).toEqual({
      id_sede: 4,
      objetivo_mensual: '9000000.00',
    });
  });
});

describe('/configSistema/cuenta', () => {
  it('does not send a password change whose confirmation differs', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET usuarios/me/usuario': ok({
        nombre: 'Ana',
        apellido: 'Gómez',
        numeroTelefonico: null,
        correo: 'ana@bar.co',
      }),
      'POST usuarios/me/password': ok(
        null,
        'Contraseña actualizada correctamente. Se cerraron tus otras sesiones.',
      ),
    });
    renderShell(<Cuenta />);
    expect(((await screen.findByLabelText(/^Nombre/)) as HTMLInputElement).value).toBe('Ana');
    escribir(/^Contraseña actual/, 'vieja');
    escribir(/^Nueva contraseña/, 'Guayaba-Tinto-2026');
    escribir(/^Confirmar contraseña/, 'Guayaba-Tinto-2025');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cambiar contraseña' })[0]);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(api.de('POST usuarios/me/password')).toHaveLength(0);
    escribir(/^Confirmar contraseña/, 'Guayaba-Tinto-2026');
    fireEvent.click(screen.getAllByRole('button', { name: 'Cambiar contraseña' })[0]);
    await waitFor(() => expect(api.de('POST usuarios/me/password')).toHaveLength(1));
    expect(api.de('POST usuarios/me/password')[0].cuerpo).toEqual({
      password_actual: 'vieja',
      password: 'Guayaba-Tinto-2026',
    });
  });
});
