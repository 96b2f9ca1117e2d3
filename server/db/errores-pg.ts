/** PostgreSQL's error code (SQLSTATE), wherever the driver and Drizzle wrapped it. */
export function codigoPg(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}
