import type { UsuarioAutenticado } from '../../common/registros';

/** The `me` answer (spec §3 'Auth user'): the contract's type, never a copy of it. */
export type Usuario = UsuarioAutenticado;

export type SuscripcionEmpresa = NonNullable<Usuario['suscripcion_empresa']>;

export type Cobro = SuscripcionEmpresa['cobros'][number];

/** What getPermissions answers (spec §6). */
export interface Permisos {
  id_rol: number;
  acceso_modulo_tag: string;
}

/** authProvider.login accepts the sign-in form, or a token already issued (sign-up). */
export type CredencialesLogin =
  | {
      email: string;
      password: string;
      recaptchaToken: string;
      method?: string;
      invitation?: string;
    }
  | { token: string };
