import { CATALOGOS } from '../../common/catalogos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { conToken, datosSignUp, iniciarSesion, registrar, resolverCaptcha } from './auth-soporte';
import {
  configuraciones,
  empresas,
  formasPago,
  TABLAS_CATALOGO,
  outbox,
  sedes,
  sesiones,
  suscripcionesEmpresa,
  tokensCorreo,
  usuarios,
} from '../../server/db/schema';
import { crearEmpresa, fechaFinPrueba } from '../../server/services/empresas';
import { verifyPassword } from '../../server/lib/passwords';
import { MENSAJE_PASSWORD_DEBIL } from '../../server/lib/fortaleza';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1000 });
});
afterAll(() => t.close());

const signUp = async (extra: Record<string, unknown> = {}, captcha = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/singUp',
    payload: { ...datosSignUp(extra), ...(captcha ? { recaptchaToken: await resolverCaptcha(t.app) } : {}) },
  });

describe('POST /api/singUp', () => {
  it('creates the company with every default, signs the owner in and queues the verification mail', async () => {
    const datos = datosSignUp({ email: 'Dueno.Nuevo@Ejemplo.CO' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/singUp',
      payload: { ...datos, recaptchaToken: await resolverCaptcha(t.app) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      code: 200,
      message: 'Cuenta creada exitosamente',
      data: { token: expect.any(String) },
    });

    const { db } = t.database;
    const [usuario] = await db.select().from(usuarios).where(eq(usuarios.email, 'dueno.nuevo@ejemplo.co'));
    expect(usuario).toMatchObject({
      nombre: 'Ana',
      apellido: 'Gómez',
      id_rol: 0,
      acceso_modulo_tag: '*',
      activo: true,
    });
    expect(usuario.email_verificado_at).toBeNull();
    expect(usuario.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Segura123!', usuario.password_hash)).toBe(true);
    const empresaId = usuario.empresa_id;
    const [empresa] = await db.select().from(empresas).where(eq(empresas.id, empresaId));
    expect(empresa).toMatchObject({
      nombre: 'La Esquina',
      tipo_negocio: 'Restaurante',
      id_pais: 53,
      tipo_documento: 1,
      documento: '1020304050',
      telefono: '+573001234567',
      codigo_telefono: '+57_CO',
    });
    const [suscripcion] = await db
      .select()
      .from(suscripcionesEmpresa)
      .where(eq(suscripcionesEmpresa.empresa_id, empresaId));
    expect(suscripcion.estado_periodo_pueba).toBe(1);
    expect(suscripcion.fecha_fin_periodo_prueba).toBe(fechaFinPrueba(new Date(), t.config.trialDays));
    const listaSedes = await db.select().from(sedes).where(eq(sedes.empresa_id, empresaId));
    expect(listaSedes.map((s) => [s.nombre, s.principal])).toEqual([['Sede principal', true]]);
    // Every declared catalogue's starting rows (taxes, payment methods, print points…).
    for (const c of CATALOGOS) {
      const tabla = TABLAS_CATALOGO[c.recurso];
      const filas = await db.select().from(tabla).where(eq(tabla.empresa_id, empresaId));
      expect(filas.map((f) => f.nombre).sort(), c.recurso).toEqual(
        (c.iniciales ?? []).map((f) => f.nombre).sort(),
      );
    }
    const formas = await db.select().from(formasPago).where(eq(formasPago.empresa_id, empresaId));
    expect(formas.filter((f) => f.efectivo).map((f) => f.nombre)).toEqual(['Efectivo']);
    const config = await db.select().from(configuraciones).where(eq(configuraciones.empresa_id, empresaId));
    expect(Object.fromEntries(config.map((c) => [c.nombre, c.valor]))).toEqual({
      activarErpBegranda: '0',
      moneda: 'COP',
      zonaHoraria: 'America/Bogota',
      porcentajePropinaSugerida: '10',
      // The receipt's details from the sign-up (issue 34): a cédula, so no NIT.
      razonSocial: 'La Esquina',
      telefono: '+573001234567',
    });
    const tokens = await db.select().from(tokensCorreo).where(eq(tokensCorreo.usuario_id, usuario.id));
    expect(tokens.map((x) => x.proposito)).toEqual(['verificacion']);
    const correos = await db.select().from(outbox).where(eq(outbox.empresa_id, empresaId));
    expect(correos).toHaveLength(1);
    expect(correos[0].tipo).toBe('correo');
    expect(correos[0].payload).toMatchObject({
      para: 'dueno.nuevo@ejemplo.co',
      asunto: 'Verifica tu correo',
    });

    // The new owner is signed in: the token opens `me`.
    const me = await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(body.data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe('dueno.nuevo@ejemplo.co');
  });

  it('refuses an e-mail already registered, whatever its case, with 409 and data []', async () => {
    const { email } = await registrar(t.app);
    const res = await signUp({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 409,
      message: 'Este usuario ya se encuentra registrado',
      data: [],
    });
  });

  it('turns a concurrent duplicate (unique violation) into the same 409, leaving nothing behind', async () => {
    const { email } = await registrar(t.app);
    const antes = (await t.database.db.select().from(empresas)).length;
    const intento = crearEmpresa(
      t.database,
      {
        nombre: 'Duplicada',
        tipoNegocio: 'Bar',
        idPais: 53,
        tipoDocumento: 1,
        documento: '1',
        telefono: '3000000000',
        codigoTelefono: '+57_CO',
        propietario: { nombre: 'X', apellido: 'Y', email: email.toUpperCase(), password: 'Segura123!' },
      },
      t.config,
    );
    await expect(intento).rejects.toMatchObject({
      statusCode: 409,
      message: 'Este usuario ya se encuentra registrado',
      data: [],
    });
    expect((await t.database.db.select().from(empresas)).length).toBe(antes);
  });

  it('is one transaction: a failure when signing the owner in leaves no company, user, session or mail', async () => {
    // An unusable session lifetime makes the last step (the session row) fail after the company and user exist.
    const rota = await createTestApp({ rateLimitMax: 1000, sessionTtlHours: Number.NaN });
    try {
      const { db } = rota.database;
      const contar = async () => ({
        empresas: (await db.select().from(empresas)).length,
        usuarios: (await db.select().from(usuarios)).length,
        sesiones: (await db.select().from(sesiones)).length,
        outbox: (await db.select().from(outbox)).length,
      });
      const antes = await contar();
      const res = await rota.app.inject({
        method: 'POST',
        url: '/api/singUp',
        payload: {
          ...datosSignUp({ email: 'transaccion@ejemplo.co' }),
          recaptchaToken: await resolverCaptcha(rota.app),
        },
      });
      expect(res.statusCode).toBe(500);
      expect(await contar()).toEqual(antes);
    } finally {
      await rota.close();
    }
  });

  it('asks the document type only for Colombia (53)', async () => {
    const sinTipo = await signUp({ documentType: null });
    expect(sinTipo.statusCode).toBe(422);
    expect(sinTipo.json().message).toBe('Debe de seleccionar un tipo de documento valido');
    expect(sinTipo.json().data.errors.documentType).toEqual([
      'Debe de seleccionar un tipo de documento valido',
    ]);
    const fueraDeRango = await signUp({ documentType: 6 });
    expect(fueraDeRango.statusCode).toBe(422);
  });

  it('refuses a country that does not exist', async () => {
    const res = await signUp({ country: 999 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 422,
      message: 'Debe de seleccionar un pais valido',
    });
    expect(res.json().data.errors.country).toEqual(['Debe de seleccionar un pais valido']);
    const cero = await signUp({ country: 0 });
    expect(cero.json().message).toBe('Debe de seleccionar un pais valido');
  });

  it.each([
    [{ name: '' }, 'name', 'El campo nombre es requerido'],
    [{ lastName: undefined }, 'lastName', 'El campo apellidos es requerido'],
    [{ businessName: '  ' }, 'businessName', 'El campo nombre del negocio es requerido'],
    [{ document: '' }, 'document', 'El campo número de documento es requerido'],
    [{ telephoneNumber: '' }, 'telephoneNumber', 'El campo teléfono es requerido'],
    [{ telephoneNumber: '300-ABC' }, 'telephoneNumber', 'El campo debe de ser un número telefonico'],
    [{ businessType: 'Discoteca' }, 'businessType', 'Debe de seleccionar un tipo de negocio valido'],
    [{ email: 'no-es-correo' }, 'email', 'El campo debe de ser un correo electronico'],
    [{ email: '' }, 'email', 'El campo correo electrónico es requerido'],
    [{ password: 'corta' }, 'password', 'La contraseña debe tener al menos 8 caracteres'],
    [{ password: '' }, 'password', 'El campo contraseña es requerido'],
    [{ selectedCountryCode: 'CO' }, 'selectedCountryCode', 'Debe de seleccionar un indicativo valido'],
  ])('validates %j in Spanish', async (extra, campo, mensaje) => {
    const res = await signUp(extra);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.errors[campo]).toEqual([mensaje]);
  });

  it.each(['12345678', 'password', 'qwertyuiop', '11111111'])(
    'refuses the common or guessable password %j with the rule in Spanish, and saves nothing',
    async (password) => {
      const antes = await t.database.db.$count(usuarios);
      const res = await signUp({ password, name: 'Ana', lastName: 'Gomez' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(MENSAJE_PASSWORD_DEBIL);
      expect(res.json().data.errors.password).toEqual([MENSAJE_PASSWORD_DEBIL]);
      expect(MENSAJE_PASSWORD_DEBIL).toContain('al menos 8 caracteres');
      expect(await t.database.db.$count(usuarios)).toBe(antes);
    },
  );

  it('accepts the form-data spelling and ignores the document type outside Colombia', async () => {
    await t.database.db.execute(
      sql`insert into paises (id, nombre, codigo, codigo_telefono, hispanico) values (52, 'México', 'MX', '+52', true) on conflict do nothing`,
    );
    const datos = datosSignUp({ country: '52', documentType: 'null', selectedCountryCode: '+52_MX' });
    const form = new URLSearchParams({
      ...Object.fromEntries(Object.entries(datos).map(([k, v]) => [k, String(v)])),
      recaptchaToken: await resolverCaptcha(t.app),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/singUp',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id_pais: empresas.id_pais, tipo_documento: empresas.tipo_documento })
      .from(empresas)
      .innerJoin(usuarios, eq(usuarios.empresa_id, empresas.id))
      .where(eq(usuarios.email, datos.email));
    expect(row).toEqual({ id_pais: 52, tipo_documento: null });
  });

  it('refuses a sign-up without captcha with the sign-up wording', async () => {
    const res = await signUp({}, false);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: 422,
      message: 'Ops!!, haz click en el captcha para verificar que no eres un robot',
      data: {
        error: 'Ops!!, haz click en el captcha para verificar que no eres un robot',
        recaptchaToken: false,
      },
    });
  });
});

describe('POST /api/login', () => {
  let email: string;
  let password: string;
  beforeAll(async () => {
    ({ email, password } = await registrar(t.app));
  });

  it('signs in with any case of the e-mail and answers a token', async () => {
    const res = await iniciarSesion(t.app, email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      message: 'Sesión iniciada correctamente',
      data: { token: expect.any(String) },
    });
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/me',
      headers: conToken(res.json().data.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('stores only the hash of the token, expiring after SESSION_TTL_HOURS', async () => {
    const res = await iniciarSesion(t.app, email, password);
    const token = res.json().data.token as string;
    const { hashToken } = await import('../../server/lib/tokens');
    const [fila] = await t.database.db
      .select()
      .from(sesiones)
      .where(eq(sesiones.token_hash, hashToken(token)));
    expect(fila).toBeDefined();
    const horas = (fila.expires_at.getTime() - Date.now()) / 3600_000;
    expect(horas).toBeGreaterThan(t.config.sessionTtlHours - 0.1);
    expect(horas).toBeLessThanOrEqual(t.config.sessionTtlHours);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 in Spanish', async () => {
    const mala = await iniciarSesion(t.app, email, 'otra-clave-123');
    const desconocido = await iniciarSesion(t.app, 'nadie@ejemplo.co', password);
    for (const res of [mala, desconocido]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 401,
        message: 'Correo o contraseña incorrectos',
        data: null,
      });
    }
  });

  it('refuses an inactive user (only once the password is right)', async () => {
    const inactivo = await registrar(t.app);
    await t.database.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, inactivo.email));
    const res = await iniciarSesion(t.app, inactivo.email, inactivo.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Tu usuario se encuentra inactivo. Comunícate con el administrador de tu empresa.',
    );
    const mala = await iniciarSesion(t.app, inactivo.email, 'otra-clave-123');
    expect(mala.statusCode).toBe(401);
  });

  it('validates with the sign-in texts of spec §5', async () => {
    const captcha = await resolverCaptcha(t.app);
    const sinCorreo = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: '', password, recaptchaToken: captcha },
    });
    expect(sinCorreo.statusCode).toBe(422);
    expect(sinCorreo.json().message).toBe('Se debe de ingresar un correo electronico valido');
    const sinClave = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, recaptchaToken: captcha },
    });
    expect(sinClave.json().data.errors.password).toEqual(['Se debe de ingresar una contraseña']);
  });

  it('accepts method "login" and invitation "null" as sent by the front end, refuses other methods', async () => {
    const bien = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        email,
        password,
        method: 'login',
        invitation: 'null',
        recaptchaToken: await resolverCaptcha(t.app),
      },
    });
    expect(bien.statusCode).toBe(200);
    const mal = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password, method: 'google', recaptchaToken: await resolverCaptcha(t.app) },
    });
    expect(mal.statusCode).toBe(422);
    expect(mal.json().message).toBe('El método de inicio de sesión no es válido');
  });

  it('refuses an invitation other than "null": invitations are accepted at /invitado only', async () => {
    for (const invitation of [undefined, '', null, 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: {
          email,
          password,
          method: 'login',
          invitation,
          recaptchaToken: await resolverCaptcha(t.app),
        },
      });
      expect(res.statusCode, String(invitation)).toBe(200);
    }
    const conToken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password, invitation: 'a1b2c3', recaptchaToken: await resolverCaptcha(t.app) },
    });
    expect(conToken.statusCode).toBe(422);
    expect(conToken.json().data.errors.invitation).toEqual([
      'La invitación se acepta desde el enlace del correo, no al iniciar sesión',
    ]);
  });

  it('checks the captcha before the credentials, with the sign-in wording', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Ops!! debes de llenar la casilla de captcha para continuar !');
    expect(res.json().data).toEqual({
      error: 'Ops!! debes de llenar la casilla de captcha para continuar !',
      recaptchaToken: false,
    });
  });
});

describe('POST /api/me and /api/logout', () => {
  it('answers the signed-in user in the shape of spec §3', async () => {
    const { token, email } = await registrar(t.app, {
      name: 'Luis',
      lastName: 'Pérez',
      businessName: 'Café Central',
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(token) });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const [usuario] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(data).toEqual({
      user: {
        id: usuario.id,
        name: 'Luis',
        last_name: 'Pérez',
        email,
        business_name: 'Café Central',
        ultimos_digitos_tarjeta: null,
        email_verificado: false,
        disposicion: 'vertical',
      },
      empresa: { id: usuario.empresa_id, nombre: 'Café Central' },
      rol: { id_rol: 0, acceso_modulo_tag: '*' },
      suscripcion_empresa: {
        id: expect.any(Number),
        estado_periodo_pueba: 1,
        estado: 'prueba',
        fecha_fin_periodo_prueba: fechaFinPrueba(new Date(), t.config.trialDays),
        cobros: [],
      },
      payment_platform: 'wompi',
      numero_tarjeta_payu: null,
    });
  });

  it('refuses me without a token, with a bad token and with an expired session', async () => {
    const sin = await t.app.inject({ method: 'POST', url: '/api/me' });
    expect(sin.statusCode).toBe(401);
    expect(sin.json()).toEqual({ success: false, code: 401, message: 'Unauthenticated.', data: null });
    const mala = await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken('no-existe') });
    expect(mala.statusCode).toBe(401);

    // A fresh login, so no instance has this token cached yet; then its session expires.
    const { email, password } = await registrar(t.app);
    const token = (await iniciarSesion(t.app, email, password)).json().data.token as string;
    const { hashToken } = await import('../../server/lib/tokens');
    await t.database.db
      .update(sesiones)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sesiones.token_hash, hashToken(token)));
    const vencida = await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(token) });
    expect(vencida.statusCode).toBe(401);
    expect(vencida.json().message).toBe('Unauthenticated.');
    // The next sign-in clears the user's expired sessions.
    expect((await iniciarSesion(t.app, email, password)).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(sesiones)
        .where(eq(sesiones.token_hash, hashToken(token))),
    ).toEqual([]);
  });

  it('logout deletes the session: the token then answers 401 Unauthenticated.', async () => {
    const { token } = await registrar(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(token) })).statusCode,
    ).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: conToken(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      message: 'Sesión cerrada correctamente',
      data: null,
    });
    const { hashToken } = await import('../../server/lib/tokens');
    expect(
      await t.database.db
        .select()
        .from(sesiones)
        .where(eq(sesiones.token_hash, hashToken(token))),
    ).toEqual([]);
    const despues = await t.app.inject({ method: 'POST', url: '/api/me', headers: conToken(token) });
    expect(despues.statusCode).toBe(401);
    expect(despues.json().message).toBe('Unauthenticated.');
    const otraVez = await t.app.inject({ method: 'POST', url: '/api/logout', headers: conToken(token) });
    expect(otraVez.statusCode).toBe(401);
  });
});
