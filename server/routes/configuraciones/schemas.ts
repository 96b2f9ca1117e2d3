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
  desconocida: 'La configuración indicada no existe',
};

/** Every setting a company can change, with the rule its value must follow and the message when it does not. */
export const CONFIGURACIONES_CONOCIDAS: Record<
  string,
  { valida: (valor: string) => boolean; mensaje: string }
> = {
  // Spec §1: the ERP integration is active when activarErpBegranda has value 1.
  activarErpBegranda: {
    valida: (v) => v === '0' || v === '1',
    mensaje: 'El valor de activarErpBegranda debe ser 0 o 1',
  },
  moneda: {
    valida: (v) => /^[A-Z]{3}$/.test(v),
    mensaje: 'La moneda debe ser un código ISO 4217 de tres letras, por ejemplo COP',
  },
  zonaHoraria: {
    valida: (v) => {
      try {
        new Intl.DateTimeFormat('es', { timeZone: v });
        return v.includes('/') || v === 'UTC';
      } catch {
        return false;
      }
    },
    mensaje: 'La zona horaria no es válida, por ejemplo America/Bogota',
  },
  porcentajePropinaSugerida: {
    valida: (v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100,
    mensaje: 'El porcentaje de propina sugerida debe ser un número entre 0 y 100',
  },
};

/** POST configuraciones/configuracion: creates or replaces one setting of the company. */
export const configuracionBody = z.object({
  nombre: z.string().trim().min(1).max(100),
  valor: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1).max(255)),
});
export type ConfiguracionInput = z.infer<typeof configuracionBody>;

export const respuestasConfiguraciones = {
  lista: respuestas(z.array(configuracion)),
  una: respuestas(configuracion),
  paises: respuestas(z.array(pais)),
  documentos: respuestas(z.array(tipoDocumento)),
  tiposIdentificacion: respuestas(z.array(tipoIdentificacion)),
  departamentos: respuestas(z.array(departamento)),
  municipios: respuestas(z.array(municipio)),
  actividadesEconomicas: respuestas(z.array(actividadEconomica)),
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
