import type { Categoria } from '../../../common/registros';

/** A whole category as the API answers it (common/registros.ts), with `cambios` over plain defaults. */
export const categoria = (cambios: Partial<Categoria> = {}): Categoria => ({
  id: 5,
  nombre: 'Bebidas',
  id_categoria_padre: null,
  icono: null,
  orden: 0,
  visible_carta: true,
  categoria_padre: null,
  created_at: '2026-01-15T12:00:00.000Z',
  updated_at: '2026-01-15T12:00:00.000Z',
  ...cambios,
});
