import { useEffect, useState } from 'react';
import { useGetList, useRecordContext, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CampoReferencia } from '../../../common/catalogo';
import { SearchableSelect } from '../../components/SearchableSelect';

type Opcion = { id: number; nombre: string };

/**
 * A reference to another catalogue's row, or to a global list (DIAN types, DIVIPOLA, CIIU, countries): the
 * searchable select, fed by the referenced list whole (rowsPerPage=-1; `sedes` for the venues). With `dependeDe`
 * it lists the rows of the other field's value (municipalities of the chosen department) and waits for it; with
 * `busquedaRemota` the server searches as the user types, and the record's own choice stays offered. The server
 * checks the id (another company's does not exist). On create, a required reference with a single row to choose
 * (the company's only venue) comes chosen (issue 34).
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
  const padre = useWatch({ name: campo.dependeDe?.campo ?? '__ninguno' }) as unknown;
  const actual = useWatch({ name: campo.objeto }) as Opcion | null | undefined;
  const [busqueda, setBusqueda] = useState('');
  const sinPadre = campo.dependeDe !== undefined && (padre === null || padre === undefined || padre === '');
  const filter: Record<string, unknown> = {};
  if (campo.dependeDe && !sinPadre) filter[campo.dependeDe.campo] = padre;
  if (campo.busquedaRemota && busqueda) filter.q = busqueda;
  const { data = [] } = useGetList<Opcion>(
    campo.catalogo,
    { pagination: { page: 1, perPage: -1 }, sort: { field: 'nombre', order: 'ASC' }, filter },
    { enabled: !sinPadre },
  );
  useUnicaOpcionElegida(campo, source, sinPadre ? [] : data);
  const choices =
    campo.busquedaRemota && actual && !data.some((o) => o.id === actual.id) ? [actual, ...data] : data;
  return (
    <SearchableSelect
      source={source}
      label={label}
      choices={sinPadre ? [] : choices}
      optionText="nombre"
      optionValue="id"
      helperText={helperText}
      validate={validate}
      disabled={sinPadre}
      {...(campo.busquedaRemota && { setFilter: setBusqueda, filterToQuery: (q: string) => ({ q }) })}
    />
  );
};

/**
 * Chooses the only row of a required reference on a record being created, while nothing is chosen (a search's
 * single answer is not the list's only row, so never with `busquedaRemota`). The field stays pristine: the value
 * is the form's starting point, as a declared default would be.
 */
function useUnicaOpcionElegida(campo: CampoReferencia, source: string, opciones: Opcion[]) {
  const record = useRecordContext<{ id?: unknown }>();
  const { getValues, setValue } = useFormContext();
  const creando = record?.id === undefined || record.id === null;
  const unica =
    campo.requerido && creando && !campo.busquedaRemota && opciones.length === 1 ? opciones[0].id : null;
  useEffect(() => {
    if (unica === null) return;
    const actual: unknown = getValues(source);
    if (actual === undefined || actual === null || actual === '') setValue(source, unica);
  }, [unica, source, getValues, setValue]);
}
