import { fechaHoraBogota } from '../../../common/fechas';
import { Alert, Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Datagrid, FunctionField, List, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AjusteInventario } from '../../../common/ajustesInventario';
import { ErrorLista, Paginacion } from '../../components/ErrorLista';
import { PageFrame } from '../../components/PageFrame';
import { cantidadLegible, diferenciaLegible } from './calculo';

export const MIGAS_AJUSTES = [
  { label: 'comanda.menu.operaciones' },
  { label: 'comanda.ajustes.titulo', link: '/ajusteInventario' },
];

const T = 'comanda.ajustes';

/**
 * /ajusteInventario (issue 10): the adjustments, newest first (GET inventarios/ajustes through the dataProvider,
 * pages from 1), with who, when, why and each line's before → after; the button opens /ajusteInventario/registrar.
 */
const AjustesLista = () => {
  const translate = useTranslate();
  const campo = (c: string) => `${T}.campos.${c}`;
  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[MIGAS_AJUSTES[0], { label: `${T}.titulo`, active: true }]}
      appBarTitle={false}
      actions={
        <Button
          component={RouterLink}
          to="/ajusteInventario/registrar"
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.registrar`)}
        </Button>
      }
    >
      <List
        resource="ajustesInventario"
        title={`${T}.titulo`}
        perPage={25}
        actions={false}
        empty={false}
        exporter={false}
        error={<ErrorLista />}
        pagination={<Paginacion />}
      >
        {/* Its own width does not size the page: on a phone the table scrolls sideways, reachable by keyboard. */}
        <Box
          tabIndex={0}
          role="region"
          aria-label={translate(`${T}.titulo`)}
          sx={{ overflowX: 'auto', contain: 'inline-size' }}
        >
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<Alert severity="info">{translate(`${T}.vacio`)}</Alert>}
          >
            <FunctionField<AjusteInventario>
              label={campo('fecha')}
              sortable={false}
              sx={{ whiteSpace: 'nowrap' }}
              render={(a) => fechaHoraBogota(a.created_at)}
            />
            <FunctionField<AjusteInventario>
              label={campo('usuario')}
              sortable={false}
              sx={{ wordBreak: 'break-word' }}
              render={(a) => a.usuario ?? '—'}
            />
            <FunctionField<AjusteInventario>
              label={campo('tipo')}
              sortable={false}
              render={(a) => translate(`${T}.tipos.${a.tipo}`)}
            />
            <FunctionField<AjusteInventario>
              label={campo('motivo')}
              sortable={false}
              render={(a) => (a.motivo ? translate(`${T}.motivos.${a.motivo}`) : '—')}
            />
            <FunctionField<AjusteInventario>
              label={campo('productos')}
              sortable={false}
              render={(a) =>
                a.detalle.map((l) => (
                  <div key={l.id}>
                    {`${l.nombre}: ${cantidadLegible(l.antes)} → ${cantidadLegible(l.despues)} (${diferenciaLegible(l.cantidad)})`}
                  </div>
                ))
              }
            />
            <FunctionField<AjusteInventario>
              label={campo('observaciones')}
              sortable={false}
              sx={{ wordBreak: 'break-word' }}
              render={(a) => a.observaciones ?? '—'}
            />
          </Datagrid>
        </Box>
      </List>
    </PageFrame>
  );
};

export default AjustesLista;
