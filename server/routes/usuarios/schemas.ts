import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { moduloEquipo, rolEquipo, usuarioEquipo } from '../../../common/registros';
import { MAX_EMAIL, MAX_PASSWORD, MIN_PASSWORD } from '../../../common/constantes';
import { ROLES_ASIGNABLES, tagsDesconocidos } from '../../../common/roles';
import { id } from '../../lib/schemas';

export const MENSAJES_USUARIOS = {
  invitacionEnviada: 'Invitación enviada correctamente',
  invitacionReenviada: 'Invitación reenviada correctamente',
  invitacionCancelada: 'Invitación cancelada correctamente',
  creado: 'Usuario creado correctamente',
  sedes: 'Una de las sedes indicadas no existe',
  actualizado: 'Usuario actualizado correctamente',
  eliminado: 'Usuario eliminado correctamente',
  activado: 'Cuenta activada correctamente. Ya puedes iniciar sesión.',
  correoRegistrado: 'Este correo ya pertenece a un usuario registrado',
  rol: 'Debe de seleccionar un rol valido',
  modulo: 'Módulo no válido',
  telefono: 'El campo debe de ser un número telefonico',
  estado: 'El estado debe ser 1 (activo) o 0 (inactivo)',
  propietarioRol: 'El rol del propietario no se puede cambiar',
  propietarioEstado: 'El propietario no se puede desactivar',
  propietarioEliminar: 'El propietario no se puede eliminar',
  propio: 'No puedes desactivar ni eliminar tu propio usuario',
  soloPropietario: 'Solo el propietario puede cambiar los datos de otro administrador',
  soloPropietarioAdministra: 'Solo el propietario puede nombrar administradores',
  rolPropio: 'No puedes cambiar tu propio rol',
  correoPendiente:
    'Usuario actualizado. Enviamos un enlace al nuevo correo: el cambio se aplicará cuando se confirme desde ese enlace.',
  soloPropietarioTransfiere: 'Solo el propietario puede transferir la propiedad de la cuenta',
  contrasenaIncorrecta: 'La contraseña no es correcta',
  yaPropietario: 'Ya eres el propietario de la cuenta',
  propietarioInactivo: 'El nuevo propietario debe ser un usuario activo',
  transferida: 'Propiedad transferida correctamente. Ahora eres Administrador: vuelve a iniciar sesión.',
  invitacionNoExiste: 'La invitación no existe o ya fue aceptada',
  pendiente: 'Este usuario aún no ha aceptado su invitación',
  noEncontrado: 'No existe un usuario con ese correo en tu empresa',
  enlaceInvalido:
    'El enlace de invitación no es válido. Pide al administrador que te envíe una nueva invitación.',
  enlaceUsado: 'Esta invitación ya fue utilizada. Inicia sesión con tu correo y contraseña.',
  enlaceVencido: 'La invitación ha expirado. Pide al administrador que te la reenvíe.',
} as const;

const M = MENSAJES_USUARIOS;

/** Lower-cased e-mail. */
const correo = z
  .string({ error: 'El campo correo es requerido' })
  .trim()
  .min(1, 'El campo correo es requerido')
  .max(MAX_EMAIL)
  .pipe(z.email())
  .transform((s) => s.toLowerCase());

const rol = z.coerce
  .number({ error: M.rol })
  .int(M.rol)
  .refine((n) => ROLES_ASIGNABLES.includes(n), M.rol);

/** Module tags: an array, or a comma-separated string (form data). Unknown tags are refused by name. */
const modulos = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : (v ?? [])),
    z.array(z.string().trim().max(60)).max(100),
  )
  .superRefine((tags, ctx) => {
    const malos = tagsDesconocidos(tags);
    if (malos.length > 0) ctx.addIssue({ code: 'custom', message: `${M.modulo}: ${malos.join(', ')}` });
  });

/**
 * The venues a user below administrator works in (issue 30): ids, or a comma list; empty or absent on an
 * invitation or addition: every venue. Checked as the company's in the service.
 */
const sedesUsuario = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .filter((s) => s.trim() !== '')
          .map(Number)
      : v === null
        ? []
        : v,
  z.array(z.number({ error: M.sedes }).int(M.sedes).positive(M.sedes)).max(100),
);

const nombre = z.string().trim().min(1).max(100);

const telefono = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .refine((s) => s === '' || /^\+?[\d\s-]{7,20}$/.test(s), M.telefono)
    .transform((s) => (s === '' ? null : s.replace(/[\s-]/g, ''))),
);

const password = z
  .string({ error: 'El campo contraseña es requerido' })
  .min(1, 'El campo contraseña es requerido')
  .min(MIN_PASSWORD, `La contraseña debe tener al menos ${MIN_PASSWORD} caracteres`)
  .max(MAX_PASSWORD, `La contraseña no puede tener más de ${MAX_PASSWORD} caracteres`);

/** '1'/'0', 1/0, true/false, 'activo'/'inactivo'. */
const estado = z.preprocess(
  (v) => {
    if (v === true || v === 1 || v === '1' || v === 'activo' || v === 'true') return true;
    if (v === false || v === 0 || v === '0' || v === 'inactivo' || v === 'false') return false;
    return v;
  },
  z.boolean({ error: M.estado }),
);

/** POST usuarios/usuario/invitacion: correo, rol, modulos (again for a pending invitation: sent anew). */
export const invitacionBody = z.object({ correo, rol, modulos, sedes: sedesUsuario.optional() });
export type InvitacionBody = z.infer<typeof invitacionBody>;

/** POST usuarios/añadir: a user created active, with a password the owner hands over. */
export const anadirBody = z.object({
  nombre,
  apellido: nombre,
  numeroTelefonico: telefono.optional(),
  correo,
  contrasena: password,
  rol,
  modulos,
  sedes: sedesUsuario.optional(),
});
export type AnadirBody = z.infer<typeof anadirBody>;

/**
 * POST usuarios/usuario/actualizar: id and what changes (absent: unchanged). `rol` here may be 0 only for the
 * owner themself (their role never changes).
 */
export const actualizarBody = z.object({
  id,
  nombre: nombre.optional(),
  apellido: nombre.optional(),
  numeroTelefonico: telefono.optional(),
  correo: correo.optional(),
  rol: z.coerce
    .number({ error: M.rol })
    .int(M.rol)
    .refine((n) => n === 0 || ROLES_ASIGNABLES.includes(n), M.rol)
    .optional(),
  estado: estado.optional(),
  modulos: modulos.optional(),
  sedes: sedesUsuario.optional(),
});
export type ActualizarBody = z.infer<typeof actualizarBody>;

/** POST usuarios/usuario/propietario: the user who becomes the owner, and the owner's own password. */
export const propietarioBody = z.object({
  id,
  contrasena: z
    .string({ error: 'El campo contraseña es requerido' })
    .min(1, 'El campo contraseña es requerido')
    .max(MAX_PASSWORD),
});
export type PropietarioBody = z.infer<typeof propietarioBody>;

/** POST usuario/invitado (public, spec §3 'Invited-user payload'). */
export const invitadoBody = z.object({
  id,
  nombre,
  apellido: nombre,
  contraseña: password,
  token: z.string({ error: 'El campo token es requerido' }).trim().min(1).max(200),
});
export type InvitadoBody = z.infer<typeof invitadoBody>;

export const correoParams = z.object({ email: correo });

export const respuestasUsuarios = {
  lista: respuestas(z.array(usuarioEquipo)),
  uno: respuestas(usuarioEquipo),
  vacia: respuestas(z.null()),
  roles: respuestas(z.array(rolEquipo)),
  modulos: respuestas(z.array(moduloEquipo)),
};
