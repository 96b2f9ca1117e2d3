import type { z } from 'zod';
import type { grupoDespacho } from '../../../common/ordenes';

/** GET ordenes/grupo/despacho, as the screen reads it. */
export type Grupo = z.infer<typeof grupoDespacho>;
export type OrdenDespacho = Grupo['ordenes'][number];
export type LineaDespacho = OrdenDespacho['detalles'][number];

/** A print point as configuraciones/puntos/impresion lists it (the fields this screen reads). */
export interface PuntoImpresion {
  id: number;
  nombre: string;
  ancho_papel: string;
  /** 'red': the server prints this point's tickets on its network printer, so the browser never does. */
  modo_impresion: string;
}

/** The filter's value for a print point: its id, 'null' for lines without one. */
export const clavePunto = (id: number | null): string => String(id);
export const TODOS = 'todos';
