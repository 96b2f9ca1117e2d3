import type { Catalogo } from '../../../common/catalogo';
import { neutralizarCelda } from '../../../common/celdas';
import { claveCampo, claveCatalogo, CLAVES_COMUNES, claveOpcion } from './claves';
import { descargar, libroXlsx } from './descargar';
import type { Registro } from './valorLegible';

type Traducir = (clave: string, opciones?: Record<string, unknown>) => string;

/**
 * The rows of a catalogue's export: a header of the field labels, then one row per record, every declared field
 * (numbers and pesos as their decimal text, options and references by name, Sí/No), every cell neutralised
 * against formula injection (`neutralizarCelda`).
 */
export function filasExportacion(
  c: Catalogo,
  registros: Registro[],
  translate: Traducir,
): (string | number)[][] {
  const campos = Object.keys(c.campos);
  const celda = (r: Registro, campo: string): string | number => {
    const d = c.campos[campo];
    const v = r[campo];
    if (d.tipo === 'referencia') return (r[d.objeto] as { nombre?: string } | null)?.nombre ?? '';
    if (v === null || v === undefined) return '';
    if (d.tipo === 'booleano') return translate(v ? CLAVES_COMUNES.si : CLAVES_COMUNES.no);
    if (d.tipo === 'opcion') return translate(claveOpcion(c, campo, String(v)), { _: String(v) });
    return typeof v === 'number' ? v : String(v);
  };
  return [
    ['id', ...campos.map((campo) => translate(claveCampo(c, campo)))].map(neutralizarCelda),
    ...registros.map((r) => [r.id, ...campos.map((campo) => celda(r, campo))].map(neutralizarCelda)),
  ];
}

/** The list's export button (react-admin's `exporter`): the records as `<recurso>.xlsx`. */
export async function exportarCatalogo(
  c: Catalogo,
  registros: Registro[],
  translate: Traducir,
): Promise<void> {
  const titulo = translate(claveCatalogo(c, 'titulo')).slice(0, 31);
  descargar(`${c.recurso}.xlsx`, await libroXlsx({ [titulo]: filasExportacion(c, registros, translate) }));
}
