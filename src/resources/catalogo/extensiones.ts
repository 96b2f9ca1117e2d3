import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';

/** What the generator hands an input written beside a declaration. */
export interface PropsEntrada {
  source: string;
  label: string;
  helperText?: string;
  validate: Validator;
}

/** A view of a catalogue besides its generated list: the list page shows 'Lista' and it as tabs. */
export interface VistaExtra {
  /** i18n key of its tab. */
  etiqueta: string;
  /** Its path segment in `?vista=` (so a reload stays on it). */
  vista: string;
  componente: ComponentType;
}

/**
 * Code written beside a catalogue's declaration (src/resources/<recurso>/extension.ts, one per catalogue, collected
 * below): what its generated pages show besides the declared fields. Every part is optional.
 */
export interface ExtensionCatalogo {
  recurso: string;
  /** Inputs that replace the generated one, by field. */
  entradas?: Record<string, ComponentType<PropsEntrada>>;
  /** Shown under the edit form, inside react-admin's `<Edit>` (reads the record with `useRecordContext`). */
  edicion?: ComponentType;
  /** A new record opens on its own edit page once created, instead of the list (a long list would lose it). */
  editarTrasCrear?: boolean;
  /** Another view beside the generated list. */
  vista?: VistaExtra;
  /** A button the list toolbar shows besides Registrar and Exportar. */
  accionLista?: ComponentType;
  /** A mark on the list's rows (a chip after the columns, beside the row on phones); renders nothing without it. */
  marca?: { etiqueta: string; componente: ComponentType };
}

/** Every catalogue's extension, by `recurso`: adding one is a new extension.ts, no edit here. */
export const EXTENSIONES: Readonly<Partial<Record<string, ExtensionCatalogo>>> = Object.fromEntries(
  Object.values(
    import.meta.glob<ExtensionCatalogo>('../*/extension.ts', { eager: true, import: 'default' }),
  ).map((e) => [e.recurso, e]),
);

export const extensionDe = (recurso: string): ExtensionCatalogo => EXTENSIONES[recurso] ?? { recurso };
