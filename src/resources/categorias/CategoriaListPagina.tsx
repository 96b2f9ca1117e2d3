import { PageFrame } from '../../components/PageFrame';
import { CategoriaList } from './CategoriaList';
import { migasCategorias } from './migas';

/** /categorias inside the spec §2 page frame; the list itself puts the title in the app bar. */
export const CategoriaListPagina = () => (
  <PageFrame title="comanda.categorias.titulo" breadcrumbs={migasCategorias()} appBarTitle={false}>
    <CategoriaList />
  </PageFrame>
);
