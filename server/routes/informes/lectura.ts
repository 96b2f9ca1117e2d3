import type { TenantOptions } from '../../db/client';

/**
 * How every report and the dashboard read: one read-only transaction on the read replica (`DATABASE_READ_URL`,
 * server/db/client.ts), the main database when none is set. A figure may lag a sale by the replica's delay.
 */
export const LECTURA_INFORMES: TenantOptions = { readOnly: true, replica: true };
