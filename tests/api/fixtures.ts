import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { empresas, sesiones, usuarios } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { hashToken, randomToken } from '../../server/lib/tokens';
import { createTestApp, type TestApp } from './harness';

export interface OpcionesEmpresa extends Omit<OpcionesUsuario, 'nombre' | 'apellido'> {
  /** The company's name. */
  nombre?: string;
}

export interface OpcionesUsuario {
  nombre?: string;
  apellido?: string;
  email?: string;
  password?: string;
  idRol?: number;
  acceso?: string;
  /** Hours until the session expires (negative: already expired). */
  horasSesion?: number;
}

export interface UsuarioDePrueba {
  usuarioId: number;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  auth: { authorization: string };
}

export interface EmpresaDePrueba extends UsuarioDePrueba {
  empresaId: number;
}

/**
 * One hash per password per test process: a hash at OWASP's scrypt cost takes hundreds of ms (seconds on a busy
 * machine) and 128 MiB, and a fixture user needs no salt of its own. Sign-in still verifies it at full cost.
 */
const hashes = new Map<string, Promise<string>>();
const hashDePrueba = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** A verified user of an existing company (role 0 and every module unless told) with a live session. */
export async function crearUsuarioDePrueba(
  t: TestApp,
  empresaId: number,
  opts: OpcionesUsuario = {},
): Promise<UsuarioDePrueba> {
  const { db } = t.database;
  const email = (opts.email ?? `prueba.${randomBytes(6).toString('hex')}@ejemplo.co`).toLowerCase();
  const password = opts.password ?? 'Prueba123!';
  const [usuario] = await db
    .insert(usuarios)
    .values({
      empresa_id: empresaId,
      nombre: opts.nombre ?? 'Prueba',
      apellido: opts.apellido ?? 'Fixture',
      email,
      password_hash: await hashDePrueba(password),
      id_rol: opts.idRol ?? 0,
      acceso_modulo_tag: opts.acceso ?? '*',
      email_verificado_at: new Date(),
    })
    .returning({ id: usuarios.id });
  const token = randomToken();
  await db.insert(sesiones).values({
    token_hash: hashToken(token),
    usuario_id: usuario.id,
    empresa_id: empresaId,
    expires_at: new Date(Date.now() + (opts.horasSesion ?? 12) * 3600_000),
  });
  return { usuarioId: usuario.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * A company with its owner (role 0, every module) and a live session, written straight into the database:
 * it does not go through sign-up, captcha or mail, so tests of other domains do not depend on them.
 */
export async function crearEmpresaDePrueba(t: TestApp, opts: OpcionesEmpresa = {}): Promise<EmpresaDePrueba> {
  const sufijo = randomBytes(6).toString('hex');
  const [empresa] = await t.database.db
    .insert(empresas)
    .values({
      nombre: opts.nombre ?? `Empresa ${sufijo}`,
      tipo_negocio: 'Restaurante',
      id_pais: 53,
      tipo_documento: 2,
      documento: '900000000',
      telefono: '+573000000000',
      codigo_telefono: '+57_CO',
    })
    .returning({ id: empresas.id });
  const { nombre: _empresa, ...usuario } = opts;
  const dueno = await crearUsuarioDePrueba(t, empresa.id, {
    ...usuario,
    email: opts.email ?? `prueba.${sufijo}@ejemplo.co`,
  });
  return { ...dueno, empresaId: empresa.id };
}

/** The app on a fresh database with one company: the set-up most API test files start with. */
export async function crearAppConEmpresa(): Promise<{ t: TestApp; e: EmpresaDePrueba }> {
  const t = await createTestApp();
  return { t, e: await crearEmpresaDePrueba(t) };
}

/** The rows of a raw statement's result (Drizzle types them per driver). */
export const filasDe = (resultado: unknown) => (resultado as { rows: Record<string, unknown>[] }).rows;

/** The SQLSTATE an operation fails with (drizzle wraps the driver's error in `cause`); undefined if it succeeds. */
export async function codigoDeError(promesa: Promise<unknown>): Promise<string | undefined> {
  try {
    await promesa;
  } catch (error) {
    for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
      if (e.code) return e.code;
    return 'sin código';
  }
  return undefined;
}

/** A multipart/form-data body built by hand (fields and at most one file), for `app.inject`. */
export function multipart(
  campos: Record<string, string>,
  archivo?: { campo: string; nombre: string; tipo: string; contenido: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const limite = `----comanda${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [nombre, valor] of Object.entries(campos))
    partes.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${nombre}"\r\n\r\n${valor}\r\n`),
    );
  if (archivo)
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${archivo.campo}"; filename="${archivo.nombre}"\r\n` +
          `Content-Type: ${archivo.tipo}\r\n\r\n`,
      ),
      archivo.contenido,
      Buffer.from('\r\n'),
    );
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return {
    payload: Buffer.concat(partes),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

/** Smallest valid images of each accepted type, and things that only pretend to be images. */
export const IMAGENES = {
  /** 1×1 transparent PNG. */
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  /** 1×1 GIF. */
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  /** 1×1 WEBP (lossless). */
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  /** 1×1 JPEG (white; written by sharp). */
  jpg: Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
    'base64',
  ),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
  ),
  texto: Buffer.from('esto no es una imagen'),
};

/** The bytes of a stored upload, by the URL path the API answered (`/api/uploads/…`). */
export function leerSubida(t: TestApp, url: string): Buffer {
  return readFileSync(join(t.dataDir, 'uploads', url.replace(/^\/api\/uploads\//, '')));
}
