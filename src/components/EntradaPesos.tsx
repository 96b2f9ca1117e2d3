import { useState } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { PATRON_DINERO } from '../../common/dineroTexto';
import { leerPesosEscritos, pesosParaEscribir } from '../../common/pesosEscritos';

/** A stored amount as the input shows it: grouped pesos ('240.000,50'); anything else as it is. */
const comoTexto = (valor: unknown): string => {
  if (valor === null || valor === undefined) return '';
  const texto = String(valor);
  return PATRON_DINERO.test(texto) ? pesosParaEscribir(texto) : texto;
};

/**
 * The money input of react-admin forms: what a Colombian types ('240000', '240.000', '240.000,50') is stored as the
 * exact decimal string ('240000.50'); empty is null; text that is no amount is kept as typed so the field's
 * validator (`validarCampo` of a 'dinero' field) names the mistake. While the field has the focus it shows what
 * was typed; once left, the amount grouped. Same rules as `CampoPesos` (common/pesosEscritos.ts).
 */
export function EntradaPesos({ onBlur, slotProps, ...props }: TextInputProps) {
  const [escrito, setEscrito] = useState<string | null>(null);
  return (
    <TextInput
      {...props}
      parse={(texto: string) => {
        setEscrito(texto);
        return texto.trim() === '' ? null : (leerPesosEscritos(texto) ?? texto);
      }}
      format={(valor: unknown) => escrito ?? comoTexto(valor)}
      onBlur={(e: React.FocusEvent<HTMLInputElement>) => {
        setEscrito(null);
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
