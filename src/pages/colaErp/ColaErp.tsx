import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SelectInput, useTranslate } from 'react-admin';
import { MODULOS_DE_DOCUMENTO, type ModuloColaErp } from '../../../common/erpChips';
import { moduloPorTag, puedeUsarModulo } from '../../../common/modulos';
import { useUsuario } from '../../authProvider/useUsuario';
import { ErrorLista, Paginacion } from '../../components/ErrorLista';
import { PageFrame } from '../../components/PageFrame';
import { ReintentarErp } from './ReintentarErp';

const T = 'comanda.colaErp';
const P = 'comanda.colaErpPagina';

/** A row of GET erp/begranda/cola/documentos (server/routes/erp/schemas.ts, documentoCola). */
export interface DocumentoCola {
  id: number;
  modulo: ModuloColaErp;
  id_documento: number;
  numero: string | null;
  fecha: string | null;
  estado: 'pendiente' | 'enviado' | 'fallido';
  contingencia: boolean;
  error: string | null;
  intentos: number;
  horas_sin_transmitir: number | null;
  alerta: 'porVencer' | 'vencido' | null;
}

const MODULOS: ModuloColaErp[] = [
  'sale',
  'canceledSale',
  'purchase',
  'canceledPurchase',
  'expense',
  'canceledExpense',
  'cuadreCaja',
];
const ESTADOS = ['pendiente', 'enviado', 'fallido', 'contingencia'] as const;

/** Its age against DIAN's 48 hours: red once past, amber from 40 hours. */
const Antiguedad = ({ d }: { d: DocumentoCola }) => {
  const translate = useTranslate();
  const texto = translate(`${P}.horas`, { horas: d.horas_sin_transmitir ?? 0 });
  if (!d.alerta) return <span>{texto}</span>;
  return (
    <Chip
      size="small"
      color={d.alerta === 'vencido' ? 'error' : 'warning'}
      label={`${texto} · ${translate(`${P}.alertas.${d.alerta}`)}`}
    />
  );
};

/**
 * /configSistema/colaErp (issue 29): every document the ERP or DIAN has not accepted yet — pending, in the ERP
 * without DIAN's code, failed, issued in contingency — oldest first, with its age against the 48 hours, its last
 * error and attempts, and 'Reintentar' for a user whose role opens the document's own screen. Roles 0 and 1; the
 * dashboard's warning links here.
 */
const ColaErp = () => {
  const translate = useTranslate();
  const usuario = useUsuario();
  const puedeReintentar = (modulo: ModuloColaErp) =>
    MODULOS_DE_DOCUMENTO[modulo].some((tag) => {
      const m = moduloPorTag(tag);
      return Boolean(m && puedeUsarModulo(usuario?.rol, m));
    });
  const etiqueta = (campo: string) => `${P}.campos.${campo}`;
  return (
    <PageFrame
      title={`${P}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.configuracion', link: '/configSistema' },
        { label: `${P}.titulo`, active: true },
      ]}
      appBarTitle={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${P}.ayuda`)}
      </Typography>
      <List
        resource="colaErp"
        title={`${P}.titulo`}
        perPage={25}
        filters={[
          <SelectInput
            key="modulo"
            source="modulo"
            label={etiqueta('modulo')}
            alwaysOn
            emptyText={`${P}.todos`}
            choices={MODULOS.map((m) => ({ id: m, name: translate(`${T}.modulos.${m}`) }))}
            sx={{ minWidth: 220 }}
          />,
          <SelectInput
            key="estado"
            source="estado"
            label={etiqueta('estado')}
            alwaysOn
            emptyText={`${P}.todos`}
            choices={ESTADOS.map((e) => ({ id: e, name: translate(`${P}.estados.${e}`) }))}
            sx={{ minWidth: 200 }}
          />,
        ]}
        actions={false}
        empty={false}
        exporter={false}
        error={<ErrorLista />}
        pagination={<Paginacion />}
      >
        <Box
          tabIndex={0}
          role="region"
          aria-label={translate(`${P}.titulo`)}
          sx={{ overflowX: 'auto', contain: 'inline-size' }}
        >
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<Alert severity="success">{translate(`${P}.vacio`)}</Alert>}
          >
            <FunctionField<DocumentoCola>
              label={etiqueta('modulo')}
              sortable={false}
              render={(d) => translate(`${T}.modulos.${d.modulo}`)}
            />
            <FunctionField<DocumentoCola>
              label={etiqueta('numero')}
              sortable={false}
              sx={{ whiteSpace: 'nowrap' }}
              render={(d) => d.numero ?? `#${d.id_documento}`}
            />
            <FunctionField<DocumentoCola>
              label={etiqueta('fecha')}
              sortable={false}
              sx={{ whiteSpace: 'nowrap' }}
              render={(d) => d.fecha ?? '—'}
            />
            <FunctionField<DocumentoCola>
              label={etiqueta('antiguedad')}
              sortable={false}
              sx={{ whiteSpace: 'nowrap' }}
              render={(d) => <Antiguedad d={d} />}
            />
            <FunctionField<DocumentoCola>
              label={etiqueta('estado')}
              sortable={false}
              render={(d) => (
                <Stack direction="row" spacing={0.5}>
                  <span>{translate(`${P}.estados.${d.estado}`)}</span>
                  {d.contingencia ? (
                    <Chip size="small" variant="outlined" label={translate(`${P}.estados.contingencia`)} />
                  ) : null}
                </Stack>
              )}
            />
            <FunctionField<DocumentoCola>
              label={etiqueta('error')}
              sortable={false}
              sx={{ wordBreak: 'break-word' }}
              render={(d) => d.error ?? '—'}
            />
            <FunctionField<DocumentoCola>
              label={etiqueta('intentos')}
              sortable={false}
              textAlign="right"
              render={(d) => d.intentos}
            />
            <FunctionField<DocumentoCola>
              label={etiqueta('acciones')}
              sortable={false}
              render={(d) =>
                puedeReintentar(d.modulo) ? <ReintentarErp modulo={d.modulo} id={d.id_documento} /> : null
              }
            />
          </Datagrid>
        </Box>
      </List>
    </PageFrame>
  );
};

export default ColaErp;
