import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import type { Texto } from '../../common/catalogo';
import { traducirDeclarado } from '../i18n/declarados';

/** A declaration's text in the current language (the other locales' from their dictionary: src/i18n/declarados). */
export function useTextoDeclarado(): (texto: Texto) => string {
  const [locale] = useLocaleState();
  return useCallback((texto: Texto) => traducirDeclarado(texto, locale), [locale]);
}
