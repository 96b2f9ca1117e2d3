import { z } from 'zod';

/**
 * The records the API answers, as zod schemas (the server serialises through them, so a column added to a
 * table does not leave unless it is added here) and as the types the app reads.
 */

export const categoria = z
  .object({
    id: z.number().int(),
    nombre: z.string(),
    id_categoria_padre: z.number().int().nullable(),
    /** URL path of the icon (`/api/uploads/categorias/….png`) or null. */
    icono: z.string().nullable(),
    orden: z.number().int(),
    categoria_padre: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
    /** ISO 8601 in UTC. */
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Categoria' });
export type Categoria = z.infer<typeof categoria>;

export const configuracion = z
  .object({ id: z.number().int(), nombre: z.string(), valor: z.string() })
  .meta({ id: 'Configuracion' });
export type Configuracion = z.infer<typeof configuracion>;

export const pais = z
  .object({
    id: z.number().int(),
    nombre: z.string(),
    codigo: z.string(),
    codigo_telefono: z.string(),
    hispanico: z.boolean(),
  })
  .meta({ id: 'Pais' });
export type Pais = z.infer<typeof pais>;

export const tipoDocumento = z
  .object({ id: z.number().int(), nombre: z.string(), codigo_dian: z.string().nullable() })
  .meta({ id: 'TipoDocumento' });
export type TipoDocumento = z.infer<typeof tipoDocumento>;

/** POST me: spec §3 'Auth user'. */
export const usuarioAutenticado = z
  .object({
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      last_name: z.string(),
      email: z.string(),
      business_name: z.string(),
      ultimos_digitos_tarjeta: z.string().nullable(),
      email_verificado: z.boolean(),
    }),
    empresa: z.object({ id: z.number().int(), nombre: z.string() }),
    rol: z.object({ id_rol: z.number().int(), acceso_modulo_tag: z.string() }),
    suscripcion_empresa: z
      .object({
        id: z.number().int(),
        /** 1 while the trial period is active (spec §4 'Trial'). */
        estado_periodo_pueba: z.number().int(),
        fecha_fin_periodo_prueba: z.string().nullable(),
        cobros: z.array(z.record(z.string(), z.unknown())),
      })
      .nullable(),
    payment_platform: z.string().nullable(),
    numero_tarjeta_payu: z.string().nullable(),
  })
  .meta({ id: 'UsuarioAutenticado' });
export type UsuarioAutenticado = z.infer<typeof usuarioAutenticado>;

/** Sign-up and sign-in answer a bearer token. */
export const sesion = z.object({ token: z.string() });
