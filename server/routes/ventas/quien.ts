import { ROL_PRIVILEGIADO, ROL_PROPIETARIO } from '../../../common/modulos';

export interface Quien {
  usuarioId: number;
  idRol: number;
}
export const privilegiado = (q: Quien) => q.idRol === ROL_PROPIETARIO || q.idRol === ROL_PRIVILEGIADO;
