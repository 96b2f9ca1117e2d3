import { fechaHoraBogota } from '../../../common/fechas';
import { Alert, Box } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ACCIONES_AUDITORIA, type RegistroAuditoria } from '../../../common/auditoria';
import { ErrorLista, Paginacion } from '../../components/ErrorLista';
import { PageFrame } from '../../components/PageFrame';

const T = 'comanda.auditoria';

/** `campo: antes → después` for each changed field. */
const textoCambios = (r: RegistroAuditoria) => {
  const campos = [...new Set([...Object.keys(r.antes ?? {}), ...Object.keys(r.despues ?? {})])];
  const valor = (v: unknown) => (v === undefined || v === null ? '—' : String(v));
  return campos.map((c) =>
    r.antes && r.despues
      ? `${c}: ${valor(r.antes[c])} → ${valor(r.despues[c])}`
      : `${c}: ${valor((r.despues ?? r.antes)?.[c])}`,
  );
};

const claveAccion = (accion: string) => `${T}.acciones.${accion.replace('.', '_')}`;

/**
 * /configSistema/auditoria (issue 11): the company's audit trail, newest first, read only, filtered by action,
 * user (part of the e-mail) and Bogotá days (GET auditoria through the dataProvider). Roles 0 and 1.
 */
const AuditoriaPage = () => {
  const translate = useTranslate();
  const etiqueta = (campo: string) => `${T}.campos.${campo}`;
  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.configuracion', link: '/configSistema' },
        { label: `${T}.titulo`, active: true },
      ]}
      appBarTitle={false}
    >
      <List
        resource="auditoria"
        title={`${T}.titulo`}
        perPage={25}
        filters={[
          <SelectInput
            key="accion"
            source="accion"
            label={etiqueta('accion')}
            alwaysOn
            emptyText={`${T}.todas`}
            choices={ACCIONES_AUDITORIA.map((a) => ({ id: a, name: translate(claveAccion(a), { _: a }) }))}
            sx={{ minWidth: 240 }}
          />,
          <TextInput key="usuario" source="usuario" label={etiqueta('usuario')} alwaysOn />,
          <DateInput key="desde" source="desde" label={etiqueta('desde')} alwaysOn />,
          <DateInput key="hasta" source="hasta" label={etiqueta('hasta')} alwaysOn />,
        ]}
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
            <FunctionField<RegistroAuditoria>
              label={etiqueta('fecha')}
              sortable={false}
              sx={{ whiteSpace: 'nowrap' }}
              render={(r) => fechaHoraBogota(r.fecha, { segundos: true })}
            />
            <FunctionField<RegistroAuditoria>
              label={etiqueta('accion')}
              sortable={false}
              render={(r) => translate(claveAccion(r.accion), { _: r.accion })}
            />
            <FunctionField<RegistroAuditoria>
              label={etiqueta('usuario')}
              sortable={false}
              sx={{ wordBreak: 'break-all' }}
              render={(r) => r.usuario ?? '—'}
            />
            <FunctionField<RegistroAuditoria>
              label={etiqueta('ip')}
              sortable={false}
              render={(r) => r.ip ?? '—'}
            />
            <FunctionField<RegistroAuditoria>
              label={etiqueta('objeto')}
              sortable={false}
              render={(r) => (r.entidad ? `${r.entidad} ${r.entidad_id ?? ''}`.trim() : '—')}
            />
            <FunctionField<RegistroAuditoria>
              label={etiqueta('cambios')}
              sortable={false}
              sx={{ wordBreak: 'break-word' }}
              render={(r) => textoCambios(r).map((linea) => <div key={linea}>{linea}</div>)}
            />
          </Datagrid>
        </Box>
      </List>
    </PageFrame>
  );
};

export default AuditoriaPage;
