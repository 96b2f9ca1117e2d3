import { existsSync, readdirSync } from 'node:fs';
import { CATALOGOS } from '../../common/catalogos';
import type { Config } from '../config';
import type { ExtraLista } from './rutas';
import type { GanchosCatalogo } from './servicio';

/**
 * Code written beside a catalogue's declaration on the server (`server/routes/<carpeta>/extension.ts`, one per
 * catalogue that needs it, collected below like the app's `src/resources/<recurso>/extension.ts`): what the
 * generated writes and list do besides the declared fields. Every part is optional.
 */
export interface ExtensionServidor {
  recurso: string;
  /** Joined to its writes (rules across fields, server-written values, limits, guards) outside an app (seeds). */
  ganchos?: GanchosCatalogo;
  /** In an app, from the server's settings: its writes' hooks (instead of `ganchos`) and its list page's extras. */
  deConfig?: (config: Config) => { ganchos: GanchosCatalogo; lista?: ExtraLista };
}

const RUTAS = new URL('../routes/', import.meta.url);
const carpetas = readdirSync(RUTAS).filter((c) => existsSync(new URL(`${c}/extension.ts`, RUTAS)));

/**
 * Every catalogue's server extension, by `recurso`: adding one is a new extension.ts, no edit here. The import's
 * pattern is one esbuild bundles as a glob (scripts/compilar-servidor.ts), so the built server holds them too.
 */
export const EXTENSIONES_SERVIDOR: Readonly<Partial<Record<string, ExtensionServidor>>> = {};
for (const c of carpetas) {
  const e = ((await import(`../routes/${c}/extension.ts`)) as { default: ExtensionServidor }).default;
  if (!CATALOGOS.some((d) => d.recurso === e.recurso) || EXTENSIONES_SERVIDOR[e.recurso])
    throw new Error(
      `server/routes/${c}/extension.ts: ${e.recurso} no es un catálogo declarado o ya tiene extensión`,
    );
  (EXTENSIONES_SERVIDOR as Record<string, ExtensionServidor>)[e.recurso] = e;
}
