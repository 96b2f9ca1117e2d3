import { z } from 'zod';

/** Form data sends everything as text; these accept the JSON and the form spelling of the same value. */
const blankToUndefined = (v: unknown) =>
  v === '' || v === 'null' || v === 'undefined' || v === null ? undefined : v;

export const text = (max: number) => z.string().trim().min(1).max(max);

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional()).transform((v) => v ?? null);

export const id = z.coerce.number().int().positive();

export const optionalId = z
  .preprocess(blankToUndefined, z.coerce.number().int().positive().optional())
  .transform((v) => v ?? null);

export const idParams = z.object({ id });

/** page is 1-based; rowsPerPage -1 means every row (spec §9). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rowsPerPage: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 100), {
      message: 'rowsPerPage debe estar entre 1 y 100, o ser -1',
    })
    .default(10),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;
