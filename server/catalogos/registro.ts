import type { RegistroCatalogo } from '../../common/catalogoRegistro';
import { urlDeArchivo } from '../plugins/uploads';
import type { PlanCatalogo } from './plan';

/**
 * A row as the driver gives it (bigint and numeric as text on PostgreSQL) to the record the API answers. A
 * catalogue's fields come from its declaration, so its rows are keyed by name, not typed field by field.
 */
export function aRegistro(plan: PlanCatalogo, f: Record<string, unknown>): RegistroCatalogo {
  const r: RegistroCatalogo = {
    id: Number(f.id),
    created_at: String(f.created_at),
    updated_at: String(f.updated_at),
  };
  for (const [nombre] of plan.lecturas)
    if (nombre in f) r[nombre] = f[nombre] == null ? null : String(f[nombre]);
  for (const k of Object.keys(plan.conteos)) if (k in f) r[k] = Number(f[k]);
  for (const [nombre, campo] of plan.campos) {
    const v = f[nombre];
    if (v === null || v === undefined) {
      r[nombre] = null;
      if (campo.tipo === 'referencia') r[campo.objeto] = null;
      continue;
    }
    switch (campo.tipo) {
      case 'entero':
        r[nombre] = Number(v);
        break;
      case 'booleano':
        r[nombre] = v === true || v === 't' || v === 'true';
        break;
      case 'referencia': {
        r[nombre] = Number(v);
        const nombreRef = f[`${nombre}__nombre`];
        r[campo.objeto] = nombreRef == null ? null : { id: Number(v), nombre: String(nombreRef) };
        break;
      }
      case 'imagen':
        r[nombre] = urlDeArchivo(String(v));
        break;
      default:
        r[nombre] = String(v);
    }
  }
  return r;
}
