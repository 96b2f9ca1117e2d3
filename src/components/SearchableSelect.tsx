import { AutocompleteInput, type AutocompleteInputProps, useTranslate } from 'react-admin';

/** Spec §2 'Searchable select': an autocomplete whose first option, 'Seleccionar una opción', means none. */
export const SearchableSelect = (props: AutocompleteInputProps) => {
  const translate = useTranslate();
  return (
    <AutocompleteInput
      emptyText={translate('comanda.comun.seleccionar')}
      parse={(v: unknown) => (v === '' ? null : v)}
      fullWidth
      {...props}
    />
  );
};
