import { z } from 'zod';
import { respuestas } from '../../../common/api';
import { formasPago as declaracion } from '../../../common/catalogos';
import { registroCatalogo } from '../../../common/catalogoRegistro';

/** GET formasPago/ventas's answer (tests/components/msw/contrato.ts fakes it with this). */
export const respuestaFormasPagoVentas = respuestas(z.array(registroCatalogo(declaracion)));
