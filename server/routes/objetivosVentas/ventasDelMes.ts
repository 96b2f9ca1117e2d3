import type { Dinero } from '../../../common/dinero';
import type { TenantScope } from '../../db/tenant';

/**
 * A venue's sales between two Bogotá days, inclusive ('YYYY-MM-DD'). Sales do not exist yet: the sales issue
 * replaces this body with the sum of the venue's non-cancelled sales whose date, read in America/Bogota, falls in
 * the range. Until then nothing has been sold.
 */
export async function ventasDeSede(
  _scope: TenantScope,
  _idSede: number,
  _desde: string,
  _hasta: string,
): Promise<Dinero> {
  return '0.00';
}
