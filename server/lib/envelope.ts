import type { Envelope, Page } from '../../common/api';

export type { Envelope, Page };

export function ok<T>(data: T, message = 'Operación exitosa'): Envelope<T> {
  return { success: true, data, code: 200, message };
}

export function page<T>(rows: T[], total: number, currentPage: number, perPage: number): Page<T> {
  return {
    current_page: currentPage,
    data: rows,
    per_page: perPage,
    total,
    last_page: perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1,
  };
}
