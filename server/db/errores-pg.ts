/** PostgreSQL's error code (SQLSTATE), wherever the driver and Drizzle wrapped it. */
export function codigoPg(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/** The constraint PostgreSQL names in the error (a unique or foreign key violation), wherever it was wrapped. */
export function restriccionPg(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.constraint === 'string') return e.constraint;
  return undefined;
}
