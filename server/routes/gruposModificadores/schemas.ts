import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { opcionModificador } from '../../../common/modificadoresEsquemas';

/** The replies of the modifier groups' routes beside the generated catalogue (the component tests' fakes use them). */
export const respuestasGruposModificadores = { opciones: respuestas(z.array(opcionModificador)) };

/** POST gruposModificadores/grupo/{id}/opciones: the options (an array, or the array as JSON text). */
export const cuerpoOpciones = z.object({ opciones: z.unknown().optional() });
