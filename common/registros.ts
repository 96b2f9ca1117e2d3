import { z } from 'zod';
import { ESTADOS_SUSCRIPCION } from './estadoSuscripcion';
import { DISPOSICIONES } from './disposiciones';
import { registroCatalogo, type RegistroDe } from './catalogoRegistro';
import { categorias } from './catalogos/categorias';

/**
 * The records the API answers, as zod schemas (the server serialises through them, so a column added to a
 * table does not leave unless it is added here) and as the types the app reads.
 */

/**
 * A category as every categories route answers it: the generated record of common/catalogos/categorias.ts (the
 * icon is a URL path, `/api/uploads/categorias/….png`, or null; the timestamps ISO 8601 in UTC).
 */
export type Categoria = RegistroDe<typeof categorias>;
export const categoria = registroCatalogo(categorias) as unknown as z.ZodType<Categoria>;

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
      /** The shell's layout (issue 30); absent in a `me` cached before it existed: the default. */
      disposicion: z.enum(DISPOSICIONES).optional(),
    }),
    empresa: z.object({ id: z.number().int(), nombre: z.string() }),
    rol: z.object({ id_rol: z.number().int(), acceso_modulo_tag: z.string() }),
    suscripcion_empresa: z
      .object({
        id: z.number().int(),
        /** 1 while the trial period is active (spec §4 'Trial'). */
        estado_periodo_pueba: z.number().int(),
        /** Beyond the spec (issue 28): trial, paid, renewal unpaid, or the free plan's limits (a trial past its end). */
        estado: z.enum(ESTADOS_SUSCRIPCION),
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

/** A code list whose id is its code read as a number (DIAN identification types, DIVIPOLA departments, CIIU). */
const porCodigo = { id: z.number().int(), codigo: z.string(), nombre: z.string() };

/** GET configuraciones/tiposIdentificacion: DIAN's identification types; the id is the DIAN code (31 = NIT). */
export const tipoIdentificacion = z.object(porCodigo).meta({ id: 'TipoIdentificacion' });
export type TipoIdentificacion = z.infer<typeof tipoIdentificacion>;

/** GET configuraciones/departamentos: DIVIPOLA departments and Bogotá D.C.; id 5 is codigo '05'. */
export const departamento = z.object(porCodigo).meta({ id: 'Departamento' });
export type Departamento = z.infer<typeof departamento>;

/** GET configuraciones/municipios: DIVIPOLA municipalities; id 5001 is codigo '05001' (Medellín). */
export const municipio = z
  .object({ ...porCodigo, id_departamento: z.number().int() })
  .meta({ id: 'Municipio' });
export type Municipio = z.infer<typeof municipio>;

/** GET configuraciones/actividadesEconomicas: CIIU Rev. 4 A.C. classes as DIAN uses them; id 5611 is '5611'. */
export const actividadEconomica = z.object(porCodigo).meta({ id: 'ActividadEconomica' });
export type ActividadEconomica = z.infer<typeof actividadEconomica>;

/**
 * GET sedes: a venue of the company (spec §3 'Venue': fields not shown; ours: name, address, main venue, active).
 * A deactivated venue keeps its history and leaves the POS (issue 30).
 */
export const sede = z
  .object({
    id: z.number().int(),
    nombre: z.string(),
    direccion: z.string().nullable(),
    principal: z.boolean(),
    activa: z.boolean(),
  })
  .meta({ id: 'Sede' });
export type Sede = z.infer<typeof sede>;

/**
 * A user of the company as the users page lists them (spec §3 'User', without the password): `estado` 1 active,
 * 0 inactive; `invitacion_pendiente` for the invitations tab, with its link's expiry.
 */
export const usuarioEquipo = z
  .object({
    id: z.number().int(),
    nombre: z.string(),
    apellido: z.string(),
    numeroTelefonico: z.string().nullable(),
    correo: z.string(),
    rol: z.number().int(),
    estado: z.number().int(),
    acceso_modulo_tag: z.string(),
    invitacion_pendiente: z.boolean(),
    invitacion_expira_at: z.string().nullable(),
    /** A new e-mail waiting for confirmation from the link mailed to it (`correo` changes only then). */
    correo_pendiente: z.string().nullable(),
    /** The venues the user works in (issue 30); null: every venue (always for the owner and administrators). */
    sedes: z.array(z.number().int()).nullable(),
  })
  .meta({ id: 'UsuarioEquipo' });
export type UsuarioEquipo = z.infer<typeof usuarioEquipo>;

/** GET configuraciones/rol. */
export const rolEquipo = z.object({ id_rol: z.number().int(), nombre: z.string() }).meta({ id: 'Rol' });
export type RolEquipo = z.infer<typeof rolEquipo>;

/** GET configuraciones/module: each section that can be handed to a role, with its group (labels are i18n keys). */
export const moduloEquipo = z
  .object({
    tag: z.string(),
    label: z.string(),
    path: z.string(),
    grupo: z.string(),
    grupo_label: z.string(),
    disponible: z.boolean(),
  })
  .meta({ id: 'Modulo' });
export type ModuloEquipo = z.infer<typeof moduloEquipo>;
