import { comparar, exacto } from '../../../common/exacto';
import type { TenantScope } from '../../db/tenant';
import { auditar } from '../../services/auditoria';

const PRECIOS = ['precio_venta', 'precio_minimo', 'precio_maximo'] as const;

type Valor = string | number | boolean | null | undefined;

const igual = (a: Valor, b: Valor) =>
  a == null || b == null ? a == null && b == null : comparar(exacto(String(a)), exacto(String(b))) === 0;

/**
 * The audit trail's 'producto.precio' (issue 11): on a product's update, the prices that change (compared as
 * decimals, so '2500' and '2500.00' are the same price), before and after, in the write's transaction.
 */
export async function auditarPrecios(
  scope: TenantScope,
  id: number,
  actual: Record<string, Valor>,
  nuevo: Record<string, Valor>,
): Promise<void> {
  const antes: Record<string, Valor> = {};
  const despues: Record<string, Valor> = {};
  for (const campo of PRECIOS)
    if (!igual(actual[campo], nuevo[campo])) {
      antes[campo] = actual[campo] ?? null;
      despues[campo] = nuevo[campo] ?? null;
    }
  if (Object.keys(antes).length > 0)
    await auditar(scope, { accion: 'producto.precio', entidad: 'productos', entidadId: id, antes, despues });
}
