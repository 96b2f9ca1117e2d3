import { useQuery } from '@tanstack/react-query';
import { RadioButtonGroupInput } from 'react-admin';
import { puntosImpresion } from '../../../common/catalogos/puntosImpresion';
import { claveOpcion } from '../catalogo/claves';
import type { PropsEntrada } from '../catalogo/extensiones';
import { impresionRedPermitida } from './api';

const { modo_impresion: campo } = puntosImpresion.campos;
const OPCIONES = campo.tipo === 'opcion' ? campo.opciones : [];

/**
 * How a print point's tickets print: the station's browser, or a network printer the server sends them to. A
 * server that does not print on network printers (PRINTERS_NETWORK off: every hosted one) offers the browser only,
 * and says why; while that is unknown both are offered and the server's refusal shows under the field.
 */
export const ModoImpresion = (props: PropsEntrada) => {
  const consulta = useQuery({
    queryKey: ['puntosImpresion', 'impresionRed'],
    queryFn: impresionRedPermitida,
    retry: false,
  });
  const sinRed = consulta.data === false;
  const choices = OPCIONES.map((o) => ({
    id: o.valor,
    name: claveOpcion(puntosImpresion, 'modo_impresion', o.valor),
    disabled: sinRed && o.valor === 'red',
  }));
  return (
    <RadioButtonGroupInput
      {...props}
      helperText={sinRed ? 'comanda.tiquetes.red_no_disponible' : props.helperText}
      choices={choices}
      defaultValue={campo.tipo === 'opcion' ? campo.defecto : undefined}
    />
  );
};
