import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import type { Catalogo } from '../../../common/catalogo';
import { EntradaPesos } from '../../components/EntradaPesos';
import { claveAyuda, claveCampo, claveOpcion } from './claves';
import { leerTextoDecimal, mostrarTextoDecimal } from './decimal';
import { EntradaImagen } from './EntradaImagen';
import { Referencia } from './Referencia';
import { ReferenciaDesde } from './ReferenciaDesde';
import { extensionDe } from './extensiones';
import { validadorDe } from './validadores';

/** Up to this many options show as radio buttons (all visible at once); more as a select. */
const MAX_RADIOS = 3;

/**
 * A field declared `visibleSi` shows only while the other field holds one of the values; a hidden create-only
 * field (`externo: 'entrada'`) is emptied, so what the user can no longer see is not sent.
 */
export const Entrada = ({ c, campo }: { c: Catalogo; campo: string }) => {
  const condicion = c.campos[campo].visibleSi;
  return condicion ? <EntradaCondicional c={c} campo={campo} /> : <EntradaCampo c={c} campo={campo} />;
};

const EntradaCondicional = ({ c, campo }: { c: Catalogo; campo: string }) => {
  const d = c.campos[campo];
  const { campo: otro, valores } = d.visibleSi!;
  const valor = useWatch({ name: otro }) as string | number | boolean | undefined;
  const visible = valor !== undefined && valores.includes(valor);
  const { setValue, getValues } = useFormContext();
  useEffect(() => {
    if (!visible && d.externo === 'entrada' && getValues(campo) != null) setValue(campo, null);
  }, [visible, d.externo, campo, getValues, setValue]);
  return visible ? <EntradaCampo c={c} campo={campo} /> : null;
};

/** The input of one declared field, with the declaration's label, help, default and validation. */
const EntradaCampo = ({ c, campo }: { c: Catalogo; campo: string }) => {
  const d = c.campos[campo];
  // Written by the server from other fields, or edited elsewhere (a position): no input.
  if ((d.tipo === 'texto' && d.calculado) || d.oculto) return null;
  const comunes = {
    source: campo,
    label: claveCampo(c, campo),
    helperText: d.ayuda ? claveAyuda(c, campo) : undefined,
    validate: validadorDe(c, campo),
  };
  // Written by the server (a tax percentage copied on save): shown, never sent as typed.
  if (d.soloLectura)
    return (
      <TextInput
        source={campo}
        label={comunes.label}
        helperText={comunes.helperText}
        format={mostrarTextoDecimal}
        disabled
        fullWidth
      />
    );
  const Extra = extensionDe(c.recurso).entradas?.[campo];
  if (Extra) return <Extra {...comunes} />;
  switch (d.tipo) {
    case 'texto':
      return (
        <TextInput {...comunes} multiline={d.multilinea} minRows={d.multilinea ? 3 : undefined} fullWidth />
      );
    case 'dinero':
      return <EntradaPesos {...comunes} fullWidth />;
    case 'decimal':
      return (
        <TextInput
          {...comunes}
          parse={leerTextoDecimal}
          format={mostrarTextoDecimal}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
      );
    case 'entero':
      return <NumberInput {...comunes} step={1} defaultValue={d.defecto} fullWidth />;
    case 'booleano':
      return <BooleanInput {...comunes} defaultValue={d.defecto} />;
    case 'opcion': {
      const choices = d.opciones.map((o) => ({ id: o.valor, name: claveOpcion(c, campo, o.valor) }));
      return d.opciones.length <= MAX_RADIOS ? (
        <RadioButtonGroupInput {...comunes} choices={choices} defaultValue={d.defecto} />
      ) : (
        <SelectInput {...comunes} choices={choices} defaultValue={d.defecto} fullWidth />
      );
    }
    case 'referencia':
      return d.opcionesDesde ? (
        <ReferenciaDesde c={c} nombre={campo} campo={d} {...comunes} />
      ) : (
        <Referencia campo={d} {...comunes} />
      );
    case 'imagen':
      return <EntradaImagen source={campo} label={comunes.label} />;
  }
};
