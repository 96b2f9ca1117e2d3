import { z } from 'zod';

/** Form data sends everything as text; these accept the JSON and the form spelling of the same value. */
const blankToUndefined = (v: unknown) =>
  v === '' || v === 'null' || v === 'undefined' || v === null ? undefined : v;

/** An optional field of a form: its empty spellings ('', 'null', null) are no value (the route's default). */
export const opcional = <T extends z.ZodType>(esquema: T) =>
  z.preprocess(blankToUndefined, esquema.optional());

export const text = (max: number) => z.string().trim().min(1).max(max);

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional()).transform((v) => v ?? null);

export const id = z.coerce.number().int().positive();

export const optionalId = z
  .preprocess(blankToUndefined, z.coerce.number().int().positive().optional())
  .transform((v) => v ?? null);

export const idParams = z.object({ id });

/** A list's query: page (counted from `primera`, spec §9), rowsPerPage (10; -1 means every row), search. */
export const consultaPagina = (primera: 0 | 1 = 1) =>
  z.object({
    page: z.coerce.number().int().min(primera).default(primera),
    rowsPerPage: z.coerce
      .number()
      .int()
      .refine((n) => n === -1 || (n >= 1 && n <= 100), {
        message: 'rowsPerPage debe estar entre 1 y 100, o ser -1',
      })
      .default(10),
    search: z.string().trim().max(100).optional(),
  });

export const pageQuery = consultaPagina(1);
export type PageQuery = z.infer<typeof pageQuery>;
