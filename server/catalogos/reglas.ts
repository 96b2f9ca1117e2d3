import { reglasNits } from '../routes/nits/reglas';
import type { ReglasCatalogo } from './servicio';

/** Server rules beside a declaration (beyond what the generator derives from it), by `recurso`. */
export const REGLAS: Record<string, ReglasCatalogo> = {
  proveedores: reglasNits,
};
