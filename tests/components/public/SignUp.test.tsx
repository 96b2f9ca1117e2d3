import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SignUp from '../../../src/pages/public/SignUp';
import { es } from '../../../src/pages/public/messages';
import { setToken } from '../../../src/dataProvider/http';
import {
  apiFalsa,
  CONFIG_ALTCHA,
  fallo,
  ok,
  renderPublica,
  resolverCaptcha,
  USUARIO,
  widgetAltcha,
  type Respuesta,
} from './soporte';
import { LONGITUDES_SIGNUP } from '../../../common/constantes';

vi.mock('altcha/i18n', () => ({}));

const RUTAS = [{ path: '/signup', element: <SignUp /> }];

const PAISES = [
  { id: 53, nombre: 'Colombia', codigo: 'CO', codigo_telefono: '+57', hispanico: true },
  { id: 9, nombre: 'Argentina', codigo: 'AR', codigo_telefono: '+54', hispanico: true },
  { id: 70, nombre: 'España', codigo: 'ES', codigo_telefono: '+34', hispanico: true },
];

const DOCUMENTOS = [
  { id: 1, nombre: 'Cedula' },
  { id: 2, nombre: 'NIT' },
  { id: 3, nombre: 'Cedula Extranjera' },
  { id: 4, nombre: 'Identificación' },
  { id: 5, nombre: 'Pasaporte' },
];

const api = (singUp: Respuesta = ok({ token: 'tok-nuevo' }, 'Usuario creado')) =>
  apiFalsa({
    'GET captcha/config': CONFIG_ALTCHA,
    'GET configuraciones/paises': ok(PAISES),
    'GET configuraciones/documentos': ok(DOCUMENTOS),
    'POST singUp': singUp,
    'POST me': ok(USUARIO),
  });

const REQUERIDO = 'El campo es requerido ';

const elegir = async (campo: RegExp, opcion: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: campo }));
  fireEvent.click(await within(screen.getByRole('listbox')).findByText(opcion));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

const escribir = async (etiqueta: RegExp, texto: string) => {
  // Every key's events as before, without a macrotask between keys (the default `delay: 0` yields to the event loop
  // after each one, which on a loaded machine costs more than the typing).
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(etiqueta), texto);
};

const cargar = async () => {
  const vista = renderPublica({ ruta: '/signup', rutas: RUTAS });
  await waitFor(() => expect(widgetAltcha()).not.toBeNull());
  return vista;
};

const llenarTodo = async (pais = 'Colombia') => {
  await escribir(/^Nombre$/, 'Ana');
  await escribir(/Apellidos/, 'Gómez');
  await escribir(/Número telefónico/, '3001234567');
  await escribir(/Nombre del negocio/, 'Bar Ana');
  await elegir(/Tipo de negocio/, 'Restaurante');
  // Colombia comes chosen.
  if (pais !== 'Colombia') await elegir(/País/, pais);
  if (pais === 'Colombia') await elegir(/Tipo de documento/, 'NIT');
  await escribir(/Número de documento/, '900123');
  await escribir(/Correo electrónico/, 'ana@bar.co');
  await escribir(/^Contraseña/, 'secreta1');
  await escribir(/Confirmar contraseña/, 'secreta1');
};

const enviar = () => fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

describe('/signup', () => {
  it('keeps the trailing space of the required message, as the spec writes it', () => {
    expect(es.comanda.publico.validacion.requerido).toBe('El campo es requerido ');
  });

  it('shows every required message of spec §5 on an empty submit, and the captcha message with a red border', async () => {
    const red = api();
    await cargar();
    enviar();
    await screen.findByText('Ops!!, haz click en el captcha para verificar que no eres un robot');
    // name, lastName, phone, businessName, businessType, documentType (Colombia comes chosen), document, email,
    // password, confirm password
    const requeridos = screen.getAllByText((_, el) => el?.tagName === 'P' && el.textContent === REQUERIDO);
    expect(requeridos).toHaveLength(10);
    expect(
      screen.getByText('Ops!!, haz click en el captcha para verificar que no eres un robot'),
    ).toBeTruthy();
    expect(screen.getByTestId('captcha').getAttribute('data-error')).toBe('true');
    expect(red.de('POST singUp')).toHaveLength(0);
  });

  it('checks the phone is numeric, the email well formed and the passwords equal', async () => {
    await (async () => {
      api();
      await cargar();
    })();
    await escribir(/Número telefónico/, '300-12');
    await escribir(/Correo electrónico/, 'ana@');
    await escribir(/^Contraseña/, 'secreta1');
    await escribir(/Confirmar contraseña/, 'otra');
    enviar();
    expect(await screen.findByText('El campo debe de ser un número telefonico')).toBeTruthy();
    expect(screen.getByText('El campo debe de ser un correo electronico')).toBeTruthy();
    expect(screen.getByText('Ops!! las contraseñas no coinciden')).toBeTruthy();
  });

  it('asks for the document type only when the country is Colombia (id 53)', async () => {
    api();
    await cargar();
    await elegir(/País/, 'Argentina');
    expect(screen.queryByRole('combobox', { name: /Tipo de documento/ })).toBeNull();
    await elegir(/País/, 'Colombia');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo de documento/ }));
    const lista = within(screen.getByRole('listbox'));
    for (const { nombre } of DOCUMENTOS) expect(lista.getByText(nombre)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    enviar();
    const campo = screen.getByRole('combobox', { name: /Tipo de documento/ }).closest('.MuiFormControl-root');
    await waitFor(() => expect(campo?.querySelector('.MuiFormHelperText-root')?.textContent).toBe(REQUERIDO));
  });

  it('comes with Colombia chosen as the country, its dial code and its document type field', async () => {
    api();
    await cargar();
    const campo = screen.getByRole('combobox', { name: /País/ }) as HTMLInputElement;
    await waitFor(() => expect(campo.value).toBe('Colombia'));
    expect(screen.getByRole('combobox', { name: /Indicativo/ }).textContent).toContain('+57');
    expect(screen.getByRole('combobox', { name: /Tipo de documento/ })).toBeTruthy();
  });

  it('still refuses an emptied country', async () => {
    const red = api();
    await cargar();
    const campo = screen.getByRole('combobox', { name: /País/ }) as HTMLInputElement;
    await waitFor(() => expect(campo.value).toBe('Colombia'));
    fireEvent.change(campo, { target: { value: '' } });
    fireEvent.blur(campo);
    enviar();
    expect(await screen.findByText('Debe de seleccionar un pais valido')).toBeTruthy();
    expect(red.de('POST singUp')).toHaveLength(0);
  });

  it('offers the business types Bar, Restaurante, Cafeteria and Otro', async () => {
    api();
    await cargar();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tipo de negocio/ }));
    const lista = within(screen.getByRole('listbox'));
    for (const tipo of ['Bar', 'Restaurante', 'Cafeteria', 'Otro'])
      expect(lista.getByText(tipo)).toBeTruthy();
  });

  it('sends the spec payload, stores the token, loads me, notifies and goes to /principal', async () => {
    const red = api();
    const { ubicacion } = await cargar();
    await llenarTodo();
    act(() => resolverCaptcha('carga-ok'));
    enviar();
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/principal'));
    expect(red.de('POST singUp')[0].cuerpo).toEqual({
      name: 'Ana',
      lastName: 'Gómez',
      telephoneNumber: '3001234567',
      businessName: 'Bar Ana',
      businessType: 'Restaurante',
      country: 53,
      email: 'ana@bar.co',
      password: 'secreta1',
      recaptchaToken: 'carga-ok',
      document: '900123',
      documentType: 2,
      selectedCountryCode: '+57_CO',
    });
    expect(localStorage.getItem('token')).toBe('tok-nuevo');
    expect(red.de('POST me')[0].autorizacion).toBe('Bearer tok-nuevo');
    expect(await screen.findByText('Cuenta creada correctamente')).toBeTruthy();
  });

  it('sends no document type outside Colombia, and the chosen dial code', async () => {
    const red = api();
    const { ubicacion } = await cargar();
    await llenarTodo('España');
    await elegir(/Indicativo/, 'ES');
    act(() => resolverCaptcha());
    enviar();
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/principal'));
    expect(red.de('POST singUp')[0].cuerpo).toMatchObject({
      country: 70,
      documentType: null,
      selectedCountryCode: '+34_ES',
    });
  });

  it("shows 'Este usuario ya se encuentra registrado' on 409 and stays", async () => {
    api(fallo(409, 'Este usuario ya se encuentra registrado', []));
    const { ubicacion } = await cargar();
    await llenarTodo();
    act(() => resolverCaptcha());
    enviar();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Este usuario ya se encuentra registrado').length).toBeGreaterThan(0);
    expect(ubicacion.actual?.pathname).toBe('/signup');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('flags the captcha when the API refuses it (422, recaptchaToken false)', async () => {
    api(fallo(422, 'Captcha inválido', { error: 'captcha', recaptchaToken: false }));
    await cargar();
    await llenarTodo();
    act(() => resolverCaptcha());
    enviar();
    await waitFor(() => expect(screen.getByTestId('captcha').getAttribute('data-error')).toBe('true'));
    expect(
      screen.getAllByText('Ops!!, haz click en el captcha para verificar que no eres un robot').length,
    ).toBeGreaterThan(0);
  });

  it('sends a signed-in user to /principal', () => {
    api();
    setToken('ya-tengo');
    const { ubicacion } = renderPublica({ ruta: '/signup', rutas: RUTAS });
    expect(ubicacion.actual?.pathname).toBe('/principal');
  });

  it('states the password rule before the user submits', async () => {
    api();
    await cargar();
    expect(screen.getByText('Mínimo 8 caracteres; no uses contraseñas comunes')).toBeTruthy();
  });

  it('shows every server validation error (422) at its field, and the others in a list', async () => {
    api(
      fallo(422, 'La contraseña es demasiado común', {
        errors: {
          password: ['La contraseña es demasiado común'],
          email: ['El campo debe de ser un correo electronico'],
          telephoneNumber: ['El campo debe de ser un número telefonico'],
          plan: ['El plan no existe'],
        },
      }),
    );
    await cargar();
    await llenarTodo();
    act(() => resolverCaptcha());
    enviar();
    const ayudaDe = (etiqueta: RegExp) =>
      screen
        .getByLabelText(etiqueta)
        .closest('.MuiFormControl-root')
        ?.querySelector('.MuiFormHelperText-root')?.textContent;
    await waitFor(() => expect(ayudaDe(/^Contraseña/)).toBe('La contraseña es demasiado común'));
    expect(ayudaDe(/Correo electrónico/)).toBe('El campo debe de ser un correo electronico');
    expect(ayudaDe(/Número telefónico/)).toBe('El campo debe de ser un número telefonico');
    expect(screen.getByText('El plan no existe').tagName).toBe('LI');
  });

  it('País is a searchable autocomplete', async () => {
    api();
    await cargar();
    const campo = screen.getByRole('combobox', { name: /País/ }) as HTMLInputElement;
    expect(campo.tagName).toBe('INPUT');
    // The countries have arrived: Colombia, chosen by default, shows by its name.
    await waitFor(() => expect(campo.value).toBe('Colombia'));
    fireEvent.change(campo, { target: { value: 'arg' } });
    const lista = within(await screen.findByRole('listbox', {}, { timeout: 10_000 }));
    expect(lista.getByText('Argentina')).toBeTruthy();
    expect(lista.queryByText('Colombia')).toBeNull();
  });

  it("choosing a country moves the dial code to that country's", async () => {
    const red = api();
    const { ubicacion } = await cargar();
    expect(screen.getByRole('combobox', { name: /Indicativo/ }).textContent).toContain('+57');
    await llenarTodo('Argentina');
    expect(screen.getByRole('combobox', { name: /Indicativo/ }).textContent).toContain('+54');
    act(() => resolverCaptcha());
    enviar();
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/principal'));
    expect(red.de('POST singUp')[0].cuerpo).toMatchObject({ country: 9, selectedCountryCode: '+54_AR' });
  });

  it.each([
    ['300 123 4567', '3001234567'],
    ['+573001234567', '3001234567'],
    ['(300) 123-4567', '3001234567'],
  ])('accepts the phone %s and sends %s', async (escrito, enviado) => {
    const red = api();
    const { ubicacion } = await cargar();
    await llenarTodo();
    const campo = screen.getByLabelText(/Número telefónico/);
    fireEvent.change(campo, { target: { value: escrito } });
    act(() => resolverCaptcha());
    enviar();
    await waitFor(() => expect(ubicacion.actual?.pathname).toBe('/principal'));
    expect(red.de('POST singUp')[0].cuerpo).toMatchObject({ telephoneNumber: enviado });
  });

  it.each([
    ['12', 'El campo debe de ser un número telefonico'],
    ['+543001234567', 'El indicativo del número no coincide con el del país elegido'],
  ])('refuses the phone %s', async (escrito, mensaje) => {
    const red = api();
    await cargar();
    await escribir(/Número telefónico/, escrito);
    enviar();
    expect(await screen.findByText(mensaje)).toBeTruthy();
    expect(red.de('POST singUp')).toHaveLength(0);
  });

  it('refuses, before sending, the texts longer than the API accepts (common/constantes.ts)', async () => {
    const red = api();
    await cargar();
    const largo = (n: number) => 'a'.repeat(n + 1);
    fireEvent.change(screen.getByLabelText(/^Nombre$/), { target: { value: largo(LONGITUDES_SIGNUP.name) } });
    fireEvent.change(screen.getByLabelText(/Nombre del negocio/), {
      target: { value: largo(LONGITUDES_SIGNUP.businessName) },
    });
    fireEvent.change(screen.getByLabelText(/Número de documento/), {
      target: { value: largo(LONGITUDES_SIGNUP.document) },
    });
    enviar();
    expect(await screen.findByText(`Must be ${LONGITUDES_SIGNUP.name} characters or less`)).toBeTruthy();
    expect(screen.getByText(`Must be ${LONGITUDES_SIGNUP.businessName} characters or less`)).toBeTruthy();
    expect(screen.getByText(`Must be ${LONGITUDES_SIGNUP.document} characters or less`)).toBeTruthy();
    expect(red.de('POST singUp')).toHaveLength(0);
  });

  it('says when the countries or document types fail to load, and retries', async () => {
    let intentos = 0;
    apiFalsa({
      'GET captcha/config': CONFIG_ALTCHA,
      'GET configuraciones/paises': () => (++intentos === 1 ? fallo(500, 'Error') : ok(PAISES)),
      'GET configuraciones/documentos': fallo(500, 'Error'),
    });
    await cargar();
    expect(await screen.findByText('No se pudo cargar la lista de países.')).toBeTruthy();
    expect(screen.getByText('No se pudo cargar la lista de tipos de documento.')).toBeTruthy();
    const alerta = screen
      .getByText('No se pudo cargar la lista de países.')
      .closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('No se pudo cargar la lista de países.')).toBeNull());
    await elegir(/País/, 'Argentina');
    expect(intentos).toBe(2);
  });
});
