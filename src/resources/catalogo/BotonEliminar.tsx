import type { Catalogo } from '../../../common/catalogo';
import { BotonEliminarRegistro } from '../../components/BotonEliminarRegistro';
import { claveCatalogo } from './claves';

/** The app's delete for a catalogue's record: its dialog, its toasts (the server's 'en uso' message in red). */
export const BotonEliminar = ({ c, alEliminar }: { c: Catalogo; alEliminar: () => void }) => (
  <BotonEliminarRegistro
    resource={c.recurso}
    campoNombre={c.lista.orden}
    exito={claveCatalogo(c, 'eliminado')}
    alEliminar={alEliminar}
  />
);
