import type { ExtensionServidor } from '../../catalogos/extensiones';
import { reglasNits } from './reglas';

/** Proveedores (the nits table): the document's rules and the final consumer's guard (./reglas.ts). */
export default { recurso: 'proveedores', ganchos: reglasNits } satisfies ExtensionServidor;
