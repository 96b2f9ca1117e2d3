import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { Notificaciones } from '../../../src/notifications';
import UsuariosPage from '../../../src/pages/usuarios/UsuariosPage';
import { ROLES } from '../../../common/roles';
import { api, fallo, ok, usarApiFalsa, type Llamada } from '../msw/servidor';
import { authProviderFalso, cerrarSesionLocal, iniciarSesion, usuarioDePrueba } from '../shell/soporte';
import { DUENA, usuarioEquipo } from './soporte';

/** Issue 24: the owner's 'Hacer propietario' with its password dialog; what an Administrador is offered. */

usarApiFalsa();
afterEach(() => cerrarSesionLocal());

const usuario = usuarioEquipo;

const ADMIN = usuario(5, { nombre: 'Alba', apellido: 'Admin', rol: 1, acceso_modulo_tag: '*' });
const OTRO_ADMIN = usuario(6, { nombre: 'Omar', apellido: 'Admin', rol: 1, acceso_modulo_tag: '*' });
const MESERO = usuario(2, { nombre: 'Pedro', apellido: 'Mesero', correo_pendiente: 'pedro.nuevo@bar.co' });

const T = { timeout: 10_000 };
const CLAVE_MALA = 'La contraseña no es correcta';

function montar(yo: { id: number; rol: number }, propietario?: (llamada: Llamada) => ReturnType<typeof ok>) {
  iniciarSesion(usuarioDePrueba({ user: { id: yo.id }, rol: { id_rol: yo.rol, acceso_modulo_tag: '*' } }));
  const authProvider = authProviderFalso();
  const red = api({
    'GET usuarios': ok([DUENA, ADMIN, OTRO_ADMIN, MESERO]),
    'GET configuraciones/rol': ok(ROLES),
    'GET configuraciones/module': ok([]),
    ...(propietario && { 'POST usuarios/usuario/propietario': propietario }),
  });
  render(
    <TestMemoryRouter initialEntries={['/configSistema/usuarios']}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={crearI18nProvider()}
        store={memoryStore()}
        theme={lightTheme}
      >
        <UsuariosPage />
        <Notificaciones />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { red, authProvider };
}

const fila = async (texto: string) => (await screen.findByText(texto)).closest('tr') as HTMLElement;

describe('transferring the ownership from /configSistema/usuarios', () => {
  it('asks the owner password, shows a wrong one under the field, then transfers and signs out', async () => {
    const { red, authProvider } = montar(DUENA, ({ cuerpo }) =>
      (cuerpo as { contrasena: string }).contrasena === 'Correcta-2026'
        ? ok(null, 'Propiedad transferida correctamente. Ahora eres Administrador: vuelve a iniciar sesión.')
        : fallo(422, CLAVE_MALA, { errors: { contrasena: [CLAVE_MALA] } }),
    );
    const pedro = await fila('Pedro Mesero');
    expect(within(pedro).getByText('Pendiente de confirmar: pedro.nuevo@bar.co')).toBeTruthy();
    expect(within(await fila('Dora Dueña')).queryByRole('button', { name: 'Hacer propietario' })).toBeNull();
    fireEvent.click(within(pedro).getByRole('button', { name: 'Hacer propietario' }));
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('Pedro Mesero pasará a ser el propietario');
    const transferir = within(dialogo).getByRole('button', { name: 'Transferir' }) as HTMLButtonElement;
    expect(transferir.disabled).toBe(true);
    const clave = within(dialogo).getByLabelText(/Tu contraseña/);
    fireEvent.change(clave, { target: { value: 'Equivocada-1' } });
    fireEvent.click(transferir);
    expect(await within(dialogo).findByText(CLAVE_MALA, {}, T)).toBeTruthy();
    expect(authProvider.logout).not.toHaveBeenCalled();
    fireEvent.change(clave, { target: { value: 'Correcta-2026' } });
    fireEvent.click(transferir);
    expect(await screen.findByText(/Propiedad transferida correctamente/, {}, T)).toBeTruthy();
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled(), T);
    expect(red.de('POST usuarios/usuario/propietario').map((l) => l.cuerpo)).toEqual([
      { id: 2, contrasena: 'Equivocada-1' },
      { id: 2, contrasena: 'Correcta-2026' },
    ]);
  }, 30_000);

  it('an Administrador is offered nothing on the owner and the other Administradores, and no transfer', async () => {
    montar(ADMIN);
    const pedro = await fila('Pedro Mesero');
    expect(within(pedro).getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(within(pedro).queryByRole('button', { name: 'Hacer propietario' })).toBeNull();
    for (const nombre of ['Dora Dueña', 'Omar Admin'])
      expect(within(await fila(nombre)).queryAllByRole('button')).toEqual([]);
    expect(within(await fila('Alba Admin')).getByRole('button', { name: 'Editar' })).toBeTruthy();
    // Nor may they name an Administrador: the role is not offered.
    fireEvent.click(within(pedro).getByRole('button', { name: 'Editar' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialogo).getByRole('combobox'));
    const opciones = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(opciones).toEqual(['Cajero', 'Mesero', 'Cocina', 'Contador']);
  }, 30_000);
});
