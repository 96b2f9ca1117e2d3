import { useTranslate } from 'react-admin';
import { compararDinero, sumar } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import type { Venta } from '../../../common/ventas';
import { cantidadLegible, type AnchoPapel } from '../cocina/impresion';
import type { EmpresaRecibo } from './api';
import { QrDian } from './QrDian';
import {
  esConsumidorFinal,
  fechaHoraBogota,
  impuestosPorClase,
  nitConDigito,
  porcentajeLegible,
} from './formato';

const T = 'comanda.recibo';

/**
 * Printable width (mm) and type size (pt) of each paper: the same rolls as the station tickets. A line holds about
 * 40 characters on 80 mm and 30 on 58 mm, near the printers' own 48 and 32 columns while the preview stays readable.
 */
export const PAPEL_RECIBO: Record<AnchoPapel, { ancho: number; texto: number; titulo: number }> = {
  '80': { ancho: 72, texto: 8, titulo: 12 },
  '58': { ancho: 48, texto: 7, titulo: 10 },
};

/** The receipt's own layout, on screen (the preview) and on paper. */
export const estiloRecibo = `
.comanda-recibo { box-sizing: border-box; font-family: 'Roboto Mono', 'Courier New', monospace; line-height: 1.3;
  color: #000; background: #fff; padding: 2mm; overflow-wrap: break-word; }
.comanda-recibo .empresa { margin: 0 0 1mm; text-align: center; font-weight: 700; }
.comanda-recibo p { margin: 0; }
.comanda-recibo .centro { text-align: center; }
.comanda-recibo .logo { display: block; max-width: 60%; max-height: 24mm; margin: 0 auto 1mm; }
.comanda-recibo hr { border: 0; border-top: 1px dashed #000; margin: 1.5mm 0; }
.comanda-recibo table { width: 100%; border-collapse: collapse; }
.comanda-recibo th, .comanda-recibo td { padding: 0; vertical-align: top; text-align: left; font-weight: 400; }
.comanda-recibo .num { text-align: right; white-space: nowrap; padding-left: 1mm; }
.comanda-recibo .cant { white-space: nowrap; padding-right: 1mm; }
.comanda-recibo .texto { width: 100%; overflow-wrap: anywhere; }
.comanda-recibo .recibido td:first-child { padding-left: 2ch; }
.comanda-recibo .fuerte td, .comanda-recibo .fuerte { font-weight: 700; }
.comanda-recibo .codigo { overflow-wrap: anywhere; word-break: break-all; font-size: 0.85em; }
.comanda-recibo .qr { display: block; margin: 1mm auto; }
.comanda-recibo .anulada { border: 2px solid #000; text-align: center; font-weight: 700; margin: 1mm 0;
  letter-spacing: 0.2em; }
`;

/** A label and an amount on one line. */
const Fila = ({
  etiqueta,
  valor,
  clase,
}: {
  etiqueta: string;
  valor: string;
  clase?: 'fuerte' | 'recibido';
}) => (
  <tr className={clase}>
    <td className="texto">{etiqueta}</td>
    <td className="num">{valor}</td>
  </tr>
);

export interface PropsRecibo {
  venta: Venta;
  empresa: EmpresaRecibo;
  ancho: AnchoPapel;
}

/**
 * A sale's receipt (issue 9), with every datum of a DIAN "documento equivalente POS" this product has: the
 * company (logo, name, NIT with check digit, address, phone), venue, number, Bogotá date and time, cashier, waiter,
 * table, customer (or Consumidor final), lines, subtotal, discount, base and tax per rate with IVA and INC apart,
 * total, the voluntary tip apart, payments and change, and the cancelled mark. The same markup is the screen's
 * preview and the printed paper (58 or 80 mm wide: the "Caja" print point's paper).
 */
export const Recibo = ({ venta, empresa, ancho }: PropsRecibo) => {
  const translate = useTranslate();
  const papel = PAPEL_RECIBO[ancho];
  const clases = impuestosPorClase(venta.impuestos);
  const conPropina = compararDinero(venta.propina, '0') > 0;
  const anulada = venta.estado === 'cancelada';
  // Issue 29: with electronic documents on, the receipt is the legal document.
  const doc = venta.documento_dian ?? null;
  const grupo = (nombre: string, filas: Venta['impuestos']) =>
    filas.map((t) => {
      const impuesto = `${nombre} ${porcentajeLegible(t.porcentaje)} %`;
      return [
        <Fila
          key={`b-${nombre}-${t.porcentaje}`}
          etiqueta={translate(`${T}.base`, { impuesto })}
          valor={formatearPesos(t.base)}
        />,
        <Fila
          key={`i-${nombre}-${t.porcentaje}`}
          etiqueta={translate(`${T}.valor_impuesto`, { impuesto })}
          valor={formatearPesos(t.impuesto)}
        />,
      ];
    });
  const excluido = clases.excluidos.length > 0 ? sumar('0', ...clases.excluidos.map((t) => t.total)) : null;
  return (
    <div
      className="comanda-recibo"
      data-testid="recibo"
      data-ancho={ancho}
      style={{ width: `${papel.ancho}mm`, fontSize: `${papel.texto}pt` }}
    >
      <style>{estiloRecibo}</style>
      {empresa.logo ? <img className="logo" src={empresa.logo} alt="" /> : null}
      <p className="empresa" style={{ fontSize: `${papel.titulo}pt` }}>
        {empresa.razonSocial}
      </p>
      <div className="centro">
        {empresa.nit ? <p>{translate(`${T}.nit`, { nit: nitConDigito(empresa.nit) })}</p> : null}
        {empresa.direccion ? <p>{empresa.direccion}</p> : null}
        {empresa.telefono ? <p>{translate(`${T}.telefono`, { telefono: empresa.telefono })}</p> : null}
        <p>{translate(`${T}.sede`, { sede: venta.sede })}</p>
        {doc ? (
          <>
            <p>
              {translate(doc.tipo === 'factura' ? `${T}.factura_electronica` : `${T}.documento_electronico`)}
            </p>
            <p className="fuerte" data-testid="recibo-numero-dian">
              {translate(`${T}.numero_documento`, { numero: doc.numero })}
            </p>
            <p>{translate(`${T}.venta`, { numero: venta.consecutivo })}</p>
          </>
        ) : (
          <>
            <p>{translate(`${T}.documento`)}</p>
            <p className="fuerte">{translate(`${T}.venta`, { numero: venta.consecutivo })}</p>
          </>
        )}
      </div>
      {anulada ? (
        <div className="anulada" data-testid="recibo-anulada">
          {translate(`${T}.anulada`)}
          {venta.motivo_cancelacion ? (
            <p>{translate(`${T}.motivo_anulacion`, { motivo: venta.motivo_cancelacion })}</p>
          ) : null}
        </div>
      ) : null}
      <hr />
      <p>{translate(`${T}.fecha`, { fecha: fechaHoraBogota(venta.created_at) })}</p>
      <p>{translate(`${T}.cajero`, { nombre: venta.cajero })}</p>
      {venta.mesero ? <p>{translate(`${T}.mesero`, { nombre: venta.mesero })}</p> : null}
      {venta.mesa ? <p>{translate(`${T}.mesa`, { mesa: venta.mesa })}</p> : null}
      {esConsumidorFinal(venta) ? (
        <p>{translate(`${T}.consumidor_final`)}</p>
      ) : (
        <>
          <p>{translate(`${T}.cliente`, { nombre: venta.cliente })}</p>
          <p>{translate(`${T}.documento_cliente`, { documento: venta.documento_cliente })}</p>
        </>
      )}
      <hr />
      <table>
        <thead>
          <tr>
            <th className="cant">{translate(`${T}.cantidad`)}</th>
            <th className="texto">{translate(`${T}.descripcion`)}</th>
            <th className="num">{translate(`${T}.valor`)}</th>
          </tr>
        </thead>
        <tbody>
          {venta.detalles.map((l) => (
            <tr key={l.id} data-testid="recibo-linea">
              <td className="cant">{cantidadLegible(l.cantidad)}</td>
              <td className="texto">{l.nombre}</td>
              <td className="num">{formatearPesos(l.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <hr />
      <table>
        <tbody>
          <Fila etiqueta={translate(`${T}.subtotal`)} valor={formatearPesos(venta.subtotal)} />
          {compararDinero(venta.descuento, '0') > 0 ? (
            <Fila etiqueta={translate(`${T}.descuento`)} valor={`-${formatearPesos(venta.descuento)}`} />
          ) : null}
          <Fila etiqueta={translate(`${T}.total`)} valor={formatearPesos(venta.total)} clase="fuerte" />
        </tbody>
      </table>
      <p>{translate(`${T}.impuestos`)}</p>
      <table data-testid="recibo-impuestos">
        <tbody>
          {grupo('IVA', clases.iva)}
          {grupo('INC', clases.inc)}
          {clases.otros.map((t) => grupo(t.tipo_impuesto ?? '', [t]))}
          {excluido ? <Fila etiqueta={translate(`${T}.excluido`)} valor={formatearPesos(excluido)} /> : null}
        </tbody>
      </table>
      {conPropina ? (
        <>
          <hr />
          <table data-testid="recibo-propina">
            <tbody>
              <Fila etiqueta={translate(`${T}.propina`)} valor={formatearPesos(venta.propina)} />
              <Fila
                etiqueta={translate(`${T}.total_pagar`)}
                valor={formatearPesos(sumar(venta.total, venta.propina))}
                clase="fuerte"
              />
            </tbody>
          </table>
        </>
      ) : null}
      <hr />
      <p>{translate(`${T}.pagos`)}</p>
      <table data-testid="recibo-pagos">
        <tbody>
          {venta.pagos.map((p) => [
            <Fila key={p.id} etiqueta={p.forma_pago} valor={formatearPesos(p.valor)} />,
            // Cash handed over on a line of its own: beside the method it would not fit 80 mm.
            compararDinero(p.recibido, p.valor) > 0 ? (
              <Fila
                key={`r-${p.id}`}
                etiqueta={translate(`${T}.recibido`)}
                valor={formatearPesos(p.recibido)}
                clase="recibido"
              />
            ) : null,
          ])}
          {compararDinero(venta.cambio, '0') > 0 ? (
            <Fila etiqueta={translate(`${T}.cambio`)} valor={formatearPesos(venta.cambio)} clase="fuerte" />
          ) : null}
        </tbody>
      </table>
      {doc ? (
        <>
          <hr />
          <div className="centro" data-testid="recibo-dian">
            <p>{translate(`${T}.resolucion`, { resolucion: doc.resolucion, fecha: doc.fecha_resolucion })}</p>
            <p>
              {translate(`${T}.rango`, {
                desde: `${doc.prefijo}${doc.desde}`,
                hasta: `${doc.prefijo}${doc.hasta}`,
              })}
            </p>
            <p>{translate(`${T}.vigencia`, { desde: doc.vigencia_desde, hasta: doc.vigencia_hasta })}</p>
            {doc.ambiente === 2 ? <p className="fuerte">{translate(`${T}.ambiente_pruebas`)}</p> : null}
            {doc.codigo ? (
              <>
                <p>{doc.tipo === 'factura' ? 'CUFE:' : 'CUDE:'}</p>
                <p className="codigo" data-testid="recibo-cude">
                  {doc.codigo}
                </p>
              </>
            ) : (
              <p>{translate(`${T}.cude_pendiente`)}</p>
            )}
            {doc.qr ? (
              <QrDian texto={doc.qr} mm={ancho === '80' ? 32 : 26} etiqueta={translate(`${T}.qr`)} />
            ) : null}
            {doc.url_consulta ? (
              <p>
                <a href={doc.url_consulta} target="_blank" rel="noreferrer">
                  {translate(`${T}.ver_dian`)}
                </a>
              </p>
            ) : null}
            <p>
              {translate(`${T}.fabricante`, {
                fabricante: doc.fabricante.razon_social,
                software: doc.fabricante.software,
              })}
            </p>
          </div>
        </>
      ) : null}
      <hr />
      <p className="centro">{translate(`${T}.gracias`)}</p>
    </div>
  );
};
