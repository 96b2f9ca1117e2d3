import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { crearEmpresa, USUARIO_YA_REGISTRADO } from '../../services/empresas';
import {
  forgotPasswordBody,
  loginBody,
  mailVerificationBody,
  MENSAJES,
  passwordResetBody,
  signUpBody,
} from './schemas';
import {
  autenticar,
  cerrarSesion,
  correoRegistrado,
  crearSesion,
  exigirPasswordFuerte,
  MENSAJES_AUTH,
  paisExiste,
  perfil,
  restablecerPassword,
  solicitarRestablecimiento,
  verificarCorreo,
} from './service';

const emailDe = (request: FastifyRequest) =>
  (request.body as { email?: unknown } | undefined)?.email as string | undefined;

/**
 * Spec §7 'Authentication': sign-up, sign-in, me, logout, forgot/reset password, mail verification; and the
 * captcha the sign-in and sign-up pages show (GET captcha/config, GET captcha/challenge).
 */
const authRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** Two limits on each public form: per client IP (before parsing) and per e-mail (after validation). */
  const limites = (formulario: string) => ({
    onRequest: app.limiteIntentos(`${formulario}:ip`, (request) => request.ip),
    preHandler: app.limiteIntentos(`${formulario}:email`, emailDe),
  });

  app.get('/captcha/config', async () => ok(app.captcha.publicConfig));

  app.get('/captcha/challenge', async (_request, reply) => {
    if (app.captcha.publicConfig.provider !== 'altcha')
      throw new AppError(404, 'El captcha ALTCHA no está habilitado en este servidor');
    reply.header('cache-control', 'no-store');
    return app.captcha.challenge();
  });

  app.post('/singUp', { schema: { body: signUpBody }, ...limites('singUp') }, async (request) => {
    const body = request.body;
    await app.captcha.verify(body.recaptchaToken, 'signup', request.ip);
    await exigirPasswordFuerte(body.password, [body.email, body.name, body.lastName, body.businessName]);
    const { db } = app.database;
    if (!(await paisExiste(db, body.country))) throw ValidationError.field('country', MENSAJES.pais);
    if (await correoRegistrado(db, body.email)) throw new ConflictError(USUARIO_YA_REGISTRADO, []);
    const creada = await crearEmpresa(
      app.database,
      {
        nombre: body.businessName,
        tipoNegocio: body.businessType,
        idPais: body.country,
        tipoDocumento: body.documentType,
        documento: body.document,
        telefono: body.telephoneNumber,
        codigoTelefono: body.selectedCountryCode,
        propietario: {
          nombre: body.name,
          apellido: body.lastName,
          email: body.email,
          password: body.password,
        },
      },
      app.config,
    );
    const token = await crearSesion(db, creada, app.config.sessionTtlHours);
    return ok({ token }, MENSAJES_AUTH.cuentaCreada);
  });

  app.post('/login', { schema: { body: loginBody }, ...limites('login') }, async (request) => {
    const body = request.body;
    await app.captcha.verify(body.recaptchaToken, 'signin', request.ip);
    const { db } = app.database;
    const usuario = await autenticar(db, body.email, body.password);
    const token = await crearSesion(db, usuario, app.config.sessionTtlHours);
    return ok({ token }, MENSAJES_AUTH.sesionIniciada);
  });

  app.post('/me', { onRequest: app.authenticate }, async (request) => {
    const usuarioId = request.auth!.usuarioId;
    return ok(await perfil(request, usuarioId));
  });

  app.post('/logout', { onRequest: app.authenticate }, async (request) => {
    await cerrarSesion(app.database, app.sesiones, request.auth!.tokenHash);
    return ok(null, MENSAJES_AUTH.sesionCerrada);
  });

  app.post(
    '/forgotPassword',
    { schema: { body: forgotPasswordBody }, ...limites('forgotPassword') },
    async (request) => {
      await solicitarRestablecimiento(app.database, app.config.publicUrl, request.body.email);
      // The same answer whether or not the account exists: the form must not reveal who is registered.
      return ok(null, MENSAJES_AUTH.olvido);
    },
  );

  app.post('/passwordReset', { schema: { body: passwordResetBody } }, async (request) => {
    await restablecerPassword(app.database, app.sesiones, request.body);
    return { ...ok(null, MENSAJES_AUTH.restablecida), message_object: null };
  });

  app.post('/mail/verification', { schema: { body: mailVerificationBody } }, async (request) => {
    const estado = await verificarCorreo(app.database, request.body.token, request.body.email);
    if (estado === 'error') throw new AppError(404, MENSAJES_AUTH.enlaceVerificacion, null, { estado });
    const mensaje = estado === 'success' ? MENSAJES_AUTH.verificado : MENSAJES_AUTH.yaVerificado;
    return { ...ok(null, mensaje), message_object: { estado } };
  });
};

export default authRoutes;
