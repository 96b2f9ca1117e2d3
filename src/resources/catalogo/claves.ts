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
  imagen_ayuda: 'comanda.generador.imagen_ayuda',
  imagen_soltar: 'comanda.generador.imagen_soltar',
  imagen_grande: 'comanda.generador.imagen_grande',
  imagen_tipo: 'comanda.generador.imagen_tipo',
  imagen_invalida: 'comanda.generador.imagen_invalida',
};

/** A text a field pins in its declaration (`textos`), by validation key. */
export const claveTextoCampo = (c: Catalogo, campo: string, clave: string) =>
  claveCatalogo(c, `textos.${campo}.${clave}`);
