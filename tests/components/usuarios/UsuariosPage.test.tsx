import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import dataProvider from '../../../src/dataProvider';
import { crearI18nProvider } from '../../../src/i18n';
import { lightTheme } from '../../../src/layout';
import { Notificaciones } from '../../../src/notifications';
import UsuariosPage from '../../../src/pages/usuarios/UsuariosPage';
import { ROLES } from '../../../common/roles';
import { api, fallo, ok, usarApiFalsa } from '../msw/servidor';
import { DUENA, usuarioEquipo } from './soporte';

usarApiFalsa();

const usuario = usuarioEquipo;

const MESERO = usuario(2, { nombre: 'Pedro', apellido: 'Mesero' });
const MODULOS = [
  {
    tag: 'ventas',
    label: 'comanda.menu.ventas_mesas',
    path: '/ventas',
    grupo: 'ventas',
    grupo_label: 'comanda.menu.ventas',
    disponible: true,
  },
  {
    tag: 'compras',
    label: 'comanda.menu.compras',
    path: '/compras',
    grupo: 'operaciones',
    grupo_label: 'comanda.menu.operaciones',
    disponible: true,
  },
];

function montar(extra: Parameters<typeof api>[0] = {}) {
  const red = api({
    'GET usuarios': ok([DUENA, MESERO]),
    'GET usuarios/inactive': ok([usuario(3, { nombre: 'Inés', estado: 0 })]),
    'GET usuarios/usuariosInvitados': ok([
      usuario(4, { nombre: '', apellido: '', estado: 0, invitacion_pendiente: true }),
    ]),
    'GET configuraciones/rol': ok(ROLES),
    'GET configuraciones/module': ok(MODULOS),
    ...extra,
  });
  render(
    <TestMemoryRouter initialEntries={['/configSistema/usuarios']}>
      <AdminContext
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
  return red;
}

const fila = async (texto: string) => (await screen.findByText(texto)).closest('tr') as HTMLElement;
const T = { timeout: 10_000 };

describe('/configSistema/usuarios', () => {
  it('lists active users with their role; the owner offers only Editar', async () => {
    montar();
    const duena = await fila('Dora Dueña');
    expect(within(duena).getByText('Propietario')).toBeTruthy();
    expect(within(duena).queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(within(duena).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    const mesero = await fila('Pedro Mesero');
    expect(within(mesero).getByText('Mesero')).toBeTruthy();
    expect(within(mesero).getByRole('button', { name: 'Desactivar' })).toBeTruthy();
  }, 30_000);

  it('shows the inactive users and the invitations in their tabs', async () => {
    montar();
    await fila('Dora Dueña');
    fireEvent.click(screen.getByRole('tab', { name: 'Inactivos' }));
    const ines = await fila('Inés Gómez');
    expect(within(ines).getByRole('button', { name: 'Reactivar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Invitaciones' }));
    const invitada = await fila('u4@bar.co');
    expect(within(invitada).getByRole('button', { name: 'Reenviar' })).toBeTruthy();
  }, 30_000);

  it('invites with e-mail, role and ticked modules, and shows the server message', async () => {
    const red = montar({
      'POST usuarios/usuario/invitacion': ok(
        usuario(9, { invitacion_pendiente: true, estado: 0 }),
        'Invitación enviada correctamente',
      ),
    });
    await fila('Dora Dueña');
    fireEvent.click(screen.getByRole('button', { name: 'Invitar usuario' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText(/Correo electrónico/), {
      target: { value: 'nuevo@bar.co' },
    });
    // Mesero (the default role) comes with its suggested modules ticked; more may be ticked.
    fireEvent.click(within(dialogo).getByLabelText('Compras'));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada correctamente', {}, T)).toBeTruthy();
    expect(red.de('POST usuarios/usuario/invitacion')[0].cuerpo).toEqual({
      correo: 'nuevo@bar.co',
      rol: 3,
      modulos: ['ventas', 'compras'],
      // Issue 30: no venue ticked (the company has one): every venue.
      sedes: [],
    });
  }, 30_000);

  it('offers only the sections that exist and that the role may open, and the permissions', async () => {
    const seccion = (tag: string, label: string, grupo: string, disponible = true) => ({
      tag,
      label: `comanda.menu.${label}`,
      path: `/${tag}`,
      grupo,
      grupo_label: `comanda.menu.${grupo}`,
      disponible,
    });
    montar({
      'GET configuraciones/module': ok([
        ...MODULOS,
        { ...seccion('cobrar', 'cobrar', 'ventas'), path: '' },
        seccion('informeVentas', 'informe_ventas', 'informes', false),
        seccion('suscripciones', 'suscripciones', 'suscripciones', false),
        seccion('usuarios', 'usuarios', 'configuracion'),
        seccion('mesas', 'mesas', 'configuracion'),
      ]),
    });
    await fila('Dora Dueña');
    fireEvent.click(screen.getByRole('button', { name: 'Invitar usuario' }));
    const dialogo = await screen.findByRole('dialog');
    const casillas = within(dialogo)
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')!.textContent);
    expect(casillas).toEqual(['Ventas', 'Cobrar', 'Compras', 'Mesas']);
    // Neither the reports that are not built, nor the plans page, nor Usuarios (roles 0 and 1 only).
    expect(within(dialogo).queryByText('Informes')).toBeNull();
    expect(within(dialogo).queryByText('Suscripciones')).toBeNull();
  }, 30_000);

  it("choosing a role when inviting ticks that role's suggested modules, still editable", async () => {
    montar({});
    await fila('Dora Dueña');
    fireEvent.click(screen.getByRole('button', { name: 'Invitar usuario' }));
    const dialogo = await screen.findByRole('dialog');
    const marcada = (nombre: string) => (within(dialogo).getByLabelText(nombre) as HTMLInputElement).checked;
    expect([marcada('Ventas'), marcada('Compras')]).toEqual([true, false]);
    fireEvent.mouseDown(within(dialogo).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Contador' }));
    expect([marcada('Ventas'), marcada('Compras')]).toEqual([false, true]);
    fireEvent.click(within(dialogo).getByLabelText('Ventas'));
    expect([marcada('Ventas'), marcada('Compras')]).toEqual([true, true]);
  }, 30_000);

  it('shows the field error the server answers and keeps the dialog open', async () => {
    montar({
      'POST usuarios/usuario/invitacion': fallo(422, 'Este correo ya pertenece a un usuario registrado', {
        errors: { correo: ['Este correo ya pertenece a un usuario registrado'] },
      }),
    });
    await fila('Dora Dueña');
    fireEvent.click(screen.getByRole('button', { name: 'Invitar usuario' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText(/Correo electrónico/), {
      target: { value: 'u2@bar.co' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(
      () =>
        expect(within(dialogo).getAllByText('Este correo ya pertenece a un usuario registrado').length).toBe(
          2,
        ),
      T,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 30_000);

  it('shows the freemium alert when the plan has no seat left (invitation and reactivation)', async () => {
    const limite = fallo(402, 'freemiumPlan', { recurso: 'usuarios', limite: 3 });
    montar({ 'POST usuarios/usuario/invitacion': limite, 'POST usuarios/usuario/actualizar': limite });
    await fila('Dora Dueña');
    fireEvent.click(screen.getByRole('button', { name: 'Invitar usuario' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.change(within(dialogo).getByLabelText(/Correo electrónico/), {
      target: { value: 'nuevo@bar.co' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar invitación' }));
    const alerta = await screen.findByTestId('alerta-freemium', {}, T);
    expect(alerta.textContent).toContain('Límite del plan alcanzado');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), T);
    expect(screen.queryByText('freemiumPlan')).toBeNull();
  }, 30_000);

  it('deactivates a user through actualizar with estado 0', async () => {
    const red = montar({
      'POST usuarios/usuario/actualizar': ok(usuario(2, { estado: 0 }), 'Usuario actualizado correctamente'),
    });
    fireEvent.click(within(await fila('Pedro Mesero')).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Usuario actualizado correctamente', {}, T)).toBeTruthy();
    expect(red.de('POST usuarios/usuario/actualizar')[0].cuerpo).toEqual({ id: 2, estado: 0 });
  }, 30_000);

  it('deletes only after confirming', async () => {
    const red = montar({ 'DELETE usuarios/usuario/:id': ok(null, 'Usuario eliminado correctamente') });
    fireEvent.click(within(await fila('Pedro Mesero')).getByRole('button', { name: 'Eliminar' }));
    const dialogo = await screen.findByRole('dialog');
    expect(red.de('DELETE usuarios/usuario/:id')).toHaveLength(0);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Usuario eliminado correctamente', {}, T)).toBeTruthy();
    expect(red.de('DELETE usuarios/usuario/:id')[0].camino).toBe('usuarios/usuario/2');
  }, 30_000);
});
