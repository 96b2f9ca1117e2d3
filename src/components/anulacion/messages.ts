import { TEXTOS_ANULACION } from '../../../common/anulacion';

/** The cancelled display's words (spec §4), from common/anulacion.ts: `comanda.anulacion.<genero>.<caso>`. */
const textos = (idioma: 'es' | 'en') => ({
  comanda: {
    anulacion: Object.fromEntries(
      Object.entries(TEXTOS_ANULACION).map(([genero, casos]) => [
        genero,
        Object.fromEntries(Object.entries(casos).map(([caso, texto]) => [caso, texto[idioma]])),
      ]),
    ),
  },
});

export const es = textos('es');
export const enTextos = textos('en');
export { enTextos as en };
