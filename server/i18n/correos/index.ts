import type { Idioma } from '../idiomas';
import { ar } from './ar';
import { en } from './en';
import { es, type TextosCorreo } from './es';
import { fr } from './fr';
import { it } from './it';
import { zh } from './zh';

export type { TextosCorreo };

export const TEXTOS_CORREO: Record<Idioma, TextosCorreo> = { es, en, fr, it, zh, ar };

/** Fills a text's {placeholders}; a name or company is the user's own text, never translated. */
export const interpolar = (texto: string, valores: Record<string, string | number>): string =>
  texto.replace(/\{(\w+)\}/g, (todo, clave: string) => (clave in valores ? String(valores[clave]) : todo));
