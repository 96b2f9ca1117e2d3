import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, type Config } from '../../config';
import { passwordFuerte } from '../../lib/fortaleza';
import { verifyPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { mesas, sedes, usuarios } from '../schema';
import { crearEmpresa } from '../../services/empresas';
import type { TenantScope } from '../tenant';
import { sembrarCatalogoDemo, sembrarOrdenesDemo, sembrarReciboDemo, sembrarVentasDemo } from './demoSembrar';
import { inicioHistoriaDemo, sembrarHistoriaDemo } from './demoHistoria';
import { enInstante } from '../instante';

export const DEMO_EMAIL = 'demo@comanda.co';
const DEMO_EMPRESA = 'Comanda Demo';
/** Where the generated demo password is kept (mode 600) when DEMO_PASSWORD is not set. */
export const ARCHIVO_PASSWORD_DEMO = 'demo-password';

type ConfigDemo = Pick<Config, 'trialDays' | 'publicUrl' | 'dataDir' | 'demoPassword'>;

export { DEMO_CATEGORIAS } from './demoCatalogo';

/** The demo floor plan: eight tables in two zones of the main venue, placed on the 0–100 grid. */
export const DEMO_MESAS: { nombre: string; ubicacion: string; tipo_mesa: string; x: number; y: number }[] = [
  { nombre: 'Mesa 1', ubicacion: 'Salón', tipo_mesa: 'cuadrada_2', x: 10, y: 15 },
  { nombre: 'Mesa 2', ubicacion: 'Salón', tipo_mesa: 'cuadrada_4', x: 35, y: 15 },
  { nombre: 'Mesa 3', ubicacion: 'Salón', tipo_mesa: 'cuadrada_4', x: 60, y: 15 },
  { nombre: 'Mesa 4', ubicacion: 'Salón', tipo_mesa: 'redonda_6', x: 20, y: 55 },
  { nombre: 'Mesa 5', ubicacion: 'Salón', tipo_mesa: 'rectangular_8', x: 55, y: 55 },
  { nombre: 'Mesa 6', ubicacion: 'Terraza', tipo_mesa: 'redonda_4', x: 15, y: 25 },
  { nombre: 'Mesa 7', ubicacion: 'Terraza', tipo_mesa: 'redonda_4', x: 45, y: 25 },
  { nombre: 'Mesa 8', ubicacion: 'Terraza', tipo_mesa: 'cuadrada_2', x: 75, y: 25 },
];

/** The floor plan of DEMO_MESAS on the main venue. */
async function sembrarMesas(scope: TenantScope): Promise<void> {
  const [principal] = await scope.tx
    .select({ id: sedes.id })
    .from(sedes)
    .where(scope.where(sedes, eq(sedes.principal, true)));
  for (const m of DEMO_MESAS)
    await scope.insert(mesas, {
      nombre: m.nombre,
      id_sede: principal.id,
      ubicacion: m.ubicacion,
      tipo_mesa: m.tipo_mesa,
      coordenada_x: m.x,
      coordenada_y: m.y,
    } as never);
}

/** 20 characters of base64url: 120 random bits, far beyond any guessing (zxcvbn scores it 4). */
const generarPassword = () => randomBytes(15).toString('base64url');

/** The demo owner's password: DEMO_PASSWORD if set (refused if weak), else a new random one written to the file. */
export async function passwordNueva(config: Pick<Config, 'dataDir' | 'demoPassword'>): Promise<string> {
  if (config.demoPassword) {
    if (!(await passwordFuerte(config.demoPassword, [DEMO_EMAIL, DEMO_EMPRESA])))
      throw new ConfigError(
        'Configuración inválida:\n  - DEMO_PASSWORD es demasiado fácil de adivinar (usa una frase larga o una contraseña aleatoria).',
      );
    return config.demoPassword;
  }
  const password = generarPassword();
  // Written before the company, so a password in the database is never one nobody can read back.
  await mkdir(config.dataDir, { recursive: true });
  const archivo = join(config.dataDir, ARCHIVO_PASSWORD_DEMO);
  await writeFile(archivo, `${password}\n`, { mode: 0o600 });
  await chmod(archivo, 0o600);
  return password;
}

/**
 * Creates the demo company 'Comanda Demo' (a restaurant in Colombia) with its owner demo@comanda.co (e-mail
 * already verified, password from `passwordNueva`), the restaurant's catalogue (demoCatalogo.ts), its floor
 * plan and two occupied tables (DEMO_ORDENES), all in one transaction, unless that user exists. Returns whether it
 * created it.
 */
export async function seedDemo(database: Database, config: ConfigDemo): Promise<boolean> {
  const [existe] = await database.auth
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, DEMO_EMAIL))
    .limit(1);
  if (existe) return false;
  const password = await passwordNueva(config);
  await crearEmpresa(
    database,
    {
      nombre: DEMO_EMPRESA,
      tipoNegocio: 'Restaurante',
      idPais: 53,
      tipoDocumento: 2,
      documento: '900123456',
      telefono: '3001234567',
      codigoTelefono: '+57_CO',
      propietario: { nombre: 'Demo', apellido: 'Comanda', email: DEMO_EMAIL, password },
      emailVerificado: true,
    },
    config,
    undefined,
    // In the company's own transaction: a failure leaves no half demo behind, and the next start tries again.
    async (scope) => {
      await sembrarReciboDemo(scope);
      // Its opening stock and first costs dated before the history, which its past purchases then follow.
      await enInstante(scope, inicioHistoriaDemo(), () => sembrarCatalogoDemo(scope));
      await sembrarMesas(scope);
      await sembrarOrdenesDemo(scope);
      await sembrarHistoriaDemo(scope);
      await sembrarVentasDemo(scope);
    },
  );
  return true;
}

/**
 * The demo sign-in to print at start: the e-mail and, when known, the password (DEMO_PASSWORD or the one kept in
 * DATA_DIR/demo-password), only if it still opens the account (it may have been changed since). Null without a
 * demo user.
 */
export async function credencialDemo(
  database: Database,
  config: Pick<Config, 'dataDir' | 'demoPassword'>,
): Promise<{ email: string; password?: string } | null> {
  const [usuario] = await database.auth
    .select({ hash: usuarios.password_hash })
    .from(usuarios)
    .where(eq(usuarios.email, DEMO_EMAIL))
    .limit(1);
  if (!usuario) return null;
  const candidatas = [config.demoPassword, await leerGuardada(config.dataDir)];
  for (const password of candidatas)
    if (password && (await verifyPassword(password, usuario.hash))) return { email: DEMO_EMAIL, password };
  return { email: DEMO_EMAIL };
}

async function leerGuardada(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(dataDir, ARCHIVO_PASSWORD_DEMO), 'utf8')).trim() || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
