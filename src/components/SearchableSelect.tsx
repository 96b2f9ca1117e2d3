import { AutocompleteInput, type AutocompleteInputProps, useTranslate } from 'react-admin';

const vacioEsNulo = (v: unknown) => (v === '' ? null : v);

/** Spec §2 'Searchable select': an autocomplete whose first option, 'Seleccionar una opción', means none. */
export const SearchableSelect = (props: AutocompleteInputProps) => {
  const translate = useTranslate();
  return (
    <AutocompleteInput
      emptyText={translate('comanda.comun.seleccionar')}
      parse={vacioEsNulo}
      fullWidth
      {...props}
    />
  );
};
