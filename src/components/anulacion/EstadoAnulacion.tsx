import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { anulacion, claveAnulacion } from '../../../common/anulacion';
import type { Envelope } from '../../../common/api';
import { http } from '../../dataProvider/http';

/**
 * The company's `activarErpBegranda` setting ('0' until it is stored), read once per session and shared; not read
 * at all while `leer` is false (a screen that shows no ERP state).
 */
export function useErpActivo(leer = true): string | undefined {
  const { data } = useQuery({
    enabled: leer,
    queryKey: ['configuraciones', 'activarErpBegranda'],
    queryFn: async () => {
      const { data: r } = await http.get<Envelope<{ nombre: string; valor: string }[]>>('configuraciones');
      return r.data.find((c) => c.nombre === 'activarErpBegranda')?.valor ?? '0';
    },
    staleTime: 5 * 60_000,
  });
  return data;
}

/**
 * A cancelled purchase or expense as spec §4 reads it: 'anulada en la ERP' with the ERP's id of the cancellation,
 * 'anulada solo en Comanda' when the ERP is on but there is no id, plain 'anulada' otherwise (masculine for an
 * expense). For the purchases list too.
 */
export const EstadoAnulacion = ({
  registro,
  genero,
}: {
  registro: { id_begranda_anulado?: string | null };
  genero: 'femenino' | 'masculino';
}) => {
  const translate = useTranslate();
  const erp = useErpActivo();
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      label={translate(claveAnulacion(anulacion(registro, erp), genero))}
    />
  );
};
