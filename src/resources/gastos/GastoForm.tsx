import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { DateInput, SimpleForm, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CampoReferencia } from '../../../common/catalogo';
import { validarValor } from '../../../common/validacion';
import { formatearPesos } from '../../../common/formatoDinero';
import { totalGasto } from '../../../common/gastos';
import { mesEnCurso } from '../../../common/mesBogota';
import { EntradaPesos } from '../../components/EntradaPesos';
import { Referencia } from '../catalogo/Referencia';
import { validarCampo } from '../catalogo/validadores';

const T = 'comanda.gastos';
const etiqueta = (campo: string) => `${T}.campos.${campo}`;
const sinTexto = { es: '', en: '' };

/** The references the form picks from the catalogues (the server checks they are the company's). */
const referencia = (catalogo: string, objeto: string, busquedaRemota = false): CampoReferencia => ({
  tipo: 'referencia',
  catalogo,
  objeto,
  etiqueta: sinTexto,
  busquedaRemota,
});
const FORMA_PAGO = referencia('formasPago', 'forma_pago');
const TIPO_GASTO = referencia('tipoGastos', 'tipo_gasto');
const PROVEEDOR = referencia('proveedores', 'proveedor', true);

const requerido: Validator = (v: unknown) =>
  validarCampo({ tipo: 'texto', max: 500, requerido: true, etiqueta: sinTexto }, v);

/** Pesos with at most two decimals, never negative (the server's own rule, `validarValor`). */
const pesos =
  (obligatorio: boolean): Validator =>
  (v: unknown) =>
    validarCampo({ tipo: 'dinero', requerido: obligatorio, etiqueta: sinTexto }, v);

/** A value typed as pesos, as the server would store it, or null while it is not money (or is negative). */
export function comoPesos(valor: unknown, vacio: string | null): string | null {
  if (valor === null || valor === undefined || String(valor).trim() === '') return vacio;
  const r = validarValor({ tipo: 'dinero', etiqueta: sinTexto }, valor);
  return r.ok && typeof r.valor === 'string' && !r.valor.startsWith('-') ? r.valor : null;
}

/** subtotal + impuesto as the user types (the server computes the same with `totalGasto`). */
export const TotalGasto = () => {
  const translate = useTranslate();
  const [subtotal, impuesto] = useWatch({ name: ['subtotal', 'impuesto'] }) as unknown[];
  const s = comoPesos(subtotal, null);
  const i = comoPesos(impuesto, '0.00');
  return (
    <Typography variant="h6" component="p" role="status" aria-live="polite" data-testid="total-gasto">
      {s !== null && i !== null
        ? translate(`${T}.total_calculado`, { total: formatearPesos(totalGasto(s, i)) })
        : translate(`${T}.total_pendiente`)}
    </Typography>
  );
};

/** The expense's fields (spec §3 'Expense'); create and edit share it. */
export const GastoForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm toolbar={toolbar} defaultValues={{ fecha: mesEnCurso(new Date()).hoy }}>
    <DateInput source="fecha" label={etiqueta('fecha')} validate={requerido} fullWidth />
    <Referencia
      campo={FORMA_PAGO}
      source="id_forma_pago"
      label={etiqueta('id_forma_pago')}
      validate={requerido}
    />
    <TextInput source="numero_factura" label={etiqueta('numero_factura')} fullWidth />
    <Referencia
      campo={TIPO_GASTO}
      source="id_tipo_gasto"
      label={etiqueta('id_tipo_gasto')}
      validate={requerido}
    />
    <TextInput
      source="concepto_gasto"
      label={etiqueta('concepto_gasto')}
      validate={requerido}
      multiline
      minRows={2}
      fullWidth
    />
    <EntradaPesos source="subtotal" label={etiqueta('subtotal')} validate={pesos(true)} fullWidth />
    <EntradaPesos source="impuesto" label={etiqueta('impuesto')} validate={pesos(false)} fullWidth />
    <TotalGasto />
    <Referencia campo={PROVEEDOR} source="id_nit" label={etiqueta('id_nit')} validate={() => undefined} />
  </SimpleForm>
);
