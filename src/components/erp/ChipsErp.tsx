import { useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRefresh, useTranslate } from 'react-admin';
import type { AmbienteDian } from '../../../common/dian/cufe';
import { urlConsultaDian } from '../../../common/dian/qr';
import { llamadaChip, revisarChip } from '../../../common/erpChips';
import { http } from '../../dataProvider/http';
import { ResultDialog } from '../ResultDialog';
import { useErpActivo } from '../anulacion/EstadoAnulacion';

const T = 'comanda.erp';

export interface ChipsErpProps {
  /** sale, purchase, expense, canceledSale, canceledPurchase or canceledExpense (anything else is an error). */
  moduleType: string;
  dataId: number;
  /** The ERP's id: '' or null while not sent (undefined is an error). */
  begrandaId: string | null | undefined;
  cufeCude: string | null | undefined;
  /** DIAN's environment of the code (1 production, 2 habilitación). */
  ambiente?: AmbienteDian;
}

interface Resultado {
  tipo: 'success' | 'error';
  mensaje: string;
}

const mensajeDe = (e: unknown): string =>
  (e as { response?: { data?: { message?: string } } }).response?.data?.message ??
  (e instanceof Error ? e.message : '');

/**
 * The ERP status chips (spec §2, §4): Begranda (sent when begrandaId is not empty), Dian (validated when cufeCude
 * is present) and Ver en DIAN (the authority's public lookup, by environment). A chip is disabled once its step is
 * done; pressing a pending or failed one sends that step again (the server checks the user's module) and shows the
 * spec's result dialog. A bad module type, or a missing one, dataId or begrandaId, throws.
 */
export const ChipsErp = ({ moduleType, dataId, begrandaId, cufeCude, ambiente }: ChipsErpProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const modulo = revisarChip({ moduleType, dataId, begrandaId });
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const enviado = Boolean(begrandaId && begrandaId.trim());
  const validado = Boolean(cufeCude && cufeCude.trim());
  const paso = useMutation({
    mutationFn: async (cual: 'erp' | 'dian') => {
      const ll = llamadaChip(modulo, cual, dataId);
      const { data } =
        ll.metodo === 'DELETE'
          ? await http.delete<{ message: string }>(ll.ruta)
          : await http.post<{ message: string }>(ll.ruta, ll.cuerpo);
      return data.message;
    },
    onSuccess: (mensaje) => {
      setResultado({ tipo: 'success', mensaje });
      refresh();
    },
    onError: (e) => {
      setResultado({ tipo: 'error', mensaje: mensajeDe(e) });
      refresh();
    },
  });
  const ocupado = paso.isPending;
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={translate(`${T}.grupo`)}>
      <Chip
        size="small"
        label={translate(`${T}.begranda`)}
        color={enviado ? 'success' : 'default'}
        variant={enviado ? 'filled' : 'outlined'}
        disabled={enviado || ocupado}
        title={enviado ? translate(`${T}.enviado`, { id: begrandaId }) : undefined}
        onClick={enviado ? undefined : () => paso.mutate('erp')}
      />
      <Chip
        size="small"
        label={translate(`${T}.dian`)}
        color={validado ? 'success' : 'default'}
        variant={validado ? 'filled' : 'outlined'}
        disabled={validado || ocupado}
        title={validado ? translate(`${T}.validado`) : undefined}
        onClick={validado ? undefined : () => paso.mutate('dian')}
      />
      <Chip
        size="small"
        label={translate(`${T}.ver_dian`)}
        color="info"
        variant="outlined"
        disabled={!validado}
        {...(validado && {
          component: 'a',
          href: urlConsultaDian(cufeCude!, ambiente ?? 2),
          target: '_blank',
          rel: 'noopener noreferrer',
          clickable: true,
        })}
      />
      <ResultDialog
        open={ocupado || resultado !== null}
        tipo={ocupado ? 'loading' : (resultado?.tipo ?? 'success')}
        titulo={ocupado ? undefined : resultado?.tipo === 'error' ? `${T}.fallida` : `${T}.exitosa`}
        mensaje={resultado?.mensaje}
        onClose={() => setResultado(null)}
      />
    </Stack>
  );
};

/**
 * The chips of a purchase's or an expense's row when the company's ERP is on (activarErpBegranda = 1): the
 * document's own, or, once cancelled, its cancellation's (id_begranda_anulado, cude_anulado). Clicks stay in the
 * chips (the row behind may open on click).
 */
export const ChipsErpDeRegistro = ({
  tipo,
  registro,
  anulado,
}: {
  tipo: 'sale' | 'purchase' | 'expense';
  registro: {
    id: number;
    begrandaId: string | null;
    cufeCude: string | null;
    id_begranda_anulado?: string | null;
    cude_anulado?: string | null;
    /** A sale's electronic document: its environment decides where 'Ver en DIAN' looks. */
    documento_dian?: { ambiente: number } | null;
  };
  anulado: boolean;
}) => {
  const erp = useErpActivo();
  if (erp !== '1') return null;
  const cancelado = { sale: 'canceledSale', purchase: 'canceledPurchase', expense: 'canceledExpense' }[tipo];
  return (
    <Box onClick={(e) => e.stopPropagation()} sx={{ display: 'inline-flex' }}>
      <ChipsErp
        moduleType={anulado ? cancelado : tipo}
        dataId={registro.id}
        begrandaId={(anulado ? registro.id_begranda_anulado : registro.begrandaId) ?? ''}
        cufeCude={anulado ? registro.cude_anulado : registro.cufeCude}
        ambiente={registro.documento_dian?.ambiente === 1 ? 1 : 2}
      />
    </Box>
  );
};
