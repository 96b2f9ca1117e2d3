import type { ExtensionServidor } from '../../catalogos/extensiones';
import { opcionesImpresoras } from '../../tiquetes/impresora';
import { extraListaPuntos, ganchosPuntosImpresion } from './reglas';

/** Print points: outside a server's routes (seeds) none goes to a network printer; in an app, as its settings say. */
export default {
  recurso: 'puntosImpresion',
  ganchos: ganchosPuntosImpresion({ red: false, permitirLoopback: false }),
  deConfig: (config) => ({
    ganchos: ganchosPuntosImpresion(opcionesImpresoras(config)),
    lista: extraListaPuntos(opcionesImpresoras(config)),
  }),
} satisfies ExtensionServidor;
