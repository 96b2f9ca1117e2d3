import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { VentaSinConexionFila } from '../../../common/contingencia';
import { formatearPesos } from '../../../common/formatoDinero';
import { ErrorLista, Paginacion } from '../../components/ErrorLista';
import { PageFrame } from '../../components/PageFrame';
import { http } from '../../dataProvider/http';

const P = 'comanda.ventasSinConexion';

/** 'Revisada': the manager saw the sale (POST ventas/sinConexion/:id/revisada); the list is read again. */
const MarcarRevisada = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const envio = useMutation({
    mutationFn: async () => (await http.post<{ message: string }>(`ventas/sinConexion/${id}/revisada`)).data,
    onSuccess: (r) => notify(r.message, { type: 'success' }),
    onError: (e) => notify(e instanceof Error ? e.message : 'comanda.errores.generico', { type: 'error' }),
    onSettled: () => refresh(),
  });
  return (
    <Button
      variant="outlined"
      sx={{ minHeight: 48 }}
      disabled={envio.isPending}
      onClick={() => envio.mutate()}
    >
      {translate(`${P}.revisada`)}
    </Button>
  );
};

/**
 * /cuadreCaja/sinConexion (issue 31): the counter sales made offline, newest first — by default those a manager
 * still has to review: sold as made although a product was deactivated or repriced, stock went below zero, or its
 * register had closed — with why, and 'Revisada'.
 */
const VentasSinConexion = () => {
  const translate = useTranslate();
  const campo = (c: string) => `${P}.campos.${c}`;
  return (
    <PageFrame
      title={`${P}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.cuadre_caja', link: '/cuadreCaja' },
        { label: `${P}.titulo`, active: true },
      ]}
      appBarTitle={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${P}.ayuda`)}
      </Typography>
      <List
        resource="ventasSinConexion"
        title={`${P}.titulo`}
        perPage={25}
        filterDefaultValues={{ revisar: true }}
        filters={[<BooleanInput key="revisar" source="revisar" label={campo('solo_revisar')} alwaysOn />]}
        actions={false}
        empty={false}
        exporter={false}
        error={<ErrorLista />}
        pagination={<Paginacion />}
      >
        <Box tabIndex={0} role="region" aria-label={translate(`${P}.titulo`)} sx={{ overflowX: 'auto' }}>
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<Alert severity="success">{translate(`${P}.vacio`)}</Alert>}
          >
            <FunctionField<VentaSinConexionFila>
              label={campo('venta')}
              sortable={false}
              render={(v) => v.codigo}
            />
            <FunctionField<VentaSinConexionFila>
              label={campo('contingencia')}
              sortable={false}
              render={(v) => v.numero_contingencia ?? '—'}
            />
            <FunctionField<VentaSinConexionFila>
              label={campo('sede')}
              sortable={false}
              render={(v) => v.sede}
            />
            <FunctionField<VentaSinConexionFila>
              label={campo('hecha_en')}
              sortable={false}
              sx={{ whiteSpace: 'nowrap' }}
              render={(v) => v.hecha_en.slice(0, 16)}
            />
            <FunctionField<VentaSinConexionFila>
              label={campo('total')}
              sortable={false}
              textAlign="right"
              render={(v) => formatearPesos(v.total)}
            />
            <FunctionField<VentaSinConexionFila>
              label={campo('motivos')}
              sortable={false}
              render={(v) => (
                <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                  {v.motivos.map((m, n) => (
                    <Chip
                      key={n}
                      size="small"
                      color="warning"
                      label={translate(`${P}.motivos.${m.tipo}`, {
                        nombre: m.nombre,
                        antes: m.antes ?? '',
                        ahora: m.ahora ?? '',
                      })}
                    />
                  ))}
                </Stack>
              )}
            />
            <FunctionField<VentaSinConexionFila>
              label={campo('acciones')}
              sortable={false}
              render={(v) =>
                v.revisar && v.revisada_at === null ? <MarcarRevisada id={v.id} /> : translate(`${P}.vista`)
              }
            />
          </Datagrid>
        </Box>
      </List>
    </PageFrame>
  );
};

export default VentasSinConexion;
