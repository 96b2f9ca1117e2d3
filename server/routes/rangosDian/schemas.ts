import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { MENSAJES_REGIMEN_DIAN, regimenDian } from '../../../common/dian/regimen';
import { rangoDian, validarRangoDian, type DatosRangoDian } from '../../../common/dian/rangos';

/**
 * POST configuraciones/rangosDian/rangoDian (create) and …/rangoDian/{id} (`_method=put`, edit): JSON or form
 * values, read leniently (numbers as text or numbers, blanks as none) and then checked field by field with the
 * Spanish messages both sides share (common/dian/rangos.ts).
 */
const valor = z.union([z.string(), z.number()]).nullish();
type Valor = z.infer<typeof valor>;

const texto = (v: Valor): string => (v === null || v === undefined ? '' : String(v).trim());
const opcional = (v: Valor): string | null => texto(v) || null;
const numero = (v: Valor): number => {
  if (typeof v === 'number') return v;
  const t = texto(v);
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
};

const campos = z.object({
  tipo: valor,
  resolucion: valor,
  fecha_resolucion: valor,
  prefijo: valor,
  desde: valor,
  hasta: valor,
  siguiente: valor,
  vigencia_desde: valor,
  vigencia_hasta: valor,
  clave_tecnica: valor,
  ambiente: valor,
  id_software: valor,
  pin_software: valor,
  id_sede: valor,
});

const leer = (b: z.infer<typeof campos>): DatosRangoDian => ({
  tipo: texto(b.tipo),
  resolucion: texto(b.resolucion),
  fecha_resolucion: texto(b.fecha_resolucion),
  prefijo: texto(b.prefijo).toUpperCase(),
  desde: numero(b.desde),
  hasta: numero(b.hasta),
  siguiente: opcional(b.siguiente) === null ? null : numero(b.siguiente),
  vigencia_desde: texto(b.vigencia_desde),
  vigencia_hasta: texto(b.vigencia_hasta),
  clave_tecnica: opcional(b.clave_tecnica),
  ambiente: numero(b.ambiente),
  id_software: texto(b.id_software),
  pin_software: opcional(b.pin_software),
  id_sede: opcional(b.id_sede) === null ? null : numero(b.id_sede),
});

const cuerpo = (pinRequerido: boolean) =>
  campos.transform((b, ctx) => {
    const datos = leer(b);
    const errores = validarRangoDian(datos, pinRequerido);
    for (const [campo, message] of Object.entries(errores))
      ctx.addIssue({ code: 'custom', path: [campo], message });
    return datos;
  });

export const rangoCrearBody = cuerpo(true);
/** An edit without `pin_software` keeps the stored PIN. */
export const rangoEditarBody = cuerpo(false);

/** A yes/no as JSON (true/false) or a form ('1'/'0', 'true'/'false'); anything else is no answer. */
const siNo = (v: unknown): boolean | undefined =>
  v === true || v === 1 || v === '1' || v === 'true'
    ? true
    : v === false || v === 0 || v === '0' || v === 'false'
      ? false
      : undefined;

/** POST configuraciones/rangosDian/regimen: both answers, required, each refused in Spanish on its field. */
export const regimenBody = z
  .object({ responsable_iva: z.unknown(), responsable_inc: z.unknown() })
  .transform((b, ctx) => {
    const iva = siNo(b.responsable_iva);
    const inc = siNo(b.responsable_inc);
    if (iva === undefined)
      ctx.addIssue({ code: 'custom', path: ['responsable_iva'], message: MENSAJES_REGIMEN_DIAN.booleano });
    if (inc === undefined)
      ctx.addIssue({ code: 'custom', path: ['responsable_inc'], message: MENSAJES_REGIMEN_DIAN.booleano });
    return { responsable_iva: iva === true, responsable_inc: inc === true };
  });

export const respuestasRangosDian = {
  lista: respuestas(z.array(rangoDian)),
  uno: respuestas(rangoDian),
  regimen: respuestas(regimenDian),
};
