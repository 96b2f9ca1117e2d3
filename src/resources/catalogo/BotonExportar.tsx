import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { Catalogo } from '../../../common/catalogo';
import { TODAS_LAS_FILAS } from '../../dataProvider';
import { useNotificar } from '../../notifications';
import { exportarCatalogo } from './exportar';
import type { Registro } from './valorLegible';

/**
 * Exportar: every record of the list as it is filtered and sorted, asked in one call (`rowsPerPage=-1`, spec §9's
 * 'All'), whatever the list's size, written as `<recurso>.xlsx`. A failure shows the server's message (spec §8);
 * react-admin's own ExportButton would ask for a page of 1000 (above the API's 100) and say only "Error de
 * comunicación".
 */
export const BotonExportar = ({ c }: { c: Catalogo }) => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notificar = useNotificar();
  const translate = useTranslate();
  const [exportando, setExportando] = useState(false);
  const exportar = async () => {
    setExportando(true);
    try {
      const { data } = await dataProvider.getList<Registro>(c.recurso, {
        sort,
        filter: filterValues,
        pagination: { page: 1, perPage: TODAS_LAS_FILAS },
      });
      await exportarCatalogo(c, data, translate);
    } catch (error) {
      notificar.error(error as Error);
    } finally {
      setExportando(false);
    }
  };
  return (
    <Button label="ra.action.export" onClick={() => void exportar()} disabled={total === 0 || exportando}>
      <DownloadIcon />
    </Button>
  );
};
