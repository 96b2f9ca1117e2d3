import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
} from '@mui/material';
import BadgeIcon from '@mui/icons-material/Badge';
import { useTranslate } from 'react-admin';
import type { Orden } from '../../../common/ordenes';
import { useNotificar } from '../../notifications/useNotificar';
import { leerMeseros, pasarAMesero } from './api';

const T = 'comanda.ordenar.mesero';

/**
 * 'Cambiar mesero' (issue 32), for the owner and administrators: the order's waiter and a list of those who take
 * orders; choosing one passes the open order (and the tip of its sale) to them.
 */
export function BotonMesero({ orden, alCambiar }: { orden: Orden; alCambiar: (orden: Orden) => void }) {
  const translate = useTranslate();
  const notificar = useNotificar();
  const [abierto, setAbierto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const meseros = useQuery({
    queryKey: ['responsables', 'ventas'],
    queryFn: leerMeseros,
    enabled: abierto,
    retry: false,
  });

  const elegir = (id: number) => {
    if (enviando) return;
    if (id === orden.id_usuario) return setAbierto(false);
    setEnviando(true);
    pasarAMesero(orden.id, id)
      .then(
        ({ orden: cambiada, mensaje }) => {
          setAbierto(false);
          alCambiar(cambiada);
          notificar.exito(mensaje);
        },
        (e: Error) => notificar.error(e),
      )
      .finally(() => setEnviando(false));
  };

  return (
    <>
      <Button startIcon={<BadgeIcon />} onClick={() => setAbierto(true)} sx={{ minHeight: 48 }}>
        {translate(`${T}.cambiar`, { mesero: orden.mesero })}
      </Button>
      <Dialog
        open={abierto}
        onClose={() => setAbierto(false)}
        aria-labelledby="mesero-titulo"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="mesero-titulo">{translate(`${T}.titulo`)}</DialogTitle>
        <DialogContent>
          {meseros.error ? (
            <Alert severity="error">{translate(meseros.error.message, { _: meseros.error.message })}</Alert>
          ) : null}
          {meseros.isPending && !meseros.error ? (
            <CircularProgress aria-label={translate('comanda.ordenar.cargando')} />
          ) : null}
          <List>
            {(meseros.data ?? []).map((m) => (
              <ListItemButton
                key={m.id}
                sx={{ minHeight: 56 }}
                selected={m.id === orden.id_usuario}
                disabled={enviando}
                onClick={() => elegir(m.id)}
              >
                <ListItemText
                  primary={`${m.nombre} ${m.apellido}`.trim()}
                  secondary={m.id === orden.id_usuario ? translate(`${T}.actual`) : null}
                />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAbierto(false)} sx={{ minHeight: 48 }}>
            {translate(`${T}.cancelar`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
