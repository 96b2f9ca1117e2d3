import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresaPolicy, empresaSesionPolicy, idColumn, usuarioPolicy, usuarioSesionPolicy } from './tenant';

/**
 * Global (reference) tables: a company and its sign-in accounts are found before any tenant is known
 * (login by e-mail, a bearer token), so they are not distributed by company.
 */
export const empresas = pgTable(
  'empresas',
  {
    id: idColumn().primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    tipo_negocio: varchar('tipo_negocio', { length: 30 }).notNull(),
    id_pais: integer('id_pais').notNull(),
    tipo_documento: smallint('tipo_documento'),
    documento: varchar('documento', { length: 30 }).notNull(),
    telefono: varchar('telefono', { length: 20 }).notNull(),
    codigo_telefono: varchar('codigo_telefono', { length: 20 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [empresaPolicy, empresaSesionPolicy],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: idColumn().primaryKey(),
    empresa_id: bigint('empresa_id', { mode: 'number' })
      .notNull()
      .references(() => empresas.id),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    apellido: varchar('apellido', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    password_hash: text('password_hash').notNull(),
    telefono: varchar('telefono', { length: 20 }),
    id_rol: smallint('id_rol').notNull(),
    acceso_modulo_tag: text('acceso_modulo_tag').notNull(),
    activo: boolean('activo').notNull().default(true),
    email_verificado_at: timestamp('email_verificado_at', { withTimezone: true }),
    /** Sessions created before this instant are ended (deactivation, deletion, a role change). */
    sesiones_desde: timestamp('sesiones_desde', { withTimezone: true }),
    /** An invited user who has not accepted yet: not active, not listed as inactive. */
    invitacion_pendiente: boolean('invitacion_pendiente').notNull().default(false),
    /**
     * The venues (ids of `sedes`) a user below administrator works in; null: every venue (owner and administrators
     * always). Read with the session, so a venue check costs no query; venues are never deleted, only deactivated.
     */
    id_sedes: integer('id_sedes').array(),
    /** SHA-256 of the invitation link's token (kept after use, so a used link is recognised). */
    invitacion_token_hash: varchar('invitacion_token_hash', { length: 64 }),
    invitacion_expira_at: timestamp('invitacion_expira_at', { withTimezone: true }),
    /** A new e-mail waiting for its owner to follow the link mailed to it; `email` changes only then. */
    email_pendiente: varchar('email_pendiente', { length: 254 }),
    /** SHA-256 of that link's token, and when the link stops working. */
    email_pendiente_token_hash: varchar('email_pendiente_token_hash', { length: 64 }),
    email_pendiente_expira_at: timestamp('email_pendiente_expira_at', { withTimezone: true }),
    /** The shell's layout this user chose (common/disposiciones.ts; issue 30). */
    disposicion: varchar('disposicion', { length: 32 }).notNull().default('vertical'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('usuarios_empresa_idx').on(t.empresa_id),
    index('usuarios_email_pendiente_token_idx').on(t.email_pendiente_token_hash),
    usuarioPolicy,
    usuarioSesionPolicy,
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const sesiones = pgTable(
  'sesiones',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    usuario_id: bigint('usuario_id', { mode: 'number' })
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    empresa_id: bigint('empresa_id', { mode: 'number' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sesiones_usuario_idx').on(t.usuario_id)],
);

/** Single-use links sent by mail (verification, password reset); only the hash is stored. */
export const tokensCorreo = pgTable(
  'tokens_correo',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    proposito: varchar('proposito', { length: 20 }).$type<'verificacion' | 'restablecimiento'>().notNull(),
    usuario_id: bigint('usuario_id', { mode: 'number' })
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tokens_correo_usuario_idx').on(t.usuario_id)],
);

/** Solved captcha challenges, kept until they expire so that a payload cannot be replayed. */
export const captchasUsados = pgTable('captchas_usados', {
  firma: varchar('firma', { length: 128 }).primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
