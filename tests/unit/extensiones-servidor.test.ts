import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTENSIONES_SERVIDOR } from '../../server/catalogos/extensiones';

describe("the server's catalogue extensions", () => {
  it('are every server/routes/<carpeta>/extension.ts, collected by its catalogue without being listed anywhere', async () => {
    const carpetas = readdirSync(new URL('../../server/routes/', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    const esperadas: string[] = [];
    for (const c of carpetas) {
      const modulo = (await import(`../../server/routes/${c}/extension.ts`).catch(() => null)) as {
        default: { recurso: string };
      } | null;
      if (modulo) esperadas.push(modulo.default.recurso);
    }
    expect(esperadas.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(EXTENSIONES_SERVIDOR).sort()).toEqual(esperadas.sort());
    expect(EXTENSIONES_SERVIDOR.proveedores?.ganchos).toBeDefined();
    expect(EXTENSIONES_SERVIDOR.puntosImpresion?.deConfig).toBeDefined();
  });
});
