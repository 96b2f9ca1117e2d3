import { and, inArray, ne } from 'drizzle-orm';
import type { EstadoInicio } from '../../../common/inicio';
import { configuraciones, cuadresCaja, mesas, productos, ventas } from '../../db/schema';
import type { TenantScope, TenantTable } from '../../db/tenant';

/** The receipt's company data counts as given once both of these settings hold a value. */
const DATOS_EMPRESA = ['razonSocial', 'nit'];

const alguna = async (scope: TenantScope, tabla: TenantTable) =>
  (await scope.tx.select({ id: tabla.id }).from(tabla).where(scope.where(tabla)).limit(1)).length > 0;

/** The company's first steps, each a tiny indexed look-up in the request's one read transaction. */
export async function leerInicio(scope: TenantScope): Promise<EstadoInicio> {
  const datos = await scope.tx
    .select({ nombre: configuraciones.nombre })
    .from(configuraciones)
    .where(
      scope.where(
        configuraciones,
        and(inArray(configuraciones.nombre, DATOS_EMPRESA), ne(configuraciones.valor, '')),
      ),
    );
  return {
    datos: new Set(datos.map((d) => d.nombre)).size === DATOS_EMPRESA.length,
    menu: await alguna(scope, productos),
    mesas: await alguna(scope, mesas),
    caja: await alguna(scope, cuadresCaja),
    venta: await alguna(scope, ventas),
  };
}
