import { numeric } from 'drizzle-orm/pg-core';

/**
 * The one money column: `numeric(14,2)` (pesos with centavos, up to 999.999.999.999,99). Drizzle reads it as
 * a string, which is what the API sends (`common/dinero.ts`); never map it to a number.
 */
export const dineroColumn = (nombre: string) => numeric(nombre, { precision: 14, scale: 2 });
