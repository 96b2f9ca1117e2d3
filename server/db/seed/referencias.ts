import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  actividadesEconomicas,
  departamentos,
  municipios,
  paises,
  tiposDocumento,
  tiposIdentificacionDian,
} from '../schema';
import { ACTIVIDADES_ECONOMICAS } from './ciiu';
import { DEPARTAMENTOS, MUNICIPIOS } from './divipola';
import { PAISES } from './paises';

/** Document types of the sign-up form (spec §3: only for country 53), with their DIAN codes. */
export const TIPOS_DOCUMENTO = [
  { id: 1, nombre: 'Cedula', codigo_dian: '13' },
  { id: 2, nombre: 'NIT', codigo_dian: '31' },
  { id: 3, nombre: 'Cedula Extranjera', codigo_dian: '22' },
  { id: 4, nombre: 'Identificación', codigo_dian: '42' },
  { id: 5, nombre: 'Pasaporte', codigo_dian: '41' },
];

/**
 * DIAN's identification types (RUT, electronic invoicing annex; 47 and 48 from the newer annexes), for suppliers
 * and clients. The sign-up types above keep their own table and point here through `codigo_dian`.
 */
export const TIPOS_IDENTIFICACION_DIAN: readonly (readonly [codigo: string, nombre: string])[] = [
  ['11', 'Registro civil'],
  ['12', 'Tarjeta de identidad'],
  ['13', 'Cédula de ciudadanía'],
  ['21', 'Tarjeta de extranjería'],
  ['22', 'Cédula de extranjería'],
  ['31', 'NIT'],
  ['41', 'Pasaporte'],
  ['42', 'Documento de identificación extranjero'],
  ['47', 'PEP (Permiso Especial de Permanencia)'],
  ['48', 'PPT (Permiso por Protección Temporal)'],
  ['50', 'NIT de otro país'],
  ['91', 'NUIP'],
];

/** `[código, nombre]` pairs as rows whose id is the code read as a number. */
const porCodigo = (lista: readonly (readonly [string, string])[]) =>
  lista.map(([codigo, nombre]) => ({ id: Number(codigo), codigo, nombre }));

const MUNICIPIOS_FILAS = MUNICIPIOS.map(([codigo, nombre]) => ({
  id: Number(codigo),
  codigo,
  id_departamento: Number(codigo.slice(0, 2)),
  nombre,
}));

const actualizar = { codigo: sql`excluded.codigo`, nombre: sql`excluded.nombre` };

/** A fingerprint of rows `{ id, codigo, nombre, … }`, computed the same way in SQL (`huellaSql`). */
const huella = (filas: readonly Record<string, string | number>[], columnas: readonly string[]) =>
  createHash('md5')
    .update(
      [...filas]
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((f) => columnas.map((c) => String(f[c])).join('|'))
        .join('\n'),
    )
    .digest('hex');

const huellaSql = (tabla: string, columnas: readonly string[]) =>
  sql.raw(
    `select md5(coalesce(string_agg(concat_ws('|', ${columnas.map((c) => `"${c}"`).join(', ')}), E'\\n' order by id), '')) as h from "${tabla}"`,
  );

/**
 * The long lists (about 1,600 rows) are written only when what the table holds differs from the list, so an
 * ordinary start costs one query per table instead of re-writing every row.
 */
async function alDia(
  db: Db,
  tabla: string,
  filas: readonly Record<string, string | number>[],
  columnas: readonly string[],
) {
  const resultado = (await db.execute(huellaSql(tabla, columnas))) as unknown as { rows: { h: string }[] };
  return resultado.rows[0]?.h === huella(filas, columnas);
}

const COLUMNAS = ['id', 'codigo', 'nombre'] as const;
const COLUMNAS_MUNICIPIO = ['id', 'codigo', 'id_departamento', 'nombre'] as const;

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
  await db
    .insert(tiposIdentificacionDian)
    .values(porCodigo(TIPOS_IDENTIFICACION_DIAN))
    .onConflictDoUpdate({ target: tiposIdentificacionDian.id, set: actualizar });
  await db
    .insert(departamentos)
    .values(porCodigo(DEPARTAMENTOS))
    .onConflictDoUpdate({ target: departamentos.id, set: actualizar });
  if (!(await alDia(db, 'municipios', MUNICIPIOS_FILAS, COLUMNAS_MUNICIPIO)))
    await db
      .insert(municipios)
      .values(MUNICIPIOS_FILAS)
      .onConflictDoUpdate({
        target: municipios.id,
        set: { ...actualizar, id_departamento: sql`excluded.id_departamento` },
      });
  const actividades = porCodigo(ACTIVIDADES_ECONOMICAS);
  if (!(await alDia(db, 'actividades_economicas', actividades, COLUMNAS)))
    await db
      .insert(actividadesEconomicas)
      .values(actividades)
      .onConflictDoUpdate({ target: actividadesEconomicas.id, set: actualizar });
}
