import type { ProductoVenta } from '../../../common/catalogoVenta';
import { plegarCompacto } from '../../../common/plegado';

/**
 * The order screen's search over the till's cached catalogue (GET productos/venta), in the browser: accent- and
 * case-insensitive over name and code. The index folds every product once when the catalogue arrives, so a
 * keystroke only scans plain strings (no normalisation per product per keystroke).
 */

export interface IndiceBusqueda {
  productos: ProductoVenta[];
  /** The folded name and code of each product, same order as `productos`. */
  textos: string[];
  /** Folded code → product, for the barcode scanner's exact match. */
  porCodigo: Map<string, ProductoVenta>;
}

export function crearIndice(productos: ProductoVenta[]): IndiceBusqueda {
  const porCodigo = new Map<string, ProductoVenta>();
  const textos = productos.map((p) => {
    const codigo = p.codigo ? plegarCompacto(p.codigo) : '';
    if (codigo && !porCodigo.has(codigo)) porCodigo.set(codigo, p);
    return codigo ? `${plegarCompacto(p.nombre)}\u0000${codigo}` : plegarCompacto(p.nombre);
  });
  return { productos, textos, porCodigo };
}

/**
 * The products matching every word of `consulta` (in name or code), those whose name starts with the query
 * first, at most `limite`. An empty query answers nothing (the screen shows the category then).
 */
export function buscar(indice: IndiceBusqueda, consulta: string, limite = 60): ProductoVenta[] {
  const q = plegarCompacto(consulta);
  if (!q) return [];
  const palabras = q.split(' ');
  const alInicio: ProductoVenta[] = [];
  const resto: ProductoVenta[] = [];
  const { textos, productos } = indice;
  for (let i = 0; i < textos.length; i++) {
    const t = textos[i];
    let todas = true;
    for (const w of palabras)
      if (!t.includes(w)) {
        todas = false;
        break;
      }
    if (!todas) continue;
    if (t.startsWith(q)) alInicio.push(productos[i]);
    else if (resto.length < limite) resto.push(productos[i]);
    if (alInicio.length >= limite) break;
  }
  return alInicio.concat(resto).slice(0, limite);
}

/** The product whose code is exactly `consulta` (a scanned barcode), if any. */
export const porCodigoExacto = (indice: IndiceBusqueda, consulta: string): ProductoVenta | undefined => {
  const q = plegarCompacto(consulta);
  return q ? indice.porCodigo.get(q) : undefined;
};
