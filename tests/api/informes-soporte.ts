import { expect } from 'vitest';
import type { TestApp } from './harness';
import { get } from './ordenes-soporte';

/** An answer's data, after checking it is a 200. */
export const ok = async (r: { statusCode: number; body: string; json: () => { data: unknown } }) => {
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as Record<string, unknown> & { id: number };
};

/** A report's page as the API answers it (plus the spec's extra total fields of some). */
export type PaginaInforme = {
  data: Record<string, unknown>[];
  total: number;
  per_page: number;
  last_page: number;
  totales: Record<string, unknown>;
} & Record<string, unknown>;

/** GET a report's page (200 expected). */
export const leerInforme = async (t: TestApp, quien: { auth: Record<string, string> }, url: string) =>
  (await ok(await get(t, quien, url))) as unknown as PaginaInforme;
