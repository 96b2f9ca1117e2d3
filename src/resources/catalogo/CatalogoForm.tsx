import type { ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import type { Catalogo } from '../../../common/catalogo';
import { Entrada } from './Entrada';

/** Every declared field, in declaration order; shared by create and edit (edit brings its toolbar, with delete). */
export const CatalogoForm = ({ c, toolbar }: { c: Catalogo; toolbar?: ReactElement }) => (
  <SimpleForm toolbar={toolbar}>
    {Object.keys(c.campos).map((campo) => (
      <Entrada key={campo} c={c} campo={campo} />
    ))}
  </SimpleForm>
);
