import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { propinaSugerida } from '../../../common/cobro';
import { fechaHoraBogota } from '../../../common/recibo';
import { sumar } from '../../../common/exacto';
import { formatearPesos } from '../../../common/formatoDinero';
import type { Orden } from '../../../common/ordenes';
import type { AjustesCobro } from '../cobro/api';
import { calcularCuenta, cantidadLegible, eleccionInicial } from '../cobro/CuentaMesa';

const T = 'comanda.ordenar.precuenta';

/** On screen the bill is hidden; printing shows only it, on an 80 mm roll. */
const ESTILO = `
@media screen { .comanda-precuenta { display: none; } }
@media print {
  @page { size: 80mm auto; margin: 0; }
  html, body { background: #fff !important; margin: 0; padding: 0; }
  body > *:not(.comanda-precuenta) { display: none !important; }
  .comanda-precuenta { display: block; width: 72mm; margin: 0 auto; padding: 2mm 0 6mm; color: #000;
    font-family: 'Roboto Mono', 'Courier New', monospace; font-size: 10pt; line-height: 1.3;
    overflow-wrap: break-word; }
  .comanda-precuenta h1 { font-size: 14pt; margin: 0 0 1mm; }
  .comanda-precuenta table { width: 100%; border-collapse: collapse; }
  .comanda-precuenta td:first-child { width: 100%; overflow-wrap: anywhere; }
  .comanda-precuenta td:last-child { text-align: right; white-space: nowrap; padding-left: 1mm; }
  .comanda-precuenta .raya { border-top: 1px dashed #000; }
  .comanda-precuenta .fuerte td { font-weight: 700; }
}`;

/**
 * The bill before paying ("Pre-cuenta", issue 9), printed by the browser: what is left to charge of the order,
 * line by line, the taxes apart (base and tax per kind and rate), the total, the suggested tip (percentage and
 * amount) with "La propina es voluntaria" (Ley 1935 de 2018), and the total with the tip. A portal on the body so
 * the print styles can isolate it.
 */
export function PreCuenta({
  orden,
  ajustes,
  razonSocial = '',
  fecha,
}: {
  orden: Orden;
  ajustes: AjustesCobro;
  /** The business's name (the receipt's `razonSocial`), on top. */
  razonSocial?: string;
  /** When it was printed (ISO), shown in Bogotá time. */
  fecha: string;
}) {
  const translate = useTranslate();
  const { calculo, lineas } = calcularCuenta(orden, eleccionInicial(), translate);
  if (!calculo) return null;
  const propina = ajustes.preguntarPropina ? propinaSugerida(calculo.total, ajustes.porcentajePropina) : null;
  return createPortal(
    <div className="comanda-precuenta" data-testid="precuenta">
      <style>{ESTILO}</style>
      {razonSocial ? <p data-testid="precuenta-empresa">{razonSocial}</p> : null}
      <h1>{translate(`${T}.titulo`)}</h1>
      <p>{orden.mesa ?? translate('comanda.ordenar.titulo')}</p>
      <p data-testid="precuenta-fecha">{fechaHoraBogota(fecha)}</p>
      <table>
        <tbody>
          {lineas.map((l) => (
            <tr key={l.id}>
              <td>
                {cantidadLegible(l.cantidad)} × {l.nombre}
              </td>
              <td>{formatearPesos(l.total)}</td>
            </tr>
          ))}
          {calculo.impuestos.map((i) => {
            const nombre = i.tipo_impuesto ?? translate('comanda.cobro.mesa.sin_impuesto');
            return [
              <tr key={`b${nombre}${i.porcentaje}`} className="raya">
                <td>
                  {translate('comanda.cobro.mesa.base_de', { impuesto: nombre, porcentaje: i.porcentaje })}
                </td>
                <td>{formatearPesos(i.base)}</td>
              </tr>,
              <tr key={`i${nombre}${i.porcentaje}`}>
                <td>
                  {translate('comanda.cobro.mesa.impuesto_de', {
                    impuesto: nombre,
                    porcentaje: i.porcentaje,
                  })}
                </td>
                <td>{formatearPesos(i.impuesto)}</td>
              </tr>,
            ];
          })}
          <tr className="raya fuerte">
            <td>{translate(`${T}.total`)}</td>
            <td data-testid="precuenta-total">{formatearPesos(calculo.total)}</td>
          </tr>
          {propina ? (
            <>
              <tr>
                <td>{translate(`${T}.propina`, { porcentaje: ajustes.porcentajePropina })}</td>
                <td data-testid="precuenta-propina">{formatearPesos(propina)}</td>
              </tr>
              <tr className="fuerte">
                <td>{translate(`${T}.total_con_propina`)}</td>
                <td data-testid="precuenta-total-propina">{formatearPesos(sumar(calculo.total, propina))}</td>
              </tr>
            </>
          ) : null}
        </tbody>
      </table>
      {propina ? <p>{translate(`${T}.voluntaria`)}</p> : null}
    </div>,
    document.body,
  );
}
