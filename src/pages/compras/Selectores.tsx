import { useMemo, useState } from 'react';
import { useGetList, type Validator } from 'react-admin';
import { SearchableSelect } from '../../components/SearchableSelect';

interface Opcion {
  id: number;
  nombre: string;
  numero_documento?: string;
  tipo_proveedor_cliente?: string;
}

const aConsulta = (q: string) => ({ q });
const todas = () => true;

/**
 * A searchable select over a catalogue searched by the server as the user types (`q` → `search`): suppliers by
 * name or document (client-only ones left out: the server refuses them), products by name or code. `texto` and
 * `filtrar` are module-level functions and the choices are memoised: react-admin's AutocompleteInput recomputes its
 * labels and choices at every new prop, which made the purchase form's first render slow (issue 25).
 */
const Buscador = ({
  recurso,
  source,
  label,
  validate,
  texto,
  filtrar = todas,
}: {
  recurso: string;
  source: string;
  label: string;
  validate?: Validator;
  texto: (o: Opcion) => string;
  filtrar?: (o: Opcion) => boolean;
}) => {
  const [busqueda, setBusqueda] = useState('');
  // The previous choices stay while a new search loads: without them the chosen option vanished for a moment and
  // the field dropped the choice the user had just made.
  const { data } = useGetList<Opcion>(
    recurso,
    {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'nombre', order: 'ASC' },
      filter: busqueda ? { q: busqueda } : {},
    },
    { placeholderData: (previas) => previas },
  );
  const opciones = useMemo(() => (data ?? []).filter(filtrar), [data, filtrar]);
  return (
    <SearchableSelect
      source={source}
      label={label}
      choices={opciones}
      optionText={texto}
      inputText={texto}
      optionValue="id"
      validate={validate}
      setFilter={setBusqueda}
      filterToQuery={aConsulta}
    />
  );
};

const textoProveedor = (o: Opcion) => (o.numero_documento ? `${o.nombre} (${o.numero_documento})` : o.nombre);
const soloProveedores = (o: Opcion) => o.tipo_proveedor_cliente !== 'cliente';
const textoProducto = (o: Opcion) => o.nombre;

export const SelectorProveedor = (props: { source: string; label: string; validate?: Validator }) => (
  <Buscador {...props} recurso="proveedores" texto={textoProveedor} filtrar={soloProveedores} />
);

export const SelectorProducto = (props: { source: string; label: string; validate?: Validator }) => (
  <Buscador {...props} recurso="productos" texto={textoProducto} />
);
