import { asc, eq, like, or } from 'drizzle-orm';
import type {
  ActividadEconomica,
  Departamento,
  Municipio,
  TipoIdentificacion,
} from '../../../common/registros';
import type { Db } from '../../db/client';
import { patronContiene } from '../../db/plegado';
import { actividadesEconomicas, departamentos, municipios, tiposIdentificacionDian } from '../../db/schema';

/** Reads of the global reference lists suppliers and clients use (seeded at start, the same for every company). */

/** Most activities one search answers: enough for an autocomplete, never the whole list. */
export const MAX_ACTIVIDADES = 50;

const orden = new Intl.Collator('es');
const porNombre = <T extends { nombre: string }>(filas: T[]) =>
  filas.sort((a, b) => orden.compare(a.nombre, b.nombre));

export async function listarTiposIdentificacion(db: Db): Promise<TipoIdentificacion[]> {
  const t = tiposIdentificacionDian;
  return db.select({ id: t.id, codigo: t.codigo, nombre: t.nombre }).from(t).orderBy(asc(t.id));
}

export async function listarDepartamentos(db: Db): Promise<Departamento[]> {
  const d = departamentos;
  return porNombre(await db.select({ id: d.id, codigo: d.codigo, nombre: d.nombre }).from(d));
}

/** Every municipality, or those of one department; by Spanish name. */
export async function listarMunicipios(db: Db, idDepartamento?: number): Promise<Municipio[]> {
  const m = municipios;
  return porNombre(
    await db
      .select({ id: m.id, codigo: m.codigo, id_departamento: m.id_departamento, nombre: m.nombre })
      .from(m)
      .where(idDepartamento === undefined ? undefined : eq(m.id_departamento, idDepartamento)),
  );
}

/**
 * Activities whose code starts with `search` or whose name contains it (without regard to case or accents),
 * by code, at most MAX_ACTIVIDADES; the first ones when there is no search.
 */
export async function buscarActividadesEconomicas(db: Db, search?: string): Promise<ActividadEconomica[]> {
  const a = actividadesEconomicas;
  const filtro = search
    ? or(
        like(a.codigo, `${search.replace(/[\\%_]/g, '\\$&')}%`),
        like(a.nombre_plegado, patronContiene(search)),
      )
    : undefined;
  return db
    .select({ id: a.id, codigo: a.codigo, nombre: a.nombre })
    .from(a)
    .where(filtro)
    .orderBy(asc(a.codigo))
    .limit(MAX_ACTIVIDADES);
}
