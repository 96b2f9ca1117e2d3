/**
 * One way to fetch: no `useEffect` in src/ reaches the HTTP client. Reads go through react-query (the
 * dataProvider's hooks in the back office, the POS's own hooks); writes stay in event handlers.
 * An effect reaches the client when its body (nested functions included) calls `fetch(…)`, a method of `http`,
 * `axios` or a dataProvider, or a function that does so: one declared in the same file, or imported from a
 * relative module whose exported function does (followed through imports). Run by
 * tests/unit/revisar-efectos.test.ts or directly: `node --import tsx scripts/revisar-efectos.ts`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface Hallazgo {
  archivo: string;
  linea: number;
  llamada: string;
}

/** Receivers whose methods are HTTP calls. */
const CLIENTES = /^(http|axios|dataProvider|proveedor|proveedorDatos)$/i;

const esLlamadaDirecta = (llamada: ts.CallExpression): boolean => {
  const callee = llamada.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'fetch';
  // `http.get(…)`, not the `.then(…)` chained on it.
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    CLIENTES.test(callee.expression.text)
  );
};

const nombreLlamado = (llamada: ts.CallExpression): string | undefined =>
  ts.isIdentifier(llamada.expression) ? llamada.expression.text : undefined;

/** Every call in `nodo`, nested functions included. */
function llamadas(nodo: ts.Node): ts.CallExpression[] {
  const encontradas: ts.CallExpression[] = [];
  const visitar = (n: ts.Node) => {
    if (ts.isCallExpression(n)) encontradas.push(n);
    ts.forEachChild(n, visitar);
  };
  visitar(nodo);
  return encontradas;
}

/** Functions handed on, not called (`alReposar(precargar)`): the names passed as arguments in `nodo`. */
function pasadas(nodo: ts.Node): ts.Identifier[] {
  return llamadas(nodo).flatMap((l) => l.arguments.filter(ts.isIdentifier));
}

const esFuncion = (n: ts.Node | undefined): n is ts.ArrowFunction | ts.FunctionExpression =>
  !!n && (ts.isArrowFunction(n) || ts.isFunctionExpression(n));

/** `function f(){…}`, `const f = () => …`, `const f = useCallback(() => …, [])`: name → body. */
function funcionesDeclaradas(archivo: ts.SourceFile): Map<string, ts.Node> {
  const funciones = new Map<string, ts.Node>();
  const visitar = (n: ts.Node) => {
    if (ts.isFunctionDeclaration(n) && n.name && n.body) funciones.set(n.name.text, n.body);
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      const init = n.initializer;
      if (esFuncion(init)) funciones.set(n.name.text, init.body);
      else if (ts.isCallExpression(init) && esFuncion(init.arguments[0])) {
        funciones.set(n.name.text, (init.arguments[0] as ts.ArrowFunction).body);
      }
    }
    ts.forEachChild(n, visitar);
  };
  visitar(archivo);
  return funciones;
}

const leerFuente = (ruta: string) =>
  ts.createSourceFile(ruta, readFileSync(ruta, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

function resolverModulo(desde: string, especificador: string): string | undefined {
  if (!especificador.startsWith('.')) return undefined;
  const base = resolve(dirname(desde), especificador);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (r) => /\.tsx?$/.test(r) && existsSync(r) && statSync(r).isFile(),
  );
}

/** Local name → the names of functions in other files that reach the client, from this file's imports. */
type Analisis = { alcanzan: Set<string>; fuente: ts.SourceFile };

export class Revisor {
  private cache = new Map<string, Analisis>();

  /** Names usable in `ruta` (declared or imported) of functions that reach the HTTP client. */
  analizar(ruta: string, fuente = leerFuente(ruta)): Analisis {
    const previo = this.cache.get(ruta);
    if (previo) return previo;
    const analisis: Analisis = { alcanzan: new Set(), fuente };
    this.cache.set(ruta, analisis); // an import cycle sees what is known so far
    for (const sentencia of fuente.statements) {
      if (!ts.isImportDeclaration(sentencia) || !ts.isStringLiteral(sentencia.moduleSpecifier)) continue;
      const nombres = sentencia.importClause?.namedBindings;
      if (!nombres || !ts.isNamedImports(nombres) || sentencia.importClause?.isTypeOnly) continue;
      const modulo = resolverModulo(ruta, sentencia.moduleSpecifier.text);
      if (!modulo) continue;
      const deModulo = this.analizar(modulo).alcanzan;
      for (const e of nombres.elements) {
        if (deModulo.has((e.propertyName ?? e.name).text)) analisis.alcanzan.add(e.name.text);
      }
    }
    const funciones = funcionesDeclaradas(fuente);
    for (let cambio = true; cambio;) {
      cambio = false;
      for (const [nombre, cuerpo] of funciones) {
        if (analisis.alcanzan.has(nombre)) continue;
        const alcanza =
          llamadas(cuerpo).some((l) => this.alcanza(l, analisis.alcanzan)) ||
          pasadas(cuerpo).some((p) => analisis.alcanzan.has(p.text));
        if (alcanza) {
          analisis.alcanzan.add(nombre);
          cambio = true;
        }
      }
    }
    return analisis;
  }

  private alcanza(llamada: ts.CallExpression, alcanzan: Set<string>): boolean {
    const nombre = nombreLlamado(llamada);
    return esLlamadaDirecta(llamada) || (nombre !== undefined && alcanzan.has(nombre));
  }

  /** The calls inside a `useEffect` of this file that reach the HTTP client. */
  revisar(ruta: string, archivo: string, texto?: string): Hallazgo[] {
    const fuente = texto === undefined ? leerFuente(ruta) : undefined;
    const { alcanzan, fuente: f } = this.analizar(
      ruta,
      fuente ?? ts.createSourceFile(ruta, texto!, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
    );
    const hallazgos: Hallazgo[] = [];
    for (const efecto of llamadas(f)) {
      const callee = efecto.expression;
      const nombre = ts.isPropertyAccessExpression(callee) ? callee.name.text : nombreLlamado(efecto);
      if (nombre !== 'useEffect' && nombre !== 'useLayoutEffect') continue;
      const cuerpo = efecto.arguments[0];
      if (!cuerpo) continue;
      const anotar = (n: ts.Node) => {
        const { line } = f.getLineAndCharacterOfPosition(n.getStart(f));
        hallazgos.push({ archivo, linea: line + 1, llamada: n.getText(f).replace(/\s+/g, '') });
      };
      if (ts.isIdentifier(cuerpo) && alcanzan.has(cuerpo.text)) anotar(cuerpo); // useEffect(cargar, [cargar])
      for (const l of llamadas(cuerpo)) if (this.alcanza(l, alcanzan)) anotar(l.expression);
      for (const p of pasadas(cuerpo)) if (alcanzan.has(p.text)) anotar(p);
    }
    return hallazgos;
  }
}

/** A source text on its own (its relative imports resolved from `ruta`). */
export const revisarTexto = (texto: string, ruta = '/fixture.tsx'): Hallazgo[] =>
  new Revisor().revisar(ruta, ruta, texto);

function archivosTs(carpeta: string): string[] {
  return readdirSync(carpeta).flatMap((nombre) => {
    const ruta = join(carpeta, nombre);
    if (statSync(ruta).isDirectory()) return archivosTs(ruta);
    return /\.(ts|tsx)$/.test(nombre) && !nombre.endsWith('.d.ts') ? [ruta] : [];
  });
}

export function revisarCarpeta(raiz: string, carpeta = 'src'): Hallazgo[] {
  const revisor = new Revisor();
  return archivosTs(join(raiz, carpeta)).flatMap((ruta) => revisor.revisar(ruta, relative(raiz, ruta)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const hallazgos = revisarCarpeta(process.cwd());
  for (const h of hallazgos) console.error(`${h.archivo}:${h.linea} useEffect llama ${h.llamada}`);
  process.exit(hallazgos.length > 0 ? 1 : 0);
}
