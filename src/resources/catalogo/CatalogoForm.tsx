import type { ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import type { Catalogo } from '../../../common/catalogo';
import { Entrada } from './Entrada';

/**
 * Every declared field, in declaration order; shared by create and edit (edit brings its toolbar, with delete).
 * Create-only fields (`externo: 'entrada'`) show on create, read fields (`externo: 'lectura'`) on edit.
 */
export const CatalogoForm = ({
  c,
  toolbar,
  modo = 'crear',
}: {
  c: Catalogo;
  toolbar?: ReactElement;
  modo?: 'crear' | 'editar';
}) => (
  <SimpleForm toolbar={toolbar}>
    {Object.entries(c.campos)
      .filter(([, d]) => !d.externo || (d.externo === 'entrada') === (modo === 'crear'))
      .map(([campo]) => (
        <Entrada key={campo} c={c} campo={campo} />
      ))}
  </SimpleForm>
);
