import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { paises, tiposDocumento } from '../schema';
import { PAISES } from './paises';

/** Document types of the sign-up form (spec §3: only for country 53), with their DIAN codes. */
export const TIPOS_DOCUMENTO = [
  { id: 1, nombre: 'Cedula', codigo_dian: '13' },
  { id: 2, nombre: 'NIT', codigo_dian: '31' },
  { id: 3, nombre: 'Cedula Extranjera', codigo_dian: '22' },
  { id: 4, nombre: 'Identificación', codigo_dian: '42' },
  { id: 5, nombre: 'Pasaporte', codigo_dian: '41' },
];

/** Shared lookup rows; idempotent, so every start can run it. */
export async function seedReferencias(db: Db): Promise<void> {
  await db
    .insert(tiposDocumento)
    .values(TIPOS_DOCUMENTO)
    .onConflictDoUpdate({
      target: tiposDocumento.id,
      set: { nombre: sql`excluded.nombre`, codigo_dian: sql`excluded.codigo_dian` },
    });
  await db
    .insert(paises)
    .values(PAISES)
    .onConflictDoUpdate({
      target: paises.id,
      set: {
        nombre: sql`excluded.nombre`,
        codigo: sql`excluded.codigo`,
        codigo_telefono: sql`excluded.codigo_telefono`,
        hispanico: sql`excluded.hispanico`,
      },
    });
}
