import { Box, Button } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DateInput, Form, useListContext, useTranslate } from 'react-admin';
import type { Informe } from '../../common/informes/tipos';
import { BotonExportarInforme } from './BotonExportarInforme';
import { FiltroReferencia } from './FiltroReferencia';
import { validarRango, type Rango } from './rango';

/** The form's values without the empty ones (a filter left on 'Seleccionar una opción' means all). */
const sinVacios = (valores: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(valores).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** Two sets of flat filter values alike (the same fields with the same values, whatever their order). */
const iguales = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

const ANCHO_FECHA = { minWidth: 160, flex: '0 1 180px' };

/**
 * The report's range (YYYY-MM-DD, spec §5's two messages under the dates) and the declaration's filters, applied
 * by 'Filtrar' (not as they are typed: a range is chosen in two steps); 'Exportar informe' beside them exports
 * what the grid shows.
 */
export const FiltrosInforme = ({ informe }: { informe: Informe }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, refetch } = useListContext();
  const filtrar = (valores: Record<string, unknown>) => {
    const nuevos = sinVacios(valores);
    if (iguales(nuevos, filterValues)) void refetch();
    else setFilters(nuevos, {}, false);
  };
  return (
    <Form
      defaultValues={filterValues}
      onSubmit={filtrar}
      validate={(v) => validarRango(v as Rango)}
      sanitizeEmptyValues={false}
    >
      <Box
        role="group"
        aria-label={translate('comanda.informes.filtros')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, p: 2, pb: 0 }}
      >
        <DateInput source="from" label="comanda.informes.desde" sx={ANCHO_FECHA} />
        <DateInput source="to" label="comanda.informes.hasta" sx={ANCHO_FECHA} />
        {informe.filtros.map((f) => (
          <FiltroReferencia key={f.campo} filtro={f} />
        ))}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
          <Button type="submit" variant="contained" startIcon={<FilterListIcon />}>
            {translate('comanda.informes.filtrar')}
          </Button>
          <BotonExportarInforme informe={informe} />
        </Box>
      </Box>
    </Form>
  );
};
