import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { leerPesosEscritos, pesosParaEscribir } from '../../common/pesosEscritos';

/** What a money input shows for the text it holds: the amount grouped ('240.000,50'), or the text as it is. */
export function textoPesos(texto: string): string {
  const leido = leerPesosEscritos(texto);
  return leido === null ? texto : pesosParaEscribir(leido);
}

/**
 * The one money input of the app's own screens (POS dialogs, pages): a TextField whose `value` is the text as
 * typed, read with `leerPesosEscritos` (common/pesosEscritos.ts: '240000', '240.000', '240.000,50' are amounts,
 * never a float). While it has the focus it shows what is typed; once left, the amount grouped ('240.000').
 * react-admin forms use `EntradaPesos`, on the same rules.
 */
export function CampoPesos({
  value,
  onFocus,
  onBlur,
  slotProps,
  ...props
}: TextFieldProps & { value: string }) {
  const [enfocado, setEnfocado] = useState(false);
  return (
    <TextField
      {...props}
      value={enfocado ? value : textoPesos(value)}
      onFocus={(e) => {
        setEnfocado(true);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setEnfocado(false);
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
