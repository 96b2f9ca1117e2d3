import { idiomaDe } from '../../i18n/idiomas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENU, PERMISOS } from '../../../common/modulos';
import { ROLES } from '../../../common/roles';
import { ok } from '../../lib/envelope';
import { idParams } from '../../lib/schemas';
import { declararAcceso, modulo, PUBLICA } from '../../plugins/permisos';
import {
  actualizarBody,
  anadirBody,
  correoParams,
  invitacionBody,
  invitadoBody,
  MENSAJES_USUARIOS as M,
  propietarioBody,
  respuestasUsuarios as R,
} from './schemas';
import {
  aceptarInvitacion,
  actualizar,
  anadir,
  cancelarInvitacion,
  eliminar,
  invitar,
  listar,
  porCorreo,
  type Lista,
} from './service';
import { transferirPropiedad } from './propietario';

const LECTURA = { readOnly: true };

/**
 * GET configuraciones/module: every section of the menu with its group (labels are the app's i18n keys), and after
 * a group's sections its permissions that are not sections (cobrar: no page, `path` empty).
 */
const MODULOS_ASIGNABLES = MENU.flatMap((g) => [
  ...g.items.map((m) => ({
    tag: m.tag,
    label: m.label,
    path: m.path,
    grupo: g.tag,
    grupo_label: g.label,
    disponible: m.disponible,
  })),
  ...PERMISOS.filter((p) => p.grupo === g.tag).map((p) => ({
    tag: p.tag,
    label: p.label,
    path: '',
    grupo: g.tag,
    grupo_label: g.label,
    disponible: true,
  })),
]);

/**
 * Spec §7 'Users' (the company's team, issue 11): lists, find by e-mail, invite (again: resend), cancel an
 * invitation, add, update (deactivate and reactivate through `estado`), delete; the roles and modules the users
 * page offers (GET configuraciones/rol, configuraciones/module); the owner's transfer of ownership (POST
 * usuarios/usuario/propietario, not in the spec: issue 24). Module 'usuarios' (roles 0 and 1 only). The invited
 * user's POST usuario/invitado is public.
 */
const usuariosRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(app, modulo('usuarios'), { 'POST /usuario/invitado': PUBLICA });

  const lista = (url: string, cual: Lista) =>
    app.get(url, { schema: { response: R.lista } }, async (request) =>
      ok(await request.tenant((scope) => listar(scope, cual), LECTURA)),
    );
  lista('/usuarios', 'activos');
  lista('/usuarios/inactive', 'inactivos');
  lista('/usuarios/usuariosInvitados', 'invitados');

  app.get(
    '/usuarios/usuario/correo/:email',
    { schema: { params: correoParams, response: R.uno } },
    async (request) => ok(await request.tenant((scope) => porCorreo(scope, request.params.email), LECTURA)),
  );

  app.post(
    '/usuarios/usuario/invitacion',
    { schema: { body: invitacionBody, response: R.uno } },
    async (request) => {
      const { reenviada, usuario } = await request.tenant((scope) =>
        invitar(scope, app.config.publicUrl, request.auth!, request.body, idiomaDe(request)),
      );
      return ok(usuario, reenviada ? M.invitacionReenviada : M.invitacionEnviada);
    },
  );

  app.delete(
    '/usuarios/invitacion/:id',
    { schema: { params: idParams, response: R.vacia } },
    async (request) => {
      await request.tenant((scope) => cancelarInvitacion(scope, request.params.id));
      return ok(null, M.invitacionCancelada);
    },
  );

  app.post('/usuarios/añadir', { schema: { body: anadirBody, response: R.uno } }, async (request) =>
    ok(await request.tenant((scope) => anadir(scope, request.auth!, request.body)), M.creado),
  );

  app.post(
    '/usuarios/usuario/actualizar',
    { schema: { body: actualizarBody, response: R.uno } },
    async (request) => {
      const { usuario, correoPendiente } = await request.tenant((scope) =>
        actualizar(scope, app.sesiones, app.config.publicUrl, request.auth!, request.body, idiomaDe(request)),
      );
      return ok(usuario, correoPendiente ? M.correoPendiente : M.actualizado);
    },
  );

  app.post(
    '/usuarios/usuario/propietario',
    {
      schema: { body: propietarioBody, response: R.vacia },
      // The owner's password is checked here: a borrowed session may not guess it freely.
      preHandler: app.limiteIntentos('propietario', (request) => String(request.auth?.usuarioId ?? ''), 10),
    },
    async (request) => {
      await request.tenant((scope) => transferirPropiedad(scope, app.sesiones, request.auth!, request.body));
      return ok(null, M.transferida);
    },
  );

  app.delete(
    '/usuarios/usuario/:id',
    { schema: { params: idParams, response: R.vacia } },
    async (request) => {
      await request.tenant((scope) => eliminar(scope, app.sesiones, request.auth!, request.params.id));
      return ok(null, M.eliminado);
    },
  );

  app.get('/configuraciones/rol', { schema: { response: R.roles } }, async () => ok([...ROLES]));

  app.get('/configuraciones/module', { schema: { response: R.modulos } }, async () => ok(MODULOS_ASIGNABLES));

  app.post('/usuario/invitado', { schema: { body: invitadoBody, response: R.vacia } }, async (request) => {
    await aceptarInvitacion(app.database, request.body);
    return ok(null, M.activado);
  });
};

export default usuariosRoutes;
