import { sql } from 'drizzle-orm';

/** Today as Bogotá counts days, by the database's clock: the day a range's validity is read against. */
export const hoyBogota = sql`(now() at time zone 'America/Bogota')::date`;
