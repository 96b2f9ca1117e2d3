import { Box, Chip, Stack } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatearPesos } from '../../../common/formatoDinero';
import type { Gasto } from '../../../common/gastos';
import { EstadoAnulacion } from '../../components/anulacion/EstadoAnulacion';
import { ChipsErpDeRegistro } from '../../components/erp/ChipsErp';
import { ErrorLista, Paginacion } from '../../components/ErrorLista';
import { PageFrame } from '../../components/PageFrame';
import { AnularGasto } from './AnularGasto';
import { migasGastos, RUTA_GASTOS } from './rutas';

const T = 'comanda.gastos';

/** A cancelled expense reads as spec §4 says; a live one 'registrado'. */
export const EstadoGasto = ({ gasto }: { gasto: Gasto }) => {
  const translate = useTranslate();
  return gasto.estado === 'anulado' ? (
    <EstadoAnulacion registro={gasto} genero="masculino" />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={translate(`${T}.registrado`)} />
  );
};

/** /gastos: GET gastos (pages from 1, newest date first), searchable, filtered by state; edit and cancel per row. */
const GastosList = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <PageFrame title={`${T}.titulo`} breadcrumbs={migasGastos()} appBarTitle={false}>
      <List
        resource="gastos"
        title={`${T}.titulo`}
        perPage={10}
        filters={[
          <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${T}.buscar`)} />,
          <SelectInput
            key="estado"
            source="estado"
            label={`${T}.filtro_estado`}
            choices={[
              { id: 'registrado', name: `${T}.registrado` },
              { id: 'anulado', name: 'comanda.anulacion.masculino.simple' },
            ]}
          />,
        ]}
        actions={
          <TopToolbar>
            <CreateButton to={`${RUTA_GASTOS}/registrar`} label={`${T}.registrar`} />
          </TopToolbar>
        }
        sort={{ field: 'fecha', order: 'DESC' }}
        empty={false}
        error={<ErrorLista />}
        pagination={<Paginacion />}
      >
        {/* Its own width does not size the page: on a phone the table scrolls sideways, reachable by keyboard. */}
        <Box tabIndex={0} sx={{ overflowX: 'auto', contain: 'inline-size' }}>
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="fecha" label={`${T}.campos.fecha`} sortable={false} />
            <TextField source="tipo_gasto.nombre" label={`${T}.campos.id_tipo_gasto`} sortable={false} />
            <TextField source="concepto_gasto" label={`${T}.campos.concepto_gasto`} sortable={false} />
            <TextField source="forma_pago.nombre" label={`${T}.campos.id_forma_pago`} sortable={false} />
            <TextField
              source="proveedor.nombre"
              label={`${T}.campos.id_nit`}
              sortable={false}
              emptyText="—"
            />
            <FunctionField<Gasto>
              label={`${T}.campos.total`}
              sortable={false}
              render={(g) => formatearPesos(g.total)}
            />
            <FunctionField<Gasto>
              label={`${T}.campos.estado`}
              sortable={false}
              render={(g) => (
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                  <EstadoGasto gasto={g} />
                  <ChipsErpDeRegistro tipo="expense" registro={g} anulado={g.estado === 'anulado'} />
                </Stack>
              )}
            />
            <FunctionField<Gasto>
              label=""
              render={(g) =>
                g.estado === 'anulado' ? null : <EditButton to={`${RUTA_GASTOS}/editar/${g.id}`} />
              }
            />
            <FunctionField<Gasto> label="" render={() => <AnularGasto alAnular={refresh} />} />
          </Datagrid>
        </Box>
      </List>
    </PageFrame>
  );
};

export default GastosList;
