import { z } from 'zod';
import { respuestas } from '../../../common/api';

/** Upper bounds of what one log entry keeps; longer text is cut, not refused (a log must not be lost). */
export const LIMITES_LOG = {
  error: 2_000,
  message: 2_000,
  stack: 16_000,
  componentName: 100,
  moduleName: 100,
  timestamp: 40,
  /** Characters of additionalData once serialised as JSON. */
  additionalData: 8_000,
};

const recortado = (max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v)),
    z.string().transform((s) => (s.length > max ? s.slice(0, max) : s)),
  );

/** additionalData as sent, or a marker with its first characters when its JSON is too long. */
const datosAdicionales = z
  .preprocess((v) => v ?? null, z.unknown())
  .transform((v): unknown => {
    const json = JSON.stringify(v) ?? 'null';
    return json.length <= LIMITES_LOG.additionalData
      ? v
      : { truncado: true, json: json.slice(0, LIMITES_LOG.additionalData) };
  });

/** POST log/error/front: spec §3 'Front-end error log'. Every field is optional and bounded. */
export const logErrorFrontBody = z.object({
  error: recortado(LIMITES_LOG.error),
  message: recortado(LIMITES_LOG.message),
  stack: recortado(LIMITES_LOG.stack),
  componentName: recortado(LIMITES_LOG.componentName),
  moduleName: recortado(LIMITES_LOG.moduleName),
  additionalData: datosAdicionales,
  timestamp: recortado(LIMITES_LOG.timestamp),
});
export type LogErrorFront = z.infer<typeof logErrorFrontBody>;

export const respuestaLog = respuestas(z.object({ id: z.number().int() }));
