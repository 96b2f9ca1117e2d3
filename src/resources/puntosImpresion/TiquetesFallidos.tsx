import { fechaHoraBogota } from '../../../common/fechas';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Tiquete } from '../../../common/tiquetes';
import { useNotificar } from '../../notifications';
import { reintentarTiquete, tiquetesFallidos } from './api';

/**
 * Under a print point's edit form, when it prints on a network printer (issue 8): its failed tickets (GET
 * ordenes/tiquetes?estado=fallido) with the printer's last error, each with 'Reintentar' (POST
 * ordenes/tiquetes/{id}/reintentar), which sends it again once. Someone without the kitchen's module sees nothing.
 */
export const TiquetesFallidos = () => {
  const record = useRecordContext<{ id: number; modo_impresion: string }>();
  if (!record || record.modo_impresion !== 'red') return null;
  return <Lista idPunto={record.id} />;
};

const Lista = ({ idPunto }: { idPunto: number }) => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const [enviando, setEnviando] = useState<number | null>(null);
  const consulta = useQuery({
    queryKey: ['tiquetes', 'fallidos', idPunto],
    queryFn: () => tiquetesFallidos(idPunto),
    retry: false,
  });
  if (consulta.isError) return null;

  async function reintentar(t: Tiquete) {
    setEnviando(t.id);
    try {
      notificar.exito(await reintentarTiquete(t.id));
      await consulta.refetch();
    } catch (error) {
      notificar.error((error as Error).message);
    } finally {
      setEnviando(null);
    }
  }

  return (
    <Box
      component="section"
      aria-labelledby="titulo-tiquetes"
      sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="h6" component="h2" id="titulo-tiquetes">
        {translate('comanda.tiquetes.titulo')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('comanda.tiquetes.ayuda')}
      </Typography>
      {consulta.isPending ? (
        <Typography>{translate('comanda.tiquetes.cargando')}</Typography>
      ) : consulta.data.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{translate('comanda.tiquetes.ninguno')}</Typography>
      ) : (
        <List>
          {consulta.data.map((t) => {
            const mesa = t.mesa ?? translate('comanda.tiquetes.mostrador');
            // A sale's receipt (issue 9) has no order: it names the sale.
            const recibo = t.id_venta !== null;
            const nombre = recibo
              ? translate('comanda.tiquetes.recibo', { numero: t.venta })
              : `${mesa} · ${translate('comanda.tiquetes.orden', { id: t.id_orden })}`;
            return (
              <ListItem
                key={t.id}
                divider
                secondaryAction={
                  <Button
                    variant="outlined"
                    sx={{ minHeight: 48 }}
                    disabled={enviando === t.id}
                    aria-label={
                      recibo
                        ? translate('comanda.tiquetes.reintentar_recibo', { numero: t.venta })
                        : translate('comanda.tiquetes.reintentar_nombre', { mesa, id: t.id_orden })
                    }
                    onClick={() => void reintentar(t)}
                  >
                    {translate('comanda.tiquetes.reintentar')}
                  </Button>
                }
                sx={{ pr: 18 }}
              >
                <ListItemText
                  primary={`${nombre} · ${fechaHoraBogota(t.created_at)}`}
                  secondary={t.ultimo_error}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
};
