import pg from 'pg';
import { TENANT_ROLE } from './pg-pool';

/** The login the runtime pools use when `DATABASE_APP_URL` is not set (created at start by the owner). */
export const RUNTIME_ROLE = 'comanda_runtime';

export interface RuntimeLogin {
  /** Connection string of the runtime login. */
  url: string;
  role: string;
  /** Derived from `DATABASE_URL`: the owner creates the role if it is missing. */
  derived: boolean;
}

/** `DATABASE_APP_URL`, or `DATABASE_URL` with user `comanda_runtime` (and the same password, if any). */
export function runtimeLogin(ownerUrl: string, appUrl?: string): RuntimeLogin {
  if (appUrl) return { url: appUrl, role: decodeURIComponent(new URL(appUrl).username), derived: false };
  const url = new URL(ownerUrl);
  url.username = RUNTIME_ROLE;
  return { url: url.toString(), role: RUNTIME_ROLE, derived: true };
}

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
    [login.role, TENANT_ROLE],
  );
  const rol = rows[0];
  const origen = login.derived ? 'derivado de DATABASE_URL' : 'DATABASE_APP_URL';
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
              ? `no es miembro de ${TENANT_ROLE}`
              : null;
  if (problema)
    throw new Error(
      `El rol de ejecución "${login.role}" (${origen}) ${problema}: la seguridad por filas no protegería a las ` +
        `empresas. Use un rol LOGIN sin SUPERUSER ni BYPASSRLS, que no sea dueño de las tablas y sea miembro de ` +
        `${TENANT_ROLE} (GRANT ${TENANT_ROLE} TO rol). El servidor no arranca.`,
    );
}

async function createRuntimeRole(owner: pg.ClientBase, login: RuntimeLogin): Promise<void> {
  const password = decodeURIComponent(new URL(login.url).password);
  const rol = identifier(login.role);
  // NOINHERIT: the role's own privileges are none; only SET ROLE comanda_app (done at connect) reaches the data.
  const sentencia = `DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = ${literal(login.role)}) THEN
    CREATE ROLE ${rol} LOGIN NOINHERIT NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE${password ? ` PASSWORD ${literal(password)}` : ''};
  END IF;
  IF NOT pg_has_role(${literal(login.role)}, ${literal(TENANT_ROLE)}, 'MEMBER') THEN
    GRANT ${TENANT_ROLE} TO ${rol};
  END IF;
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
            `Créelo a mano o defina DATABASE_APP_URL. El servidor no arranca.`,
          { cause: error },
        );
      // Another database being prepared at the same moment may have touched the same role ("tuple concurrently
      // updated"): the next attempt finds it done.
      if (intento >= 3) throw error;
    }
  }
}
