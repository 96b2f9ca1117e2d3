import type { ReactNode } from 'react';
import { TableCell } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { erpDeInforme } from '../../common/informes/erp';
import type { Informe } from '../../common/informes/tipos';
import { EstadoAnulacion, useErpActivo } from '../components/anulacion/EstadoAnulacion';
import { ChipsErp } from '../components/erp/ChipsErp';
import type { Columna } from '../components/TablaDesplazable';

/** A cancellation's row as a report with `erp` answers it (common/informes/esquemas.ts). */
type FilaErp = RaRecord & {
  id_begranda_anulado?: string | null;
  cude_anulado?: string | null;
  ambiente_anulado?: number | null;
};

/**
 * The cancelled reports' own columns (issue 29, common/informes/erp.ts): spec §4's cancelled-state label where the report
 * names a gender (purchases, expenses: it reads the ERP's id of the cancellation), and the cancellation's ERP chips
 * while the company's ERP is on (Begranda, Dian, Ver en DIAN; disabled once done, pressable to send again). Other
 * reports get nothing and read no setting.
 */
export function useColumnasErp(informe: Informe): {
  titulos: Columna[];
  celdas: (fila: FilaErp) => ReactNode;
} {
  const translate = useTranslate();
  const d = erpDeInforme(informe);
  const erp = useErpActivo(Boolean(d));
  if (!d) return { titulos: [], celdas: () => null };
  const chips = erp === '1';
  return {
    titulos: [
      ...(d.genero ? [translate('comanda.informes.estado')] : []),
      ...(chips ? [translate('comanda.informes.erp')] : []),
    ],
    celdas: (fila) => (
      <>
        {d.genero ? (
          <TableCell>
            <EstadoAnulacion registro={fila} genero={d.genero} />
          </TableCell>
        ) : null}
        {chips ? (
          <TableCell>
            <ChipsErp
              moduleType={d.modulo}
              dataId={Number(fila.id)}
              begrandaId={fila.id_begranda_anulado ?? ''}
              cufeCude={fila.cude_anulado}
              ambiente={fila.ambiente_anulado === 1 ? 1 : 2}
            />
          </TableCell>
        ) : null}
      </>
    ),
  };
}
