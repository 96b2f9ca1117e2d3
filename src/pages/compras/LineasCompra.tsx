import { Typography } from '@mui/material';
import {
  ArrayInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIteratorItem,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { cantidadCompraValida, MENSAJES_COMPRAS } from '../../../common/compras';
import { MENSAJE_DINERO, PATRON_DINERO } from '../../../common/dineroTexto';
import { formatearPesos } from '../../../common/formatoDinero';
import { EntradaPesos } from '../../components/EntradaPesos';
import { leerTextoDecimal, mostrarTextoDecimal } from '../../resources/catalogo/decimal';
import { SelectorProducto } from './Selectores';
import { calcularLineaFormulario, type LineaFormulario } from './totales';

const T = 'comanda.compras.form';
/** Colombia's IVA rates (colombia.md): general 19 %, reduced 5 %, 0 % for excluded and exempt goods. */
const TARIFAS_IVA = ['19', '5', '0'].map((t) => ({ id: t, name: `${t} %` }));

/** The server's own checks, so a line's mistake shows under its input before sending (same Spanish texts). */
const cantidadValida: Validator = (v: unknown) =>
  typeof v === 'string' && v !== '' && !cantidadCompraValida(v) ? MENSAJES_COMPRAS.cantidad : undefined;
const dineroValido: Validator = (v: unknown) =>
  typeof v === 'string' && v !== '' && (!PATRON_DINERO.test(v) || v.startsWith('-'))
    ? MENSAJE_DINERO
    : undefined;

const decimal = {
  parse: leerTextoDecimal,
  format: mostrarTextoDecimal,
  slotProps: { htmlInput: { inputMode: 'decimal' } },
};

/** The line's amount input: its label follows what was given (unit cost or the line's total). */
const ValorLinea = () => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const modo = useWatch({ name: `detalle_compra.${index}.modo` }) as LineaFormulario['modo'];
  return (
    <EntradaPesos
      source="valor"
      label={translate(`${T}.${modo === 'total' ? 'valor_total' : 'costo_unitario'}`)}
      validate={[required(`${T}.requerido`), dineroValido]}
    />
  );
};

/** The line's total (subtotal − discount + IVA) as the server will compute it, while the user types. */
const TotalLinea = () => {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const linea = useWatch({ name: `detalle_compra.${index}` }) as LineaFormulario | undefined;
  const calculada = calcularLineaFormulario(linea);
  return (
    <Typography sx={{ alignSelf: 'center', minWidth: 140 }} data-testid={`total-linea-${index}`}>
      {translate(`${T}.total_linea`)}: {calculada ? formatearPesos(calculada.total) : '—'}
    </Typography>
  );
};

/** Purchase lines: product, quantity, unit cost or line total, discount (pesos) and IVA rate. */
export const LineasCompra = () => {
  const translate = useTranslate();
  return (
    <ArrayInput source="detalle_compra" label={translate(`${T}.lineas`)}>
      <SimpleFormIterator
        inline
        disableReordering
        // A line's inputs wrap on a tablet instead of shrinking to nothing (or widening the page).
        sx={{
          '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' },
          '& .RaSimpleFormIterator-form > *': { flex: '1 1 150px', minWidth: 150 },
        }}
      >
        <SelectorProducto
          source="id_producto"
          label={translate(`${T}.producto`)}
          validate={required(`${T}.requerido`)}
        />
        <TextInput
          source="cantidad"
          label={translate(`${T}.cantidad`)}
          validate={[required(`${T}.requerido`), cantidadValida]}
          {...decimal}
        />
        <SelectInput
          source="modo"
          label={translate(`${T}.modo`)}
          choices={[
            { id: 'unitario', name: translate(`${T}.modo_unitario`) },
            { id: 'total', name: translate(`${T}.modo_total`) },
          ]}
          defaultValue="unitario"
        />
        <ValorLinea />
        <EntradaPesos source="descuento" label={translate(`${T}.descuento`)} validate={dineroValido} />
        <SelectInput
          source="porcentaje_iva"
          label={translate(`${T}.iva`)}
          choices={TARIFAS_IVA}
          defaultValue="19"
        />
        <TotalLinea />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
