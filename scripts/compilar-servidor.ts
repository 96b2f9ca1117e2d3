/**
 * `npm run build` runs this: the server in one ES module, `dist-server/main.js` (esbuild, the packages left as
 * imports of node_modules), which `npm start` runs with plain node. Under tsx every start transpiled ~300 server
 * files (~0.5 s of a first start, issue 12). `npm run serve`, `npm run dev` and the tests still run the TypeScript.
 * `import.meta.url` of each source file becomes its own path relative to the bundle, so the paths the server
 * finds beside its files (the migrations, the seeds, `dist/`) are those of the repository.
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const raiz = fileURLToPath(new URL('..', import.meta.url));
/** Where the bundle goes; tests pass another. */
export const SALIDA_SERVIDOR = `${raiz}dist-server/main.js`;

export async function compilarServidor(salida = SALIDA_SERVIDOR): Promise<void> {
  await build({
    entryPoints: [`${raiz}server/main.ts`],
    outfile: salida,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'import-meta-url-del-fuente',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
            const fuente = await readFile(path, 'utf8');
            const desdeSalida = JSON.stringify(relative(dirname(salida), path));
            return {
              contents: fuente.replaceAll('import.meta.url', `new URL(${desdeSalida}, import.meta.url).href`),
              loader: 'ts',
            };
          });
        },
      },
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const inicio = performance.now();
  await compilarServidor();
  console.log(
    `Servidor compilado: ${relative(raiz, SALIDA_SERVIDOR)} (${Math.round(performance.now() - inicio)} ms)`,
  );
}
