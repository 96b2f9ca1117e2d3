import type { UsuarioEquipo } from '../../../common/registros';

/** A member of the team as GET usuarios lists it: an active waiter (rol 3, ventas) unless changed. */
export const usuarioEquipo = (id: number, extra: Partial<UsuarioEquipo> = {}): UsuarioEquipo => ({
  id,
  nombre: 'Ana',
  apellido: 'Gómez',
  numeroTelefonico: null,
  correo: `u${id}@bar.co`,
  rol: 3,
  estado: 1,
  acceso_modulo_tag: 'ventas',
  invitacion_pendiente: false,
  invitacion_expira_at: null,
  correo_pendiente: null,
  sedes: null,
  ...extra,
});

/** The company's owner. */
export const DUENA = usuarioEquipo(1, { nombre: 'Dora', apellido: 'Dueña', rol: 0, acceso_modulo_tag: '*' });
