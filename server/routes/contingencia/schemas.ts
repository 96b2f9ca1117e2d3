import { respuestas } from '../../../common/api';
import { bloqueContingencia } from '../../../common/contingencia';

export const respuestasContingencia = {
  bloque: respuestas(bloqueContingencia),
};
