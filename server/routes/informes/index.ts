import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { respuestas } from '../../../common/api';
import type { Informe } from '../../../common/informes';
import { paginaInforme } from '../../../common/informes/esquemas';
import type { TenantScope, TenantTable } from '../../db/tenant';
import { LECTURA_INFORMES } from './lectura';
import { ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { exigirSede } from '../../services/sedesUsuario';
import { declararAcceso, modulo } from '../../plugins/permisos';
import { configuracion } from '../ventas/configuracion';
import { consultaInforme, type ConsultaInforme } from './consulta';
import { servidorCompras } from './compras';
import { servidorDevolucionesCompras } from './devolucionesCompras';
import { servidorDevolucionGastos } from './devolucionGastos';
import { servidorGastos } from './gastos';
import { servidorImpuestos } from './impuestos';
import { servidorInventario } from './inventario';
import { servidorInventarioProductos } from './inventarioProductos';
import { servidorPropinas } from './propinas';
import type { FilaInforme, LectorInforme, Totales } from './resultado';
import { servidorUtilidadesCajas } from './utilidadesCajas';
import { servidorUtilidadesProductos } from './utilidadesProductos';
import { servidorVentas } from './ventas';
import { servidorVentasCanceladas } from './ventasCanceladas';
import { libroInforme } from './xlsx';
import { trozosExportar, type ConsultaExportar } from './exportar';

/** A declared report (common/informes/) and what the server reads for it. */
interface InformeServidor {
  informe: Informe;
  filas: (
    scope: TenantScope,
    q: ConsultaInforme,
    pagina: { limite?: number; desde: number },
  ) => Promise<FilaInforme[]>;
  totales: (scope: TenantScope, q: ConsultaInforme) => Promise<Totales>;
  /** The page and the totals in one go where the report can (undefined: these filters need `filas` and `totales`). */
  pagina?: (
    scope: TenantScope,
    q: ConsultaInforme,
    pagina: { limite?: number; desde: number },
  ) => Promise<{ filas: FilaInforme[]; totales: Totales } | undefined>;
  /** The page in one message when no filter id needs checking (undefined: these filters need `pagina`). */
  paginaDirecta?: (
    leer: LectorInforme,
    q: ConsultaInforme,
    pagina: { limite?: number; desde: number },
  ) => Promise<{ filas: FilaInforme[]; totales: Totales } | undefined>;
  /** The export's query, read through a cursor (else the export reads page after page of `filas`). */
  exportar?: (scope: TenantScope, q: ConsultaInforme) => ConsultaExportar;
  /** Each filter's table: an id that is not the company's answers 404. */
  filtros: Record<string, TenantTable>;
}

const INFORMES: InformeServidor[] = [
  servidorGastos,
  servidorVentas,
  servidorInventario,
  servidorCompras,
  servidorUtilidadesCajas,
  servidorUtilidadesProductos,
  servidorInventarioProductos,
  servidorVentasCanceladas,
  servidorDevolucionesCompras,
  servidorDevolucionGastos,
  servidorImpuestos,
  servidorPropinas,
];

/** Spec §7 line 202: the cancelled purchases and expenses reports answer their total also under the spec's name. */
const totalSpec = (informe: Informe, totales: Totales) =>
  informe.spec ? { [informe.spec.campoTotal]: String(totales[informe.spec.columna]) } : {};

/**
 * 404 when a filter names another company's record (or none): RLS shows only the company's rows; and a venue the
 * user is not assigned to (issue 30), as the venue-scoped routes answer.
 */
async function revisarFiltros(scope: TenantScope, s: InformeServidor, q: ConsultaInforme) {
  if (typeof q.id_sede === 'number') exigirSede(scope, q.id_sede);
  for (const [campo, tabla] of Object.entries(s.filtros)) {
    const id = q[campo];
    if (typeof id !== 'number') continue;
    const [fila] = await scope.tx
      .select({ id: tabla.id })
      .from(tabla)
      .where(scope.where(tabla, eq(tabla.id, id)));
    if (!fila) throw new NotFoundError();
  }
}

/** An .xlsx download: a stream of bytes, not the route's JSON envelope (fastify sends a stream as it is). */
const enviarXlsx = (reply: FastifyReply, nombre: string, libro: Readable) =>
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${nombre}"`)
    .send(libro);

/**
 * The Reports group (spec §7 'Reports'): each declared report at its path, behind its own module tag; a page of
 * rows (from 1; -1 = all) with the range's totals, or with `action=export` the whole range as an .xlsx.
 */
const informesRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  declararAcceso(
    app,
    modulo(INFORMES[0].informe.modulo),
    Object.fromEntries(INFORMES.map((s) => [`GET /${s.informe.ruta}`, modulo(s.informe.modulo)])),
  );

  for (const s of INFORMES) {
    const respuesta = respuestas(paginaInforme(s.informe));
    app.get(
      `/${s.informe.ruta}`,
      { schema: { querystring: consultaInforme(s.informe), response: respuesta } },
      async (request, reply) => {
        const q = request.query as ConsultaInforme;
        if (q.action === 'export') {
          // The filters checked and the totals read before the file starts (a 404 is still an answer); then the
          // rows flow from a cursor into the compressed file and out, the transaction open until the last one.
          const salida = new PassThrough();
          let listo!: () => void;
          const preparado = new Promise<void>((r) => (listo = r));
          const escrito = request.tenant(async (scope) => {
            await revisarFiltros(scope, s, q);
            const totales = await s.totales(scope, q);
            const empresa = (await configuracion(scope, 'razonSocial')) ?? '';
            listo();
            await pipeline(
              libroInforme(
                s.informe,
                { empresa, from: q.from, to: q.to, totales },
                trozosExportar(scope, q, s),
              ),
              salida,
            );
          }, LECTURA_INFORMES);
          escrito.catch((error: unknown) => {
            request.log.error(error, 'exportar informe');
            salida.destroy(error as Error);
          });
          await Promise.race([preparado, escrito]);
          return enviarXlsx(reply, `${s.informe.modulo}-${q.from}-${q.to}.xlsx`, salida);
        }
        const todas = q.rowsPerPage === -1;
        const pagina = {
          desde: todas ? 0 : (q.page - 1) * q.rowsPerPage,
          limite: todas ? undefined : q.rowsPerPage,
        };
        // The direct page reads every venue: a user of some venues goes through the scope (`sedesDeInforme`).
        const todasLasSedes = (request.auth?.sedes ?? null) === null;
        const directa = todasLasSedes
          ? await s.paginaDirecta?.(
              (statement, valores) => request.tenantRead(statement, valores, LECTURA_INFORMES),
              q,
              pagina,
            )
          : undefined;
        const resultado =
          directa ??
          (await request.tenant(async (scope) => {
            await revisarFiltros(scope, s, q);
            const juntas = await s.pagina?.(scope, q, pagina);
            if (juntas) return juntas;
            const totales = await s.totales(scope, q);
            return { filas: await s.filas(scope, q, pagina), totales };
          }, LECTURA_INFORMES));
        const porPagina = todas ? resultado.totales.filas : q.rowsPerPage;
        return ok({
          current_page: q.page,
          data: resultado.filas,
          per_page: porPagina,
          total: resultado.totales.filas,
          last_page: porPagina > 0 ? Math.max(1, Math.ceil(resultado.totales.filas / porPagina)) : 1,
          totales: resultado.totales,
          ...totalSpec(s.informe, resultado.totales),
        });
      },
    );
  }
};

export default informesRoutes;
