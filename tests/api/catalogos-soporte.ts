import type { Campo, Catalogo } from '../../common/catalogo';
import { sedes } from '../../server/db/schema';
import type { TestApp } from './harness';
import { multipart, type EmpresaDePrueba } from './fixtures';

/** A company's venue, written straight into the database (fixtures' companies start with none). */
export async function crearSede(t: TestApp, e: EmpresaDePrueba, nombre = 'Sede de prueba'): Promise<number> {
  const [fila] = await t.database.db
    .insert(sedes)
    .values({ empresa_id: e.empresaId, nombre, principal: true })
    .returning({ id: sedes.id });
  return fila.id;
}

/** A valid value of a field, as the form would send it. */
function valorValido(campo: Campo, n: number, sede: number): string | number | boolean | null {
  switch (campo.tipo) {
    case 'texto':
      return `Prueba ${n}`.slice(0, campo.max);
    case 'decimal':
      return campo.escala > 0 ? `${campo.max}.${'0'.repeat(campo.escala)}` : String(campo.max);
    case 'dinero':
      return '12500.50';
    case 'entero':
      return campo.min;
    case 'booleano':
      return !campo.defecto;
    case 'opcion':
      return campo.opciones[campo.opciones.length - 1].valor;
    case 'referencia':
      return campo.catalogo === 'sedes' ? sede : null;
    case 'imagen':
      return null;
  }
}

type Cuerpo = Record<string, string | number | boolean | null>;

/**
 * What a catalogue's valid body needs beyond one value per field type (rules across fields, global lists), by
 * `recurso`: laid over the generated body.
 */
const AJUSTES: Record<string, (n: number) => Cuerpo> = {
  // The browser: network printers need PRINTERS_NETWORK, off here (tests/api/impresoras-red.test.ts has them).
  puntosImpresion: () => ({ modo_impresion: 'navegador' }),
  proveedores: (n) => ({
    id_tipo_documento: 13,
    numero_documento: String(80_000_000 + n),
    digito_verificacion: null,
    tipo_contribuyente: 'juridica',
    id_pais: 53,
    id_departamento: 5,
    id_ciudad: 5001,
    email: `prueba${n}@ejemplo.co`,
    email_recepcion_factura_electronica: `factura${n}@ejemplo.co`,
    id_actividad_econo: 5611,
  }),
};

/**
 * Fields a test may type: every one but those the server writes (`calculado`, `soloLectura`), files, and those
 * that are no column (`externo`: initial stock has its own tests, tests/api/inventario.test.ts).
 */
export const camposEscritos = (c: Catalogo) =>
  Object.entries(c.campos).filter(
    ([, campo]) =>
      !campo.soloLectura &&
      !campo.externo &&
      !(campo.tipo === 'texto' && campo.calculado) &&
      campo.tipo !== 'imagen',
  );

/** The field to write so that the list's order field reads `texto` (itself, or the first source of a computed one). */
export function campoDeOrden(c: Catalogo): string {
  const campo = c.campos[c.lista.orden];
  return campo.tipo === 'texto' && campo.calculado ? campo.calculado[0][0] : c.lista.orden;
}

/** References to the company's rows (not to the global lists every company shares). */
export const referenciasDeEmpresa = (c: Catalogo) =>
  Object.keys(c.campos).filter((k) => {
    const campo = c.campos[k];
    return campo.tipo === 'referencia' && !campo.global;
  });

/** A complete valid body for the catalogue (every declared field), distinct per `n`. */
export function cuerpoValido(c: Catalogo, n: number, sede: number): Cuerpo {
  return {
    ...Object.fromEntries(camposEscritos(c).map(([k, campo]) => [k, valorValido(campo, n, sede)])),
    ...AJUSTES[c.recurso]?.(n),
  };
}

export type Codificacion = 'json' | 'form' | 'multipart';
export const CODIFICACIONES: Codificacion[] = ['json', 'form', 'multipart'];

/** Form encodings carry text only: null travels as ''. */
const comoTexto = (cuerpo: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(cuerpo).map(([k, v]) => [k, v === null ? '' : String(v)]));

/** POST a body in one of the three encodings the API accepts. */
export function enviar(
  t: TestApp,
  e: EmpresaDePrueba,
  url: string,
  cuerpo: Record<string, unknown>,
  como: Codificacion,
) {
  const base = { method: 'POST' as const, url: `/api/${url}` };
  if (como === 'json') return t.app.inject({ ...base, headers: e.auth, payload: cuerpo });
  if (como === 'form')
    return t.app.inject({
      ...base,
      headers: { ...e.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(comoTexto(cuerpo)).toString(),
    });
  const m = multipart(comoTexto(cuerpo));
  return t.app.inject({ ...base, headers: { ...e.auth, ...m.headers }, payload: m.payload });
}
