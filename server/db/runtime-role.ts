import pg from 'pg';
import { TENANT_ROLE } from './pg-pool';

/** The login the runtime pools use when `DATABASE_APP_URL` is not set (created at start by the owner). */
export const RUNTIME_ROLE = 'comanda_runtime';
/** The sign-in module's login when `DATABASE_AUTH_URL` is not set (created at start by the owner). */
export const AUTH_ROLE = 'comanda_auth';
/** The group role holding the sign-in module's grants (migration 0033); the auth login acts as it. */
export const SESION_ROLE = 'comanda_sesion';

export interface RuntimeLogin {
  /** Connection string of the runtime login. */
  url: string;
  role: string;
  /** Derived from `DATABASE_URL`: the owner creates the role if it is missing. */
  derived: boolean;
  /** The group role it acts as (at connect): comanda_app, or comanda_sesion for the auth login. */
  grupo: string;
  /** The variable that names it, for the start-up messages. */
  variable: 'DATABASE_APP_URL' | 'DATABASE_AUTH_URL';
}

function login(
  ownerUrl: string,
  dada: string | undefined,
  usuario: string,
  grupo: string,
  variable: RuntimeLogin['variable'],
): RuntimeLogin {
  if (dada)
    return { url: dada, role: decodeURIComponent(new URL(dada).username), derived: false, grupo, variable };
  const url = new URL(ownerUrl);
  url.username = usuario;
  return { url: url.toString(), role: usuario, derived: true, grupo, variable };
}

/** `DATABASE_APP_URL`, or `DATABASE_URL` with user `comanda_runtime` (and the same password, if any). */
export const runtimeLogin = (ownerUrl: string, appUrl?: string): RuntimeLogin =>
  login(ownerUrl, appUrl, RUNTIME_ROLE, TENANT_ROLE, 'DATABASE_APP_URL');

/**
 * `DATABASE_AUTH_URL`, or `DATABASE_URL` with user `comanda_auth`: the sign-in module's login. It acts as
 * comanda_sesion and switches to comanda_app (a company set) for the company rows of a sign-up or a sign-in's audit.
 */
export const authLogin = (ownerUrl: string, authUrl?: string): RuntimeLogin =>
  login(ownerUrl, authUrl, AUTH_ROLE, SESION_ROLE, 'DATABASE_AUTH_URL');

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const identifier = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * Run by the owner at start, after the migrations: creates the derived runtime role if missing (roles are
 * cluster-wide and databases may be prepared in parallel, so a concurrent creation is not an error), then refuses
 * to go on if the runtime login could escape row-level security: superuser, BYPASSRLS, owner of the tables, or
 * not a member of comanda_app.
 */
export async function ensureRuntimeRole(owner: pg.ClientBase, login: RuntimeLogin): Promise<void> {
  if (login.derived) await createRuntimeRole(owner, login);
  const { rows } = await owner.query<{
    rolsuper: boolean;
    rolbypassrls: boolean;
    rolcanlogin: boolean;
    propietario: boolean;
    miembro: boolean;
  }>(
    `select r.rolsuper, r.rolbypassrls, r.rolcanlogin,
       exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = 'public' and pg_has_role(r.oid, c.relowner, 'MEMBER')) as propietario,
       pg_has_role(r.oid, $2, 'MEMBER') as miembro
     from pg_roles r where r.rolname = $1`,
    [login.role, login.grupo],
  );
  const rol = rows[0];
  const origen = login.derived ? 'derivado de DATABASE_URL' : login.variable;
  const problema = !rol
    ? 'no existe'
    : rol.rolsuper
      ? 'es superusuario'
      : rol.rolbypassrls
        ? 'tiene BYPASSRLS'
        : rol.propietario
          ? 'es dueño de las tablas (o miembro de su dueño)'
          : !rol.rolcanlogin
            ? 'no puede iniciar sesión (LOGIN)'
            : !rol.miembro
              ? `no es miembro de ${login.grupo}`
              : null;
  if (problema)
    throw new Error(
      `El rol de ejecución "${login.role}" (${origen}) ${problema}: la seguridad por filas no protegería a las ` +
        `empresas. Use un rol LOGIN sin SUPERUSER ni BYPASSRLS, que no sea dueño de las tablas y sea miembro de ` +
        `${login.grupo} (GRANT ${login.grupo} TO rol). El servidor no arranca.`,
    );
}

async function createRuntimeRole(owner: pg.ClientBase, login: RuntimeLogin): Promise<void> {
  const password = decodeURIComponent(new URL(login.url).password);
  const rol = identifier(login.role);
  // NOINHERIT: the role's own privileges are none; only SET ROLE to its group (done at connect) reaches the data.
  // The auth login is a member of comanda_app too, so that a sign-up switches to the new company's tenant.
  const grupos = [...new Set([login.grupo, TENANT_ROLE])];
  const sentencia = `DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${literal(login.role)}) THEN
    CREATE ROLE ${rol} LOGIN NOINHERIT NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE${password ? ` PASSWORD ${literal(password)}` : ''};
  END IF;${grupos
    .map(
      (grupo) => `
  IF NOT pg_has_role(${literal(login.role)}, ${literal(grupo)}, 'MEMBER') THEN
    GRANT ${grupo} TO ${rol};
  END IF;`,
    )
    .join('')}
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$`;
  for (let intento = 1; ; intento++) {
    try {
      await owner.query(sentencia);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === '42501')
        throw new Error(
          `No se pudo crear el rol de ejecución "${login.role}": el usuario de DATABASE_URL necesita CREATEROLE. ` +
            `Créelo a mano o defina ${login.variable}. El servidor no arranca.`,
          { cause: error },
        );
      // Another database being prepared at the same moment may have touched the same role ("tuple concurrently
      // updated"): the next attempt finds it done.
      if (intento >= 3) throw error;
    }
  }
}
