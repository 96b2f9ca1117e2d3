import { useState } from 'react';
import { useGetList, type Validator } from 'react-admin';
import { SearchableSelect } from '../../components/SearchableSelect';

interface Opcion {
  id: number;
  nombre: string;
  numero_documento?: string;
  tipo_proveedor_cliente?: string;
}

/**
 * A searchable select over a catalogue searched by the server as the user types (`q` → `search`): suppliers by
 * name or document (client-only ones left out: the server refuses them), products by name or code.
 */
const Buscador = ({
  recurso,
  source,
  label,
  validate,
  texto,
  filtrar = () => true,
}: {
  recurso: string;
  source: string;
  label: string;
  validate?: Validator;
  texto: (o: Opcion) => string;
  filtrar?: (o: Opcion) => boolean;
}) => {
  const [busqueda, setBusqueda] = useState('');
  const { data = [] } = useGetList<Opcion>(recurso, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'nombre', order: 'ASC' },
    filter: busqueda ? { q: busqueda } : {},
  });
  return (
    <SearchableSelect
      source={source}
      label={label}
      choices={data.filter(filtrar)}
      optionText={texto}
      inputText={texto}
      optionValue="id"
      validate={validate}
      setFilter={setBusqueda}
      filterToQuery={(q: string) => ({ q })}
    />
  );
};

export const SelectorProveedor = (props: { source: string; label: string; validate?: Validator }) => (
  <Buscador
    {...props}
    recurso="proveedores"
    texto={(o) => (o.numero_documento ? `${o.nombre} (${o.numero_documento})` : o.nombre)}
    filtrar={(o) => o.tipo_proveedor_cliente !== 'cliente'}
  />
);

export const SelectorProducto = (props: { source: string; label: string; validate?: Validator }) => (
  <Buscador {...props} recurso="productos" texto={(o) => o.nombre} />
);
