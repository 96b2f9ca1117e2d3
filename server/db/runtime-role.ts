import pg from 'pg';
import { TENANT_ROLE } from './pg-pool';

/** The login the runtime pools use when `DATABASE_APP_URL` is not set (created at start by the owner). */
export const RUNTIME_ROLE = 'comanda_runtime';
/** The sign-in module's login when `DATABASE_AUTH_URL` is not set (created at start by the owner). */
export const AUTH_ROLE = 'comanda_auth';
/**
 * The group role of the unauthenticated doors (migrations 0033, 0035): the account tables, the reference lists and the
 * public menu's directory; the auth login acts as it.
 */
export const SESION_ROLE = 'comanda_sesion';
/** The outbox worker's group role (migration 0035): the outbox of every company, nothing else; the runtime login acts as it. */
export const COLA_ROLE = 'comanda_cola';

export interface RuntimeLogin {
  /** Connection string of the runtime login. */
  url: string;
  role: string;
  /** Derived from `DATABASE_URL`: the owner creates the role if it is missing. */
  derived: boolean;
  /** The group role it acts as (at connect): comanda_app, or comanda_sesion for the auth login. */
  grupo: string;
  /** The other group roles its pools act as (the outbox worker's, or comanda_app for a sign-up's company rows). */
  otros: string[];
  /** The variable that names it, for the start-up messages. */
  variable: 'DATABASE_APP_URL' | 'DATABASE_AUTH_URL';
}

function login(
  ownerUrl: string,
  dada: string | undefined,
  usuario: string,
  grupo: string,
  otros: string[],
  variable: RuntimeLogin['variable'],
): RuntimeLogin {
  if (dada)
    return {
      url: dada,
      role: decodeURIComponent(new URL(dada).username),
      derived: false,
      grupo,
      otros,
      variable,
    };
  const url = new URL(ownerUrl);
  url.username = usuario;
  return { url: url.toString(), role: usuario, derived: true, grupo, otros, variable };
}

/**
 * `DATABASE_APP_URL`, or `DATABASE_URL` with user `comanda_runtime` (and the same password, if any): company work as
 * comanda_app, and the outbox worker as comanda_cola.
 */
export const runtimeLogin = (ownerUrl: string, appUrl?: string): RuntimeLogin =>
  login(ownerUrl, appUrl, RUNTIME_ROLE, TENANT_ROLE, [COLA_ROLE], 'DATABASE_APP_URL');

/**
 * `DATABASE_AUTH_URL`, or `DATABASE_URL` with user `comanda_auth`: the sign-in module's login. It acts as
 * comanda_sesion and switches to comanda_app (a company set) for the company rows of a sign-up or a sign-in's audit.
 */
export const authLogin = (ownerUrl: string, authUrl?: string): RuntimeLogin =>
  login(ownerUrl, authUrl, AUTH_ROLE, SESION_ROLE, [TENANT_ROLE], 'DATABASE_AUTH_URL');

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const identifier = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * Run by the owner at start, after the migrations: creates the derived runtime role if missing (roles are
 * cluster-wide and databases may be prepared in parallel, so a concurrent creation is not an error), then refuses
 * to go on if the runtime login could escape row-level security: superuser, BYPASSRLS, owner of the tables, or
 * not a member of its group roles.
 */
export async function ensureRuntimeRole(owner: pg.ClientBase, login: RuntimeLogin): Promise<void> {
  if (login.derived) await createRuntimeRole(owner, login);
  const { rows } = await owner.query<{
    rolsuper: boolean;
    rolbypassrls: boolean;
    rolcanlogin: boolean;
    propietario: boolean;
    falta: string | null;
  }>(
    `select r.rolsuper, r.rolbypassrls, r.rolcanlogin,
       exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
               where n.nspname = 'public' and pg_has_role(r.oid, c.relowner, 'MEMBER')) as propietario,
       (select g from unnest($2::text[]) with ordinality as x(g, i)
        where not exists (select 1 from pg_roles gr where gr.rolname = g and pg_has_role(r.oid, gr.oid, 'MEMBER'))
        order by i limit 1) as falta
     from pg_roles r where r.rolname = $1`,
    [login.role, [login.grupo, ...login.otros]],
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
            : rol.falta
              ? `no es miembro de ${rol.falta}`
              : null;
  if (problema)
    throw new Error(
      `El rol de ejecución "${login.role}" (${origen}) ${problema}: la seguridad por filas no protegería a las ` +
        `empresas. Use un rol LOGIN sin SUPERUSER ni BYPASSRLS, que no sea dueño de las tablas y sea miembro de ` +
        `${[login.grupo, ...login.otros].join(' y ')} (GRANT ${rol?.falta ?? login.grupo} TO rol). El servidor no arranca.`,
    );
}

async function createRuntimeRole(owner: pg.ClientBase, login: RuntimeLogin): Promise<void> {
  const password = decodeURIComponent(new URL(login.url).password);
  const rol = identifier(login.role);
  // NOINHERIT: the role's own privileges are none; only SET ROLE to its group (done at connect) reaches the data.
  // The auth login is a member of comanda_app too, so that a sign-up switches to the new company's tenant; the runtime
  // login of comanda_cola, for the outbox worker.
  const grupos = [...new Set([login.grupo, ...login.otros])];
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
