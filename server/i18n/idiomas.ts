import type { FastifyRequest } from 'fastify';

/** The six languages of the app (spec §2); Spanish is the default and the spec's texts are Spanish. */
export const IDIOMAS = ['es', 'en', 'fr', 'it', 'zh', 'ar'] as const;
export type Idioma = (typeof IDIOMAS)[number];
export const IDIOMA_POR_DEFECTO: Idioma = 'es';

const esIdioma = (valor: string): valor is Idioma => (IDIOMAS as readonly string[]).includes(valor);

/**
 * The language an Accept-Language header asks for: the supported one with the highest weight ('fr-CA' counts as
 * 'fr'); Spanish when the header is missing or names none of the six.
 */
export function idiomaDeCabecera(cabecera: string | undefined): Idioma {
  if (!cabecera) return IDIOMA_POR_DEFECTO;
  let mejor: { idioma: Idioma; peso: number } | null = null;
  for (const parte of cabecera.split(',')) {
    const [etiqueta = '', ...parametros] = parte.trim().split(';');
    const idioma = etiqueta.trim().toLowerCase().split('-')[0] ?? '';
    const q = parametros.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const peso = q === undefined ? 1 : Number(q);
    if (esIdioma(idioma) && peso > 0 && (!mejor || peso > mejor.peso)) mejor = { idioma, peso };
  }
  return mejor?.idioma ?? IDIOMA_POR_DEFECTO;
}

/** The language of a request: the app sends its active locale as Accept-Language (src/dataProvider/http.ts). */
export const idiomaDe = (request: FastifyRequest): Idioma =>
  idiomaDeCabecera(request.headers['accept-language']);

/** Arabic is written right to left (a mail's `dir`). */
export const esRtl = (idioma: Idioma): boolean => idioma === 'ar';
