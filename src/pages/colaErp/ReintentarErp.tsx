import { useState } from 'react';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRefresh, useTranslate } from 'react-admin';
import { llamadaReintento, type ModuloColaErp } from '../../../common/erpChips';
import { ResultDialog } from '../../components/ResultDialog';
import { http } from '../../dataProvider/http';

const mensajeDe = (e: unknown): string =>
  (e as { response?: { data?: { message?: string } } }).response?.data?.message ??
  (e instanceof Error ? e.message : '');

/**
 * The queue's 'Reintentar' of one document: its erp/begranda/* call (the server checks the user's module again),
 * the spec's result dialog with the server's message, and the list read again either way.
 */
export const ReintentarErp = ({ modulo, id }: { modulo: ModuloColaErp; id: number }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [resultado, setResultado] = useState<{ tipo: 'success' | 'error'; mensaje: string } | null>(null);
  const envio = useMutation({
    mutationFn: async () => {
      const ll = llamadaReintento(modulo, id);
      const { data } =
        ll.metodo === 'DELETE'
          ? await http.delete<{ message: string }>(ll.ruta)
          : await http.post<{ message: string }>(ll.ruta, ll.cuerpo);
      return data.message;
    },
    onSuccess: (mensaje) => setResultado({ tipo: 'success', mensaje }),
    onError: (e) => setResultado({ tipo: 'error', mensaje: mensajeDe(e) }),
    onSettled: () => refresh(),
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={envio.isPending}
        onClick={() => envio.mutate()}
        aria-label={translate('comanda.colaErpPagina.reintentar_documento', {
          modulo: translate(`comanda.colaErp.modulos.${modulo}`),
          id,
        })}
      >
        {translate('comanda.colaErpPagina.reintentar')}
      </Button>
      <ResultDialog
        open={envio.isPending || resultado !== null}
        tipo={envio.isPending ? 'loading' : (resultado?.tipo ?? 'success')}
        titulo={
          envio.isPending
            ? undefined
            : resultado?.tipo === 'error'
              ? 'comanda.erp.fallida'
              : 'comanda.erp.exitosa'
        }
        mensaje={resultado?.mensaje}
        onClose={() => setResultado(null)}
      />
    </>
  );
};
