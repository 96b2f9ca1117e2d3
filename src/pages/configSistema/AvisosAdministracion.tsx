import { puedeAcceder, type Usuario } from '../../authProvider';
import { AvisosColaErp } from './AvisosColaErp';
import { AvisosRangosDian } from './AvisosRangosDian';

/**
 * The dashboard's warnings for the owner and the administrator (one lazy chunk, out of /principal's first load):
 * DIAN's ranges near their end (the owner's), documents near DIAN's 48 hours untransmitted.
 */
const AvisosAdministracion = ({ rol }: { rol: Usuario['rol'] }) => (
  <>
    {puedeAcceder(rol, '/configSistema/rangosDian') ? <AvisosRangosDian /> : null}
    <AvisosColaErp />
  </>
);

export default AvisosAdministracion;
