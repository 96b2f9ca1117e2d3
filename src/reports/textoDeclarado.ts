import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import type { Texto } from '../../common/catalogo';

/** A declaration's text in the current language: English when chosen, Spanish otherwise (the other locales' fallback). */
export function useTextoDeclarado(): (texto: Texto) => string {
  const [locale] = useLocaleState();
  return useCallback((texto: Texto) => (locale === 'en' ? texto.en : texto.es), [locale]);
}
