import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { declararAcceso, modulo, PUBLICA, SESION } from '../../plugins/permisos';
import { crearEmpresa, USUARIO_YA_REGISTRADO } from '../../services/empresas';
import { idiomaDe } from '../../i18n/idiomas';
import {
  cambioPasswordBody,
  forgotPasswordBody,
  loginBody,
  mailVerificationBody,
  MENSAJES,
  passwordResetBody,
  respuestasAuth as R,
  signUpBody,
} from './schemas';
import {
  autenticar,
  cambiarPassword,
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
import { BloqueoCuentas, CuentaBloqueadaError } from './bloqueo';
import { BloqueoEnRedis } from './bloqueo-redis';
import { diferidas } from './diferidas';
import { confirmarCambioCorreo } from '../usuarios/correo';

const emailDe = (request: FastifyRequest) =>
  (request.body as { email?: unknown } | undefined)?.email as string | undefined;

/**
 * Spec §7 'Authentication': sign-up, sign-in, me, logout, forgot/reset password, mail verification; and the
 * captcha the sign-in and sign-up pages show (GET captcha/config, GET captcha/challenge).
 */
const authRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, SESION, {
    'GET /captcha/config': PUBLICA,
    'GET /captcha/challenge': PUBLICA,
    'POST /singUp': PUBLICA,
    'POST /login': PUBLICA,
    'POST /forgotPassword': PUBLICA,
    'POST /passwordReset': PUBLICA,
    'POST /mail/verification': PUBLICA,
    'POST /usuarios/me/password': modulo('cuenta'),
  });
  const bloqueo = new BloqueoCuentas({
    almacen: app.redis ? new BloqueoEnRedis(app.redis, app.config.redisPrefix) : undefined,
    log: app.log,
  });
  app.addHook('onClose', () => diferidas.esperar());

  /**
   * Two limits on each public form: per client IP (before parsing) and per e-mail (after validation). They guard
   * accounts, so while the shared store does not answer they refuse (503) rather than let a brute force through.
   */
  const limites = (formulario: string) => ({
    onRequest: app.limiteIntentos(`${formulario}:ip`, (request) => request.ip, undefined, 'cerrar'),
    preHandler: app.limiteIntentos(`${formulario}:email`, emailDe, undefined, 'cerrar'),
  });

  app.get('/captcha/config', { schema: { response: R.captchaConfig } }, async () =>
    ok(app.captcha.publicConfig),
  );

  app.get('/captcha/challenge', { schema: { response: R.captchaChallenge } }, async (_request, reply) => {
    if (app.captcha.publicConfig.provider !== 'altcha')
      throw new AppError(404, 'El captcha ALTCHA no está habilitado en este servidor');
    reply.header('cache-control', 'no-store');
    return app.captcha.challenge();
  });

  app.post(
    '/singUp',
    { schema: { body: signUpBody, response: R.sesion }, ...limites('singUp') },
    async (request) => {
      const body = request.body;
      await app.captcha.verify(body.recaptchaToken, 'signup', request.ip);
      await exigirPasswordFuerte(body.password, [body.email, body.name, body.lastName, body.businessName]);
      const { auth: db } = app.database;
      if (!(await paisExiste(db, body.country))) throw ValidationError.field('country', MENSAJES.pais);
      if (await correoRegistrado(db, body.email)) throw new ConflictError(USUARIO_YA_REGISTRADO, []);
      const { token } = await crearEmpresa(
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
          idioma: idiomaDe(request),
        },
        app.config,
        (tx, creada) => crearSesion(tx, creada, app.config.sessionTtlHours),
      );
      return ok({ token: token! }, MENSAJES_AUTH.cuentaCreada);
    },
  );

  app.post(
    '/login',
    { schema: { body: loginBody, response: R.sesion }, ...limites('login') },
    async (request, reply) => {
      const body = request.body;
      await app.captcha.verify(body.recaptchaToken, 'signin', request.ip);
      const { auth: db } = app.database;
      const usuario = await autenticar(
        app.database,
        bloqueo,
        app.config.publicUrl,
        body,
        request.ip,
        idiomaDe(request),
      ).catch((error) => {
        if (error instanceof CuentaBloqueadaError)
          reply.header('retry-after', Math.ceil(error.esperaMs / 1000));
        throw error;
      });
      const token = await crearSesion(db, usuario, app.config.sessionTtlHours);
      return ok({ token }, MENSAJES_AUTH.sesionIniciada);
    },
  );

  app.post('/me', { schema: { response: R.me } }, async (request) => {
    const usuarioId = request.auth!.usuarioId;
    return ok(await perfil(request, usuarioId, app.config.pagos.pasarela === 'payu' ? 'payu' : 'wompi'));
  });

  app.post('/logout', { schema: { response: R.vacia } }, async (request) => {
    await cerrarSesion(app.database, app.sesiones, request.auth!.tokenHash);
    return ok(null, MENSAJES_AUTH.sesionCerrada);
  });

  // /configSistema/cuenta: the signed-in user's own password (not in spec §7; the auth module owns sessions).
  app.post(
    '/usuarios/me/password',
    { schema: { body: cambioPasswordBody, response: R.vacia } },
    async (request, reply) => {
      const { usuarioId, tokenHash } = request.auth!;
      const sesion = { usuarioId, tokenHash };
      await cambiarPassword(
        app.database,
        app.sesiones,
        bloqueo,
        app.config.publicUrl,
        sesion,
        request.body,
        idiomaDe(request),
      ).catch((error) => {
        if (error instanceof CuentaBloqueadaError)
          reply.header('retry-after', Math.ceil(error.esperaMs / 1000));
        throw error;
      });
      return ok(null, MENSAJES_AUTH.passwordCambiada);
    },
  );

  app.post(
    '/forgotPassword',
    { schema: { body: forgotPasswordBody, response: R.vacia }, ...limites('forgotPassword') },
    async (request) => {
      // The same answer, work and time whether or not the account exists: the lookup, the token and the mail
      // (through the outbox) happen after the answer, so nothing in it reveals who is registered.
      const { email } = request.body;
      const idioma = idiomaDe(request);
      diferidas.diferir(
        () => solicitarRestablecimiento(app.database, app.config.publicUrl, email, idioma),
        app.log,
      );
      return ok(null, MENSAJES_AUTH.olvido);
    },
  );

  app.post(
    '/passwordReset',
    { schema: { body: passwordResetBody, response: R.restablecida } },
    async (request) => {
      await restablecerPassword(
        app.database,
        app.sesiones,
        bloqueo,
        app.config.publicUrl,
        request.body,
        idiomaDe(request),
      );
      return { ...ok(null, MENSAJES_AUTH.restablecida), message_object: null };
    },
  );

  app.post(
    '/mail/verification',
    { schema: { body: mailVerificationBody, response: R.verificacion } },
    async (request) => {
      const { token, email } = request.body;
      // A link of an e-mail change (usuarios/usuario/actualizar) lands on the same page as sign-up's.
      const estado =
        (await confirmarCambioCorreo(app.database, app.sesiones, { token, email, ip: request.ip })) ??
        (await verificarCorreo(app.database, token, email));
      if (estado === 'error') throw new AppError(404, MENSAJES_AUTH.enlaceVerificacion, null, { estado });
      const mensaje = estado === 'success' ? MENSAJES_AUTH.verificado : MENSAJES_AUTH.yaVerificado;
      return { ...ok(null, mensaje), message_object: { estado } };
    },
  );
};

export default authRoutes;
