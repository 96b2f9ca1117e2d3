import { z } from 'zod';
import { respuestas } from '../../../common/api';
import {
  actividadEconomica,
  configuracion,
  departamento,
  municipio,
  pais,
  tipoDocumento,
  tipoIdentificacion,
} from '../../../common/registros';

export const MENSAJES_CONFIGURACIONES = {
  guardada: 'Configuración guardada correctamente',
  guardadas: 'Configuración guardada correctamente',
};

/** POST configuraciones/configuracion: creates or replaces one setting of the company. */
export const configuracionBody = z.object({
  nombre: z.string().trim().min(1).max(100),
  valor: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(255)),
});
export type ConfiguracionInput = z.infer<typeof configuracionBody>;

/** POST configuraciones/configuracion/lote: the settings page saves its entries together, all or none. */
export const configuracionesBody = z.object({
  configuraciones: z
    .array(
      z.object({
        nombre: z.string().trim().min(1).max(100),
        valor: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(255)),
      }),
    )
    .min(1)
    .max(100),
});
export type ConfiguracionesInput = z.infer<typeof configuracionesBody>;

export const respuestasConfiguraciones = {
  lista: respuestas(z.array(configuracion)),
  una: respuestas(configuracion),
  varias: respuestas(z.array(configuracion)),
  paises: respuestas(z.array(pais)),
  documentos: respuestas(z.array(tipoDocumento)),
  tiposIdentificacion: respuestas(z.array(tipoIdentificacion)),
  departamentos: respuestas(z.array(departamento)),
  municipios: respuestas(z.array(municipio)),
  actividadesEconomicas: respuestas(z.array(actividadEconomica)),
  logo: respuestas(z.object({ logo: z.string().nullable() })),
};

/** GET configuraciones/municipios: all of them, or those of one department (`id_departamento` 5 or '05'). */
export const municipiosQuery = z.object({
  id_departamento: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(99).optional(),
  ),
});

/** GET configuraciones/actividadesEconomicas: a code prefix or part of the name. */
export const actividadesQuery = z.object({ search: z.string().trim().max(100).optional() });
