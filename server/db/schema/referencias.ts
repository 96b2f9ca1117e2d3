import { boolean, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

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
