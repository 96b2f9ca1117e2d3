import { vi } from 'vitest';

/** matchMedia as a screen of this width answers it (undo with `vi.unstubAllGlobals()`). */
export const pantallaDe = (ancho: number) =>
  vi.stubGlobal('matchMedia', (consulta: string) => {
    const maximo = /max-width:\s*([\d.]+)px/.exec(consulta);
    const minimo = /min-width:\s*([\d.]+)px/.exec(consulta);
    const matches = (!maximo || ancho <= Number(maximo[1])) && (!minimo || ancho >= Number(minimo[1]));
    return {
      matches,
      media: consulta,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
