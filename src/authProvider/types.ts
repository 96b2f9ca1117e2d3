/** The `me` answer (spec §3 'Auth user'). */
export interface Cobro {
  estado_transaccion_wompi?: string | null;
  estado_transaccion_payu?: string | null;
  [campo: string]: unknown;
}

export interface SuscripcionEmpresa {
  id: number;
  /** 1 while the trial period is active (spec §4 'Trial'). */
  estado_periodo_pueba: number;
  fecha_fin_periodo_prueba: string | null;
  cobros: Cobro[];
}

export interface Usuario {
  user: {
    id: number;
    name: string;
    last_name: string;
    email: string;
    business_name: string;
    ultimos_digitos_tarjeta: string | null;
    email_verificado?: boolean;
  };
  empresa: { id: number; nombre: string };
  rol: Permisos;
  suscripcion_empresa: SuscripcionEmpresa | null;
  payment_platform: string | null;
  numero_tarjeta_payu: string | null;
}

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
