import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { raEspanol } from './raEspanol';
import { nombresDeRecursos } from './recursos';

/** What every feature folder's messages.ts exports: its texts in the two complete languages. */
export interface MensajesDeFuncion {
  es: object;
  en: object;
}

/**
 * Feature texts arrive with their pages (issue 12's budgets: the first load of /signin must not carry every
 * screen's texts). The shell's — shared components (route guard, country code, confirmations, notifications) and
 * the API's error messages — are in the entry; every other folder's messages.ts is its own chunk, fetched by the
 * lazy pages that name its group (components/perezosa.tsx, resources/catalogo/index.tsx) together with their code,
 * so a page never renders before its texts (no raw keys flashing).
 */
const BASE = import.meta.glob<MensajesDeFuncion>(
  ['../components/messages.ts', '../dataProvider/messages.ts'],
  {
    eager: true,
  },
);
const CARGADORES = import.meta.glob<MensajesDeFuncion>([
  '../**/messages.ts',
  '!../components/messages.ts',
  '!../dataProvider/messages.ts',
]);

/** The folders (under src/) each group of pages needs; a page inside the layout also needs `layout`. */
export const GRUPOS = {
  publico: ['pages/public/'],
  layout: ['layout/'],
  // /principal shows the month's goal (configSistema's ProgresoObjetivos) and the low-stock card (products').
  principal: ['pages/principal/', 'pages/configSistema/', 'resources/productos/'],
  usuarios: ['pages/usuarios/'],
  auditoria: ['pages/auditoria/'],
  // The ERP/DIAN queue names the documents' kinds as the dashboard's warning does (configSistema's texts).
  colaErp: ['pages/colaErp/', 'pages/configSistema/'],
  webhooks: ['pages/webhooks/'],
  ventasSinConexion: ['pages/ventasSinConexion/'],
  // The settings validate with the catalogues' messages (comanda.validacion) through common/configuraciones; the
  // account page changes the saved card with the subscriptions' card dialog.
  configuracion: ['pages/configSistema/', 'resources/catalogo/', 'pages/suscripciones/'],
  suscripciones: ['pages/suscripciones/'],
  pos: ['pos/'],
  catalogos: ['resources/'],
  // Purchases, expenses and adjustments use the catalogue form's inputs and messages; adjustments the POS's venue
  // picker.
  compras: ['pages/compras/', 'resources/catalogo/', 'components/anulacion/'],
  gastos: ['resources/gastos/', 'resources/catalogo/', 'components/anulacion/'],
  ajustes: ['pages/ajusteInventario/', 'resources/catalogo/', 'pos/mapa/'],
  // The cancelled reports show the cancellations' state label (issue 29).
  informes: ['reports/', 'components/anulacion/'],
} satisfies Record<string, string[]>;
export type Grupo = keyof typeof GRUPOS;

/** The messages.ts files (glob keys, '../<folder>/messages.ts') a group loads. */
export const archivosDeGrupo = (grupo: Grupo): string[] =>
  Object.keys(CARGADORES).filter((ruta) => GRUPOS[grupo].some((carpeta) => ruta.startsWith(`../${carpeta}`)));

/** Every lazily loaded messages.ts (for tests/unit/i18n.test.ts: none may be left out of every group). */
export const ARCHIVOS_PEREZOSOS = Object.keys(CARGADORES);

const cargados = new Map<string, MensajesDeFuncion>(Object.entries(BASE));
const enCurso = new Map<string, Promise<void>>();
const oyentes = new Set<() => Promise<unknown>>();

/** Called (and awaited) after new texts arrive: each i18nProvider rebuilds its catalogue. Returns the unsubscribe. */
export function alCargarTextos(oyente: () => Promise<unknown>): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

const cargarArchivo = (ruta: string): Promise<void> => {
  let promesa = enCurso.get(ruta);
  if (!promesa) {
    promesa = CARGADORES[ruta]().then((m) => {
      cargados.set(ruta, { es: m.es, en: m.en });
    });
    // A failed fetch (a new deploy, a dropped connection) may be retried by the next navigation.
    promesa.catch(() => enCurso.delete(ruta));
    enCurso.set(ruta, promesa);
  }
  return promesa;
};

/** Loads the groups' texts not loaded yet; resolves once every i18nProvider translates them. */
export async function cargarTextos(grupos: readonly Grupo[]): Promise<void> {
  const faltan = grupos.flatMap(archivosDeGrupo).filter((ruta) => !cargados.has(ruta));
  if (faltan.length === 0) return;
  await Promise.all(faltan.map(cargarArchivo));
  await Promise.all([...oyentes].map((o) => o()));
}

/** Every feature's texts (component tests render pages outside their lazy routes: tests/components/setup.ts). */
export const cargarTodosLosTextos = () => cargarTextos(Object.keys(GRUPOS) as Grupo[]);

/** A lazy page's loader that also waits for its groups' texts. */
export function conTextos<T>(cargar: () => Promise<T>, grupos: readonly Grupo[]): () => Promise<T> {
  return () => Promise.all([cargar(), cargarTextos(grupos)]).then(([modulo]) => modulo);
}

/** The messages.ts files loaded so far, with their texts (the other locales load theirs beside them). */
export const textosCargados = (): [string, MensajesDeFuncion][] =>
  [...cargados.entries()].sort(([a], [b]) => a.localeCompare(b));

const de = (idioma: 'es' | 'en') =>
  [...cargados.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, mensajes]) => mensajes[idioma]);

let espanol: { de: number; mensajes: TranslationMessages } | undefined;

/** Spanish as loaded so far: react-admin's keys (./raEspanol.ts), the resources' names and the loaded texts. */
export const espanolCargado = (): TranslationMessages => {
  // Merged again only when texts arrived since (every change of locale asks for it).
  if (espanol?.de !== cargados.size)
    espanol = {
      de: cargados.size,
      mensajes: mergeTranslations(raEspanol, nombresDeRecursos.es, ...de('es')) as TranslationMessages,
    };
  return espanol.mensajes;
};

/** English as loaded so far (ra-language-english is a chunk of its own, fetched when English is chosen). */
export const inglesCargado = async () => {
  const { default: englishMessages } = await import('ra-language-english');
  return mergeTranslations(englishMessages, nombresDeRecursos.en, ...de('en')) as TranslationMessages;
};
