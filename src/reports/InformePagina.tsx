import { useState, type ComponentType } from 'react';
import { List } from 'react-admin';
import { INFORMES } from '../../common/informes';
import type { Informe } from '../../common/informes/tipos';
import { PageFrame } from '../components/PageFrame';
import { TAMANO_PAGINA } from '../dataProvider';
import { useNotificar } from '../notifications';
import { FiltrosInforme } from './FiltrosInforme';
import { mensajeDeCarga } from './mensajeCarga';
import { PaginacionInforme } from './PaginacionInforme';
import { rangoInicial } from './rango';
import { TablaInforme } from './TablaInforme';
import { useTextoDeclarado } from './textoDeclarado';

/**
 * /informes/<modulo>: any declared report (common/informes/) as a react-admin List on its resource (the module
 * tag, src/dataProvider/resources.ts): its range and filters, the grid with the range's totals, paging by 10 or
 * all, and the export. Nothing here is particular to one report.
 */
export const InformePagina = ({ informe }: { informe: Informe }) => {
  const texto = useTextoDeclarado();
  const notificar = useNotificar();
  const titulo = texto(informe.titulo);
  // Once per visit: a new object at each render would read as new default filters.
  const [inicial] = useState(() => rangoInicial());
  return (
    <PageFrame
      title={titulo}
      breadcrumbs={[{ label: 'comanda.menu.informes' }, { label: titulo, active: true }]}
      appBarTitle={false}
    >
      <List
        resource={informe.modulo}
        title={titulo}
        perPage={TAMANO_PAGINA}
        filterDefaultValues={inicial}
        actions={false}
        empty={false}
        exporter={false}
        pagination={<PaginacionInforme />}
        // The toast says what the grid says (spec §8: the report's message when the server gave none).
        queryOptions={{ onError: (e: unknown) => notificar.error(mensajeDeCarga(e, informe, texto)) }}
        sx={{ minWidth: 0 }}
      >
        <FiltrosInforme informe={informe} />
        <TablaInforme informe={informe} />
      </List>
    </PageFrame>
  );
};

/** The page of the report declared with this module tag (src/paginas.tsx mounts one per declared report). */
export function paginaDeModulo(modulo: string): ComponentType {
  const informe = INFORMES.find((i) => i.modulo === modulo);
  if (!informe) throw new Error(`Informe sin declarar: ${modulo}`);
  const Pagina = () => <InformePagina informe={informe} />;
  Pagina.displayName = `Informe(${informe.modulo})`;
  return Pagina;
}
