import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codificacionPreferida } from '../../server/routes/carta';
import { cssEnLinea } from '../../server/plugins/front-end';

describe("the carta's encoding (Accept-Encoding)", () => {
  it('takes brotli, else gzip, else none; q=0 refuses one and * stands for the rest', () => {
    expect(codificacionPreferida('gzip, deflate, br, zstd')).toBe('br');
    expect(codificacionPreferida('gzip, deflate')).toBe('gzip');
    expect(codificacionPreferida('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(codificacionPreferida('BR ; q=0.1')).toBe('br');
    expect(codificacionPreferida('*')).toBe('br');
    expect(codificacionPreferida('*;q=0, gzip')).toBe('gzip');
    expect(codificacionPreferida('identity')).toBeNull();
    expect(codificacionPreferida('gzip;q=0')).toBeNull();
    expect(codificacionPreferida('')).toBeNull();
    expect(codificacionPreferida(undefined)).toBeNull();
  });
});

describe("the carta page's stylesheet", () => {
  it('is written into the page from the build; a link whose file is missing stays', async () => {
    const root = await mkdtemp(join(tmpdir(), 'comanda-css-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'assets', 'carta-a.css'), 'body{margin:0}\n');
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/carta-a.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/falta.css"><link rel="icon" href="/favicon.svg"></head>';
    expect(cssEnLinea(html, root)).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/falta.css">' +
        '<link rel="icon" href="/favicon.svg"></head>',
    );
  });
});
