import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Catalogo } from '../../../common/catalogo';
import { PageFrame } from '../../components/PageFrame';
import { CatalogoList } from './CatalogoList';
import { claveCatalogo, CLAVES_COMUNES } from './claves';
import { migasCatalogo } from './migas';
import { extensionDe, type VistaExtra } from './extensiones';

const Vistas = ({ c, extra }: { c: Catalogo; extra: VistaExtra }) => {
  const translate = useTranslate();
  const [parametros, setParametros] = useSearchParams();
  const enExtra = parametros.get('vista') === extra.vista;
  const Extra = extra.componente;
  const id = (v: string) => `vista-${c.recurso}-${v}`;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={enExtra ? extra.vista : 'lista'}
          onChange={(_, v: string) => setParametros(v === 'lista' ? {} : { vista: v })}
          aria-label={translate(claveCatalogo(c, 'titulo'))}
        >
          <Tab
            value="lista"
            label={translate(CLAVES_COMUNES.lista)}
            id={id('lista')}
            aria-controls={`${id('lista')}-panel`}
          />
          <Tab
            value={extra.vista}
            label={translate(extra.etiqueta)}
            id={id(extra.vista)}
            aria-controls={`${id(extra.vista)}-panel`}
          />
        </Tabs>
      </Box>
      <div
        role="tabpanel"
        id={`${id(enExtra ? extra.vista : 'lista')}-panel`}
        aria-labelledby={id(enExtra ? extra.vista : 'lista')}
      >
        {enExtra ? <Extra /> : <CatalogoList c={c} />}
      </div>
    </>
  );
};

/**
 * A catalogue's list inside the spec §2 page frame; the list itself puts the title in the app bar. A catalogue with
 * a view of its own (its extension.ts) gets it as a second tab.
 */
export const CatalogoListPagina = ({ c }: { c: Catalogo }) => {
  const extra = extensionDe(c.recurso).vista;
  const [parametros] = useSearchParams();
  const enExtra = !!extra && parametros.get('vista') === extra.vista;
  return (
    <PageFrame title={claveCatalogo(c, 'titulo')} breadcrumbs={migasCatalogo(c)} appBarTitle={enExtra}>
      {extra ? <Vistas c={c} extra={extra} /> : <CatalogoList c={c} />}
    </PageFrame>
  );
};
