import { inArray, sql } from 'drizzle-orm';
import { mesas as catalogoMesas } from '../../../common/catalogos';
import { MENSAJES_MESAS_VARIAS, nombresMesas, posicionEnRejilla } from '../../../common/mesasVarias';
import { cuerpoCatalogo, type Cuerpo } from '../../catalogos/esquemas';
import { SERVICIOS } from '../../catalogos';
import { mesas } from '../../db/schema';
import type { TenantScope } from '../../db/tenant';
import { ValidationError } from '../../lib/errors';
import type { MesasVariasInput, ResultadoMesasVarias } from './schemas';

const cuerpoMesa = cuerpoCatalogo(catalogoMesas, 'crear');

/**
 * Creates `prefijo desde` … `prefijo hasta` in the venue, in the request's one transaction, through the catalogue's
 * own checks (venue of the company, lengths, type). A name the company already has (case aside) is skipped and
 * reported; any other refusal refuses them all. The new ones share a grid over the whole floor plan.
 */
export async function crearMesasVarias(
  scope: TenantScope,
  datos: MesasVariasInput,
): Promise<ResultadoMesasVarias> {
  const nombres = nombresMesas(datos.prefijo, datos.desde, datos.hasta);
  const existentes = await scope.tx
    .select({ nombre: mesas.nombre })
    .from(mesas)
    .where(
      scope.where(
        mesas,
        inArray(
          sql`lower(${mesas.nombre})`,
          nombres.map((n) => n.toLowerCase()),
        ),
      ),
    );
  const tomadas = new Set(existentes.map((m) => m.nombre.toLowerCase()));
  const nuevas = nombres.filter((n) => !tomadas.has(n.toLowerCase()));
  const omitidas = nombres.filter((n) => tomadas.has(n.toLowerCase()));
  if (nuevas.length === 0) throw ValidationError.field('desde', MENSAJES_MESAS_VARIAS.es.ninguna);

  const cuerpos: Cuerpo[] = nuevas.map((nombre, i) => {
    const r = cuerpoMesa.safeParse({
      nombre,
      id_sede: datos.id_sede,
      ubicacion: datos.ubicacion ?? null,
      ...(datos.tipo_mesa ? { tipo_mesa: datos.tipo_mesa } : {}),
      ...posicionEnRejilla(i, nuevas.length),
    });
    if (!r.success) {
      const [issue] = r.error.issues;
      throw ValidationError.field(String(issue.path[0] ?? 'nombre'), issue.message);
    }
    return r.data;
  });
  const resultados = await SERVICIOS.mesas.crearVarios(scope, cuerpos);
  const rechazo = resultados.find((r) => r instanceof ValidationError);
  if (rechazo) throw rechazo;
  return {
    creadas: resultados.map((id, i) => ({ id: id as number, nombre: nuevas[i] })),
    omitidas,
  };
}
