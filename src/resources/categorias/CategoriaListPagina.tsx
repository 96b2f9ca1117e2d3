import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { CategoriaList } from './CategoriaList';
import { migasCategorias } from './migas';
import { OrdenCategorias } from './OrdenCategorias';

const VISTA_ORDEN = 'orden';
const id = (v: string) => `vista-categorias-${v}`;

/**
 * /categorias inside the spec §2 page frame, as two tabs: 'Lista' (the paged, searchable list, which puts the title
 * in the app bar) and 'Orden de la carta' (?vista=orden: the tree to drag into the till's and the menu's order).
 */
export const CategoriaListPagina = () => {
  const translate = useTranslate();
  const [parametros, setParametros] = useSearchParams();
  const enOrden = parametros.get('vista') === VISTA_ORDEN;
  const vista = enOrden ? VISTA_ORDEN : 'lista';
  return (
    <PageFrame title="comanda.categorias.titulo" breadcrumbs={migasCategorias()} appBarTitle={enOrden}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={vista}
          onChange={(_, v: string) => setParametros(v === 'lista' ? {} : { vista: v })}
          aria-label={translate('comanda.categorias.titulo')}
        >
          <Tab
            value="lista"
            label={translate('comanda.categorias.lista')}
            id={id('lista')}
            aria-controls={`${id('lista')}-panel`}
          />
          <Tab
            value={VISTA_ORDEN}
            label={translate('comanda.categorias.orden')}
            id={id(VISTA_ORDEN)}
            aria-controls={`${id(VISTA_ORDEN)}-panel`}
          />
        </Tabs>
      </Box>
      <div role="tabpanel" id={`${id(vista)}-panel`} aria-labelledby={id(vista)}>
        {enOrden ? <OrdenCategorias /> : <CategoriaList />}
      </div>
    </PageFrame>
  );
};
