import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';
import { DigitoVerificacion } from '../proveedores/DigitoVerificacion';
import { ModoImpresion } from '../puntosImpresion/ModoImpresion';

/** What the generator hands an input written beside a declaration. */
export interface PropsEntrada {
  source: string;
  label: string;
  helperText?: string;
  validate: Validator;
}

/** Inputs written beside a declaration (src/resources/<recurso>/) that replace the generated one, by `recurso` and field. */
export const ENTRADAS_EXTRA: Partial<Record<string, Record<string, ComponentType<PropsEntrada>>>> = {
  proveedores: { digito_verificacion: DigitoVerificacion },
  puntosImpresion: { modo_impresion: ModoImpresion },
};
