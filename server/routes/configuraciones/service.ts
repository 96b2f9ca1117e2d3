import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { configuraciones, paises, tiposDocumento } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ValidationError } from '../../lib/errors';
import { CONFIGURACIONES_CONOCIDAS, MENSAJES_CONFIGURACIONES as M, type ConfiguracionInput } from './schemas';

export interface Configuracion {
  id: number;
  nombre: string;
  valor: string;
}

const columnas = { id: configuraciones.id, nombre: configuraciones.nombre, valor: configuraciones.valor };

export async function listarConfiguraciones(scope: TenantScope): Promise<Configuracion[]> {
  return scope.tx
    .select(columnas)
    .from(configuraciones)
    .where(scope.where(configuraciones))
    .orderBy(asc(configuraciones.nombre));
}

/** Creates or replaces one known setting after checking its value. */
export async function guardarConfiguracion(
  scope: TenantScope,
  { nombre, valor }: ConfiguracionInput,
): Promise<Configuracion> {
  const regla = Object.hasOwn(CONFIGURACIONES_CONOCIDAS, nombre)
    ? CONFIGURACIONES_CONOCIDAS[nombre]
    : undefined;
  if (!regla) throw ValidationError.field('nombre', M.desconocida);
  if (!regla.valida(valor)) throw ValidationError.field('valor', regla.mensaje);
  // The company's id comes from the scope; the unique key (empresa_id, nombre) makes this an upsert.
  const [fila] = await scope.tx
    .insert(configuraciones)
    .values({ empresa_id: scope.empresaId, nombre, valor })
    .onConflictDoUpdate({
      target: [configuraciones.empresa_id, configuraciones.nombre],
      set: { valor: sql`excluded.valor`, updated_at: sql`now()` },
    })
    .returning(columnas);
  return fila;
}

export interface Pais {
  id: number;
  nombre: string;
  codigo: string;
  codigo_telefono: string;
  hispanico: boolean;
}

/** Countries (a shared lookup table), sorted by Spanish name; only the hispanic ones when asked. */
export async function listarPaises(db: Db, soloHispanicos = false): Promise<Pais[]> {
  const filas = await db
    .select({
      id: paises.id,
      nombre: paises.nombre,
      codigo: paises.codigo,
      codigo_telefono: paises.codigo_telefono,
      hispanico: paises.hispanico,
    })
    .from(paises)
    .where(soloHispanicos ? eq(paises.hispanico, true) : undefined);
  const orden = new Intl.Collator('es');
  return filas.sort((a, b) => orden.compare(a.nombre, b.nombre));
}

export interface TipoDocumento {
  id: number;
  nombre: string;
  codigo_dian: string | null;
}

/** Document types of the sign-up form (spec §3, only for country 53). */
export async function listarTiposDocumento(db: Db): Promise<TipoDocumento[]> {
  return db
    .select({ id: tiposDocumento.id, nombre: tiposDocumento.nombre, codigo_dian: tiposDocumento.codigo_dian })
    .from(tiposDocumento)
    .orderBy(asc(tiposDocumento.id));
}
