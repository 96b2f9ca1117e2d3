import { useGetList, type RaRecord } from 'react-admin';
import type { FiltroInforme } from '../../common/informes/tipos';
import { SearchableSelect } from '../components/SearchableSelect';
import { recursoDeLista } from '../dataProvider/resources';
import { useTextoDeclarado } from './textoDeclarado';

/** An option's name: its `nombre` (with the `apellido` of a person), else its id. */
const nombreDe = (r: RaRecord): string =>
  [r.nombre, r.apellido].filter((p) => typeof p === 'string' && p).join(' ') || `#${r.id}`;

/**
 * One of the declaration's filters: a searchable select over the company's records of its resource (the whole
 * list, rowsPerPage=-1); none chosen means all.
 */
export const FiltroReferencia = ({ filtro }: { filtro: FiltroInforme }) => {
  const texto = useTextoDeclarado();
  const { data = [], isPending } = useGetList(recursoDeLista(filtro.recurso), {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'nombre', order: 'ASC' },
  });
  return (
    <SearchableSelect
      source={filtro.campo}
      label={texto(filtro.titulo)}
      choices={data.map((r) => ({ id: r.id, nombre: nombreDe(r) }))}
      optionText="nombre"
      optionValue="id"
      isPending={isPending}
      helperText={false}
      sx={{ minWidth: 200, flex: '1 1 200px', maxWidth: 320 }}
      fullWidth={false}
    />
  );
};
