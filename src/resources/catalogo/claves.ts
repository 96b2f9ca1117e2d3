import type { Catalogo } from '../../../common/catalogo';

/** The i18n keys of a generated catalogue's texts (their es/en texts: ./messages.ts, from the declaration). */
export const claveCatalogo = (c: Catalogo, clave: string) => `comanda.catalogos.${c.recurso}.${clave}`;

/** A field's label: react-admin's own place for it (src/i18n/recursos.ts fills it from the declaration). */
export const claveCampo = (c: Catalogo, campo: string) => `resources.${c.recurso}.fields.${campo}`;

export const claveOpcion = (c: Catalogo, campo: string, valor: string) =>
  claveCatalogo(c, `opciones.${campo}.${valor}`);

export const claveAyuda = (c: Catalogo, campo: string) => claveCatalogo(c, `ayuda.${campo}`);

/** Texts every generated page shares. */
export const CLAVES_COMUNES = {
  registrar: 'comanda.generador.registrar',
  si: 'comanda.generador.si',
  no: 'comanda.generador.no',
  lista: 'comanda.generador.lista',
};
