import { Alert, LinearProgress, TableCell, TableRow } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { Informe } from '../../common/informes/tipos';
import { ErrorLista } from '../components/ErrorLista';
import { TablaDesplazable } from '../components/TablaDesplazable';
import { esCifra, textoCelda } from './celdas';
import { useColumnasErp } from './ColumnasErp';
import { mensajeDeCarga } from './mensajeCarga';
import { useTextoDeclarado } from './textoDeclarado';

/** The range's totals row: each summed column's figure from the server (`totales`), 'Totales' before them. */
const FilaTotales = ({
  informe,
  totales,
  extra,
}: {
  informe: Informe;
  totales: Record<string, unknown>;
  /** Columns after the declared ones (a cancellation's state and ERP chips): empty cells. */
  extra: number;
}) => {
  const translate = useTranslate();
  const primeraSumada = informe.columnas.findIndex((c) => c.total);
  return (
    <TableRow data-testid="totales-informe">
      {informe.columnas.map((c, i) => (
        <TableCell
          key={c.campo}
          component={i === 0 ? 'th' : 'td'}
          scope={i === 0 ? 'row' : undefined}
          align={esCifra(c.tipo) ? 'right' : undefined}
          sx={{ fontWeight: 'bold', whiteSpace: 'nowrap', color: 'text.primary', fontSize: 'inherit' }}
        >
          {c.total
            ? textoCelda(c.tipo, totales[c.campo], translate)
            : i === 0 && primeraSumada !== 0
              ? translate('comanda.informes.totales')
              : ''}
        </TableCell>
      ))}
      {Array.from({ length: extra }, (_, i) => (
        <TableCell key={`extra-${i}`} />
      ))}
    </TableRow>
  );
};

/**
 * A report's grid from its declaration: one column per declared column (pesos, Bogotá instants), the page's rows
 * and the whole range's totals row; on a phone it scrolls inside its card. A failed load shows the error instead.
 */
export const TablaInforme = ({ informe }: { informe: Informe }) => {
  const translate = useTranslate();
  const texto = useTextoDeclarado();
  const { data, isPending, error, meta } = useListContext<RaRecord>();
  const erp = useColumnasErp(informe);
  if (error) return <ErrorLista mensaje={mensajeDeCarga(error, informe, texto)} />;
  if (isPending) return <LinearProgress aria-label={translate('comanda.comun.cargando')} />;
  if (!data?.length) return <Alert severity="info">{translate('comanda.informes.vacio')}</Alert>;
  const totales = (meta as { totales?: Record<string, unknown> } | undefined)?.totales;
  return (
    <TablaDesplazable
      titulo={texto(informe.titulo)}
      columnas={[
        ...informe.columnas.map((c) => ({ texto: texto(c.titulo), derecha: esCifra(c.tipo) })),
        ...erp.titulos,
      ]}
      pie={totales ? <FilaTotales informe={informe} totales={totales} extra={erp.titulos.length} /> : null}
    >
      {data.map((fila) => (
        <TableRow key={fila.id}>
          {informe.columnas.map((c) => (
            <TableCell
              key={c.campo}
              align={esCifra(c.tipo) ? 'right' : undefined}
              sx={c.tipo === 'texto' ? undefined : { whiteSpace: 'nowrap' }}
            >
              {textoCelda(c.tipo, fila[c.campo], translate)}
            </TableCell>
          ))}
          {erp.celdas(fila)}
        </TableRow>
      ))}
    </TablaDesplazable>
  );
};
