import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultadoImportacion } from '../../../common/importacionProductos';

/** What the import will do (the server's preview, nothing written yet), before the user confirms it. */
export const VistaPrevia = ({ resultado }: { resultado: ResultadoImportacion }) => {
  const translate = useTranslate();
  const { creados, actualizados, categorias_creadas: categorias } = resultado;
  return (
    <Alert severity="info" role="status">
      {categorias.length > 0
        ? translate('comanda.importar.previa_con_categorias', {
            creados,
            actualizados,
            categorias: categorias.join(', '),
          })
        : translate('comanda.importar.previa', { creados, actualizados })}{' '}
      {translate('comanda.importar.previa_confirmar')}
    </Alert>
  );
};
