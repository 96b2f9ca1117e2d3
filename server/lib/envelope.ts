/** The response envelope of spec §7, on every route. */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  code: number;
  message: string;
  message_object?: unknown;
}

export function ok<T>(data: T, message = 'Operación exitosa'): Envelope<T> {
  return { success: true, data, code: 200, message };
}

/** Laravel-style page, the shape every paginated list answers with. */
export interface Page<T> {
  current_page: number;
  data: T[];
  per_page: number;
  total: number;
  last_page: number;
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
