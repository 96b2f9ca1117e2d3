import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { plegadoGenerado } from '../plegado';

/** Shared lookup tables (reference tables when distributed). Ids are fixed by the seed: Colombia is 53. */
export const paises = pgTable('paises', {
  id: integer('id').primaryKey(),
  nombre: varchar('nombre', { length: 100 }).notNull(),
  codigo: varchar('codigo', { length: 2 }).notNull().unique(),
  codigo_telefono: varchar('codigo_telefono', { length: 20 }).notNull(),
  hispanico: boolean('hispanico').notNull().default(false),
});

export const tiposDocumento = pgTable('tipos_documento', {
  id: integer('id').primaryKey(),
  nombre: varchar('nombre', { length: 60 }).notNull(),
  codigo_dian: varchar('codigo_dian', { length: 4 }),
});

/** DIAN's identification document types (RUT and electronic invoicing): the id is the DIAN code (13 = cédula). */
export const tiposIdentificacionDian = pgTable('tipos_identificacion_dian', {
  id: integer('id').primaryKey(),
  codigo: varchar('codigo', { length: 2 }).notNull().unique(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
});

/** DIVIPOLA departments (and Bogotá D.C.): the id is the code as a number (05 → 5). */
export const departamentos = pgTable('departamentos', {
  id: integer('id').primaryKey(),
  codigo: varchar('codigo', { length: 2 }).notNull().unique(),
  nombre: varchar('nombre', { length: 80 }).notNull(),
});

/** DIVIPOLA municipalities and non-municipal areas: the id is the 5-digit code as a number (05001 → 5001). */
export const municipios = pgTable(
  'municipios',
  {
    id: integer('id').primaryKey(),
    codigo: varchar('codigo', { length: 5 }).notNull().unique(),
    id_departamento: integer('id_departamento')
      .notNull()
      .references(() => departamentos.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
  },
  (t) => [index('municipios_departamento_idx').on(t.id_departamento, t.nombre)],
);

/** CIIU Rev. 4 A.C. classes as DIAN uses them: the id is the 4-digit code as a number (0111 → 111). */
export const actividadesEconomicas = pgTable('actividades_economicas', {
  id: integer('id').primaryKey(),
  codigo: varchar('codigo', { length: 4 }).notNull().unique(),
  nombre: varchar('nombre', { length: 255 }).notNull(),
  /** The name folded (lower case, no accents) for search. */
  nombre_plegado: varchar('nombre_plegado', { length: 255 })
    .notNull()
    .generatedAlwaysAs(plegadoGenerado('nombre')),
});
