import { createElement } from 'react';
import { afterAll, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import axios from 'axios';
import { http } from '../../src/dataProvider/http';
import { reiniciarSesionParaPruebas } from '../../src/authProvider/session';
import { reiniciarCaptchaParaPruebas } from '../../src/components/Captcha';
import { olvidarCatalogoParaPruebas } from '../../src/pos/ordenar/api';
import { IDIOMA_POR_DEFECTO, i18nProvider } from '../../src/i18n';
import { aplicarIdiomaAlDocumento } from '../../src/i18n/direccion';

/**
 * The components project runs its files in one module graph and one jsdom per worker (`isolate: false`, see
 * vitest.config.ts). Before each file, what the modules and the document kept from the file before goes back to how
 * a fresh page starts, so every file sees what it saw when it had a worker of its own.
 */

/**
 * emotion's style sheet (MUI's styles) is emptied and what it remembers inserting forgotten: jsdom reads every rule
 * of the document for each `getComputedStyle` (user-event asks at each key), and the rules of all the files before
 * piling up in the head made the typing tests several times slower (timeouts in a whole-project run).
 */
function estilosEnEsteDocumento() {
  let cache: EmotionCache | null = null;
  const Tomar = () => {
    cache = __unsafe_useEmotionCache();
    return null;
  };
  render(createElement(Tomar)).unmount();
  cleanup();
  const tomado = cache as EmotionCache | null;
  if (!tomado) throw new Error('Sin caché de emotion');
  tomado.sheet.flush();
  for (const clave of Object.keys(tomado.inserted)) delete tomado.inserted[clave];
}

// axios's own adapter, not the client's current one: that may still be an earlier file's fake.
const adaptador = axios.defaults.adapter;
http.defaults.adapter = adaptador;
estilosEnEsteDocumento();
// What a file's trees left in the body (portals, a modal's scroll lock on <body>) goes with them.
document.body.innerHTML = '';
document.body.removeAttribute('style');
document.body.removeAttribute('aria-hidden');
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.title = '';
if (i18nProvider.getLocale() !== IDIOMA_POR_DEFECTO) await i18nProvider.changeLocale(IDIOMA_POR_DEFECTO);
aplicarIdiomaAlDocumento(IDIOMA_POR_DEFECTO);
reiniciarSesionParaPruebas();
reiniciarCaptchaParaPruebas();
olvidarCatalogoParaPruebas();

/** What a file may leave on shared objects: the API client's adapter, mocks, timers and stubbed globals. */
afterAll(() => {
  // Every tree the file mounted is unmounted with it: none keeps polling or answering into the next file.
  cleanup();
  http.defaults.adapter = adaptador;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (Object.getOwnPropertyDescriptor(navigator, 'clipboard')?.configurable)
    Reflect.deleteProperty(navigator, 'clipboard');
});
