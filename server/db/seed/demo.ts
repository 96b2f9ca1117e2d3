import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../client';
import { categorias, usuarios } from '../schema';
import { crearEmpresa } from '../../services/empresas';
import { TenantScope } from '../tenant';

export const DEMO_EMAIL = 'demo@comanda.co';
export const DEMO_PASSWORD = 'Demo1234!';

/** The demo menu: parents and their children. */
export const DEMO_CATEGORIAS: { nombre: string; hijos: string[] }[] = [
  { nombre: 'Bebidas', hijos: ['Gaseosas', 'Jugos naturales', 'Cervezas'] },
  { nombre: 'Comidas', hijos: ['Hamburguesas', 'Perros calientes'] },
  { nombre: 'Postres', hijos: [] },
];

/**
 * Creates the demo company 'Comanda Demo' (a restaurant in Colombia) with its owner demo@comanda.co / Demo1234!
 * (e-mail already verified) and a few categories, unless that user exists. Returns whether it created it.
 */
export async function seedDemo(
  database: Database,
  config: Pick<Config, 'trialDays' | 'publicUrl'>,
): Promise<boolean> {
  const [existe] = await database.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, DEMO_EMAIL))
    .limit(1);
  if (existe) return false;
  const { empresaId } = await crearEmpresa(
    database,
    {
      nombre: 'Comanda Demo',
      tipoNegocio: 'Restaurante',
      idPais: 53,
      tipoDocumento: 2,
      documento: '900123456',
      telefono: '3001234567',
      codigoTelefono: '+57_CO',
      propietario: { nombre: 'Demo', apellido: 'Comanda', email: DEMO_EMAIL, password: DEMO_PASSWORD },
      emailVerificado: true,
    },
    config,
  );
  await database.withTenant(empresaId, async (tx) => {
    const scope = new TenantScope(tx, empresaId);
    let orden = 0;
    for (const { nombre, hijos } of DEMO_CATEGORIAS) {
      const padre = await scope.insert(categorias, { nombre, orden: orden++ });
      for (const hijo of hijos)
        await scope.insert(categorias, { nombre: hijo, id_categoria_padre: padre.id, orden: orden++ });
    }
  });
  return true;
}
