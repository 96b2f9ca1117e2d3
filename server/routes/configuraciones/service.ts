import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  CONFIGURACION_DOCUMENTOS_DIAN,
  CONFIGURACION_LOGO,
  entradaConfiguracion,
  mensajeConfiguracion,
  validarConfiguracion,
} from '../../../common/configuraciones';
import { configuraciones, paises, sedes, tiposDocumento } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ValidationError } from '../../lib/errors';
import { publicar } from '../../eventos';
import { auditar } from '../../services/auditoria';
import type { ConfiguracionesInput, ConfiguracionInput } from './schemas';
import { mensajeActivacionSinRangos } from '../../../common/dian/numeracion';
import { sedesSinRangoPos } from '../../dian/activacion';

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

/**
 * The stored form of one entry, or the field and Spanish message of its refusal: an unknown name, a venue that is
 * not the company's (row-level security hides other companies' venues), or a value its declaration refuses.
 */
async function revisar(
  scope: TenantScope,
  nombre: string,
  valor: string,
): Promise<{ ok: true; valor: string } | { ok: false; campo: 'nombre' | 'valor'; mensaje: string }> {
  const declarada = entradaConfiguracion(nombre);
  if (!declarada) return { ok: false, campo: 'nombre', mensaje: mensajeConfiguracion('desconocida') };
  if (declarada.idSede !== undefined) {
    const [sede] = await scope.tx
      .select({ id: sedes.id })
      .from(sedes)
      .where(scope.where(sedes, eq(sedes.id, declarada.idSede)))
      .limit(1);
    if (!sede) return { ok: false, campo: 'nombre', mensaje: mensajeConfiguracion('sede') };
  }
  const r = validarConfiguracion(declarada.entrada, valor);
  if (!r.ok) return { ok: false, campo: 'valor', mensaje: mensajeConfiguracion(r.clave, r.args) };
  if (nombre === CONFIGURACION_DOCUMENTOS_DIAN && r.valor === '1' && !(await encendida(scope, nombre))) {
    const sinRango = await sedesSinRangoPos(scope);
    if (sinRango.length > 0)
      return { ok: false, campo: 'valor', mensaje: mensajeActivacionSinRangos(sinRango) };
  }
  return r;
}

/**
 * Whether a yes/no setting is already on: saving it on again (the settings page saves every entry) is no new
 * activation, so a range that expired since does not block the page's other settings.
 */
async function encendida(scope: TenantScope, nombre: string): Promise<boolean> {
  const [fila] = await scope.tx
    .select({ valor: configuraciones.valor })
    .from(configuraciones)
    .where(scope.where(configuraciones, eq(configuraciones.nombre, nombre)));
  return fila?.valor === '1';
}

/** Stores one entry and, when its value changes, records it in the audit trail (before: null if unset). */
async function escribir(scope: TenantScope, nombre: string, valor: string): Promise<Configuracion> {
  const [previa] = await scope.tx
    .select({ valor: configuraciones.valor })
    .from(configuraciones)
    .where(scope.where(configuraciones, eq(configuraciones.nombre, nombre)))
    .for('update');
  // The company's id comes from the scope; the unique key (empresa_id, nombre) makes this an upsert.
  const [fila] = await scope.tx
    .insert(configuraciones)
    .values({ empresa_id: scope.empresaId, nombre, valor })
    .onConflictDoUpdate({
      target: [configuraciones.empresa_id, configuraciones.nombre],
      set: { valor: sql`excluded.valor`, updated_at: sql`now()` },
    })
    .returning(columnas);
  if (previa?.valor !== valor) await publicar(scope, 'configuraciones', []);
  if (previa?.valor !== valor)
    await auditar(scope, {
      accion: 'configuracion.actualizada',
      entidad: 'configuraciones',
      entidadId: nombre,
      antes: { [nombre]: previa?.valor ?? null },
      despues: { [nombre]: valor },
    });
  return fila;
}

/** Creates or replaces one declared setting (common/configuraciones.ts) after checking its value. */
export async function guardarConfiguracion(
  scope: TenantScope,
  { nombre, valor }: ConfiguracionInput,
): Promise<Configuracion> {
  const r = await revisar(scope, nombre, valor);
  if (!r.ok) throw ValidationError.field(r.campo, r.mensaje);
  return escribir(scope, nombre, r.valor);
}

/**
 * The settings page's save: every entry is checked first and a refusal names the entry (`errors[nombre]`), so the
 * form marks that input; nothing is written unless all pass.
 */
export async function guardarConfiguraciones(
  scope: TenantScope,
  { configuraciones: entradas }: ConfiguracionesInput,
): Promise<Configuracion[]> {
  const errores: Record<string, string[]> = {};
  const valores = new Map<string, string>();
  for (const { nombre, valor } of entradas) {
    const r = await revisar(scope, nombre, valor);
    if (r.ok) valores.set(nombre, r.valor);
    else errores[nombre] = [r.mensaje];
  }
  const primero = Object.values(errores)[0];
  if (primero) throw new ValidationError(primero[0], errores);
  const guardadas: Configuracion[] = [];
  for (const [nombre, valor] of valores) guardadas.push(await escribir(scope, nombre, valor));
  return guardadas;
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

/**
 * Stores the receipts' logo path (`CONFIGURACION_LOGO`), or removes it (null); answers the replaced path, whose
 * file the caller removes after the commit.
 */
export async function guardarLogo(scope: TenantScope, ruta: string | null): Promise<string | null> {
  const [previa] = await scope.tx
    .select({ valor: configuraciones.valor })
    .from(configuraciones)
    .where(scope.where(configuraciones, eq(configuraciones.nombre, CONFIGURACION_LOGO)))
    .for('update');
  if (ruta === null)
    await scope.tx
      .delete(configuraciones)
      .where(scope.where(configuraciones, eq(configuraciones.nombre, CONFIGURACION_LOGO)));
  else await escribir(scope, CONFIGURACION_LOGO, ruta);
  if (ruta === null && previa)
    await auditar(scope, {
      accion: 'configuracion.actualizada',
      entidad: 'configuraciones',
      entidadId: CONFIGURACION_LOGO,
      antes: { [CONFIGURACION_LOGO]: previa.valor },
      despues: { [CONFIGURACION_LOGO]: null },
    });
  return previa?.valor ?? null;
}
