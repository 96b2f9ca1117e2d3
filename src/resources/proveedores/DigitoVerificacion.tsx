import { useEffect } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { TIPO_NIT } from '../../../common/catalogos/nits';
import { digitoVerificacion, formatoNitValido } from '../../../common/nit';
import type { PropsEntrada } from '../catalogo/extensiones';

/** The check digit of what is typed as NIT (common/nit.ts), or null when it is no NIT or not digits yet. */
export function digitoDe(tipo: unknown, numero: unknown): number | null {
  if (Number(tipo) !== TIPO_NIT || typeof numero !== 'string') return null;
  const limpio = numero.trim();
  return /^\d+$/.test(limpio) && formatoNitValido(limpio) ? digitoVerificacion(limpio) : null;
}

/**
 * The check digit of a supplier's or client's NIT, computed as the user types the number (read-only: nobody types
 * it); empty for other documents. The server checks it again on save.
 */
export const DigitoVerificacion = (props: PropsEntrada) => {
  const { setValue, getValues } = useFormContext();
  const [tipo, numero] = useWatch({ name: ['id_tipo_documento', 'numero_documento'] });
  const digito = digitoDe(tipo, numero);
  useEffect(() => {
    if (getValues(props.source) !== digito)
      setValue(props.source, digito, { shouldDirty: true, shouldValidate: true });
  }, [digito, getValues, props.source, setValue]);
  return (
    <TextInput
      {...props}
      format={(v: unknown) => (v === null || v === undefined ? '' : String(v))}
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
      fullWidth
    />
  );
};
