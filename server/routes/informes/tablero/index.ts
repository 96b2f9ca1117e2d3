import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { respuestas } from '../../../../common/api';
import { LLAMADAS_TABLERO, type LlamadaTablero } from '../../../../common/tablero';
import * as E from '../../../../common/tableroEsquemas';
import type { TenantScope } from '../../../db/tenant';
import { LECTURA_INFORMES } from '../lectura';
import { ok } from '../../../lib/envelope';
import { conPermiso, declararAcceso, modulo, type Acceso } from '../../../plugins/permisos';
import { dia } from '../consulta';
import { leerMasVendidos, leerUltimasOrdenesActivas, leerUltimasVentas } from './listas';
import { leerUtilidades, leerVentasEgresos } from './meses';
import { diaDeReferencia } from './periodo';
import { leerCajaOrdenesVentas, leerTotalesSumatorias } from './resumen';
import { leerFacturadoSieteDias, leerVentasDias } from './ventasPorDia';

/** The reference day of a dashboard call: `fecha` (YYYY-MM-DD), today in Bogotá when left out. */
const consultaDia = z.object({ fecha: dia.optional() });

/** Each call: its response and what it reads, given the reference day (calls without one ignore it). */
const LECTURAS: {
  [K in LlamadaTablero]: {
    esquema: z.ZodType;
    conDia: boolean;
    leer: (scope: TenantScope, dia: string) => Promise<unknown>;
  };
} = {
  ventasDias: { esquema: E.ventasDias, conDia: true, leer: leerVentasDias },
  facturadoSieteDias: { esquema: E.facturadoSieteDias, conDia: true, leer: leerFacturadoSieteDias },
  ventasEgresos: { esquema: E.ventasEgresos, conDia: true, leer: leerVentasEgresos },
  masVendidos: { esquema: E.masVendidos, conDia: true, leer: leerMasVendidos },
  ultimasVentas: { esquema: E.ultimasVentas, conDia: false, leer: leerUltimasVentas },
  ultimasOrdenesActivas: { esquema: E.ultimasOrdenesActivas, conDia: false, leer: leerUltimasOrdenesActivas },
  cajaOrdenesVentas: { esquema: E.cajaOrdenesVentas, conDia: true, leer: leerCajaOrdenesVentas },
  utilidades: { esquema: E.utilidades, conDia: true, leer: leerUtilidades },
  totalesSumatorias: { esquema: E.totalesSumatorias, conDia: true, leer: leerTotalesSumatorias },
};

/** A call's tags as an access: the first opens it, every other is demanded too. */
const accesoDe = (tags: readonly string[]): Acceso =>
  tags.length > 1 ? conPermiso(modulo(tags[0]), ...tags.slice(1)) : modulo(tags[0]);

/**
 * The owner's dashboard (spec §7 'Reports': ventasDias … totales/sumatorias; issue 27): read-only figures of the
 * company's sales, orders, registers, expenses and purchases, each call behind the reports' tags of
 * common/tablero.ts. Days are Bogotá days; money is summed by PostgreSQL (numeric) and answered as exact strings.
 */
const tableroRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const llamadas = Object.entries(LLAMADAS_TABLERO) as [
    LlamadaTablero,
    (typeof LLAMADAS_TABLERO)[LlamadaTablero],
  ][];
  declararAcceso(
    app,
    modulo('informeVentas'),
    Object.fromEntries(llamadas.map(([, l]) => [`GET /${l.ruta}`, accesoDe(l.tags)])),
  );

  for (const [nombre, llamada] of llamadas) {
    const { esquema, conDia, leer } = LECTURAS[nombre];
    app.get(
      `/${llamada.ruta}`,
      { schema: { ...(conDia && { querystring: consultaDia }), response: respuestas(esquema) } },
      async (request) => {
        const { fecha } = (request.query ?? {}) as { fecha?: string };
        return ok(
          await request.tenant(
            async (scope) => leer(scope, conDia ? await diaDeReferencia(scope, fecha) : ''),
            LECTURA_INFORMES,
          ),
        );
      },
    );
  }
};

export default tableroRoutes;
