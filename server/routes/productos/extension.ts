import type { ExtensionServidor } from '../../catalogos/extensiones';
import { ganchosProductos } from './reglas';

/** Productos: the rules across fields, the initial stock, the plan limit and the price audit (./reglas.ts). */
export default { recurso: 'productos', ganchos: ganchosProductos } satisfies ExtensionServidor;
