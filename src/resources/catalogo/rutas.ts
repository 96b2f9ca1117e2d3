import { rutaCatalogo, type Catalogo } from '../../../common/catalogo';

/** The Spanish paths of a catalogue's pages (spec §2), under its own path (`ruta` or `/<recurso>`). */
export const rutaRegistrarCatalogo = (c: Catalogo) => `${rutaCatalogo(c)}/registrar`;
export const rutaEditarCatalogo = (c: Catalogo, id: string | number) => `${rutaCatalogo(c)}/editar/${id}`;
