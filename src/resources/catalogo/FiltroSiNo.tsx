import { Chip } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/**
 * A declared yes/no filter of a generated list (`lista.filtros`) as a chip above it: pressed, the list asks the API
 * for `?<source>=true`; pressed again, the filter goes away (react-admin drops empty values). A real button (keyboard, 48 px tall target).
 */
export const FiltroSiNo = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const activo = field.value === true || field.value === 'true';
  return (
    <Chip
      component="button"
      type="button"
      label={translate(label)}
      color={activo ? 'warning' : 'default'}
      variant={activo ? 'filled' : 'outlined'}
      aria-pressed={activo}
      onClick={() => field.onChange(activo ? '' : true)}
      sx={{ minHeight: 48, borderRadius: 6, alignSelf: 'center', mb: 0.5 }}
    />
  );
};
