import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SearchInput,
  TopToolbar,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Catalogo } from '../../../common/catalogo';
import { ErrorLista, Paginacion } from '../../components/ErrorLista';
import { BotonEliminar } from './BotonEliminar';
import { BotonExportar } from './BotonExportar';
import { claveCatalogo, CLAVES_COMUNES } from './claves';
import { columna, columnaConteo } from './Columna';
import { FiltroSiNo } from './FiltroSiNo';
import { ListaTelefono } from './ListaTelefono';
import { extensionDe } from './extensiones';
import { rutaEditarCatalogo, rutaRegistrarCatalogo } from './rutas';
import type { Registro } from './valorLegible';

/**
 * GET `c.api.lista`, 10 per page, searchable, its declared columns, sorted as declared; Exportar writes an .xlsx
 * with formula-like cells neutralised; a catalogue's own buttons (its extension.ts, ./extensiones.ts) join the toolbar, its yes/no
 * filters (`lista.filtros`) show as chips beside the search, its row mark (extension.ts) as a last column.
 */
export const CatalogoList = ({ c }: { c: Catalogo }) => {
  const translate = useTranslate();
  const Acciones = extensionDe(c.recurso).accionLista;
  const Marca = extensionDe(c.recurso).marca;
  const refresh = useRefresh();
  // Below sm (phones) a one-column list instead of the table.
  const esTelefono = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List
      resource={c.recurso}
      title={claveCatalogo(c, 'titulo')}
      perPage={10}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate(claveCatalogo(c, 'buscar'))} />,
        ...Object.keys(c.lista.filtros ?? {}).map((f) => (
          <FiltroSiNo key={f} source={f} label={claveCatalogo(c, `filtros.${f}`)} alwaysOn />
        )),
      ]}
      actions={
        <TopToolbar>
          {Acciones ? <Acciones /> : null}
          <BotonExportar c={c} />
          <CreateButton to={rutaRegistrarCatalogo(c)} label={CLAVES_COMUNES.registrar} />
        </TopToolbar>
      }
      sort={{ field: c.lista.orden, order: 'ASC' }}
      exporter={false}
      empty={false}
      error={<ErrorLista />}
      pagination={<Paginacion />}
    >
      {esTelefono ? (
        <ListaTelefono c={c} />
      ) : (
        <Datagrid
          rowClick={(id) => rutaEditarCatalogo(c, id)}
          bulkActionButtons={false}
          // A wide catalogue (many columns, a row mark) scrolls inside its table on a tablet, never the page.
          sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto', contain: 'inline-size' } }}
        >
          {c.lista.columnas.map((campo) => columna(c, campo))}
          {Object.keys(c.lista.conteos ?? {}).map((conteo) => columnaConteo(c, conteo))}
          {Marca ? <FunctionField label={Marca.etiqueta} render={() => <Marca.componente />} /> : null}
          <FunctionField<Registro> label="" render={(r) => <EditButton to={rutaEditarCatalogo(c, r.id)} />} />
          <BotonEliminar c={c} alEliminar={refresh} />
        </Datagrid>
      )}
    </List>
  );
};
