import { useGetList, type Validator } from 'react-admin';
import type { CampoReferencia } from '../../../common/catalogo';
import { SearchableSelect } from '../../components/SearchableSelect';

/**
 * A reference to another catalogue's row: the searchable select, fed by the referenced list whole
 * (rowsPerPage=-1; `sedes` for the venues). The server checks the id belongs to the company.
 */
export const Referencia = ({
  campo,
  source,
  label,
  helperText,
  validate,
}: {
  campo: CampoReferencia;
  source: string;
  label: string;
  helperText?: string;
  validate: Validator;
}) => {
  const { data = [] } = useGetList<{ id: number; nombre: string }>(campo.catalogo, {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'nombre', order: 'ASC' },
  });
  return (
    <SearchableSelect
      source={source}
      label={label}
      choices={data}
      optionText="nombre"
      optionValue="id"
      helperText={helperText}
      validate={validate}
    />
  );
};
