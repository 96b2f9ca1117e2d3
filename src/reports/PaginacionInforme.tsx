import { useListContext, useTranslate } from 'react-admin';
import { TAMANO_PAGINA, TODAS_LAS_FILAS } from '../dataProvider';
import { PaginaDeTabla } from '../components/PaginaDeTabla';

/**
 * Spec §9: a report pages by 10 or shows all its rows (-1). Not beside a failed or empty load (its '1-10 de 10'
 * would describe rows that are not there).
 */
export const PaginacionInforme = () => {
  const translate = useTranslate();
  const { error, total, page, perPage, setPage, setPerPage } = useListContext();
  if (error || !total) return null;
  return (
    <PaginaDeTabla
      total={total}
      pagina={page}
      porPagina={perPage}
      onPagina={setPage}
      onPorPagina={setPerPage}
      opciones={[TAMANO_PAGINA, { label: translate('comanda.informes.todas'), value: TODAS_LAS_FILAS }]}
    />
  );
};
