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
import { useTranslate } from 'react-admin';
import type { Orden } from '../../../common/ordenes';
import { formatearPesos } from '../../../common/formatoDinero';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { leerMesas, type MesaConOrden } from './api';

/**
 * Moving the order to another table of its venue: a free table takes it at once; a table with an open order asks
 * first, since the two orders are then joined there.
 */
export function DialogoMesa({
  orden,
  abierto,
  alCerrar,
  alElegir,
}: {
  orden: Orden;
  abierto: boolean;
  alCerrar: () => void;
  alElegir: (mesa: MesaConOrden) => void;
}) {
  const translate = useTranslate();
  const [unir, setUnir] = useState<MesaConOrden | null>(null);
  // Each opening reads the tables afresh (a new key: no list of the last opening shown meanwhile).
  const [aperturas, setAperturas] = useState(0);
  const [estabaAbierto, setEstabaAbierto] = useState(abierto);
  if (abierto !== estabaAbierto) {
    setEstabaAbierto(abierto);
    if (abierto) setAperturas((n) => n + 1);
  }
  const lectura = useQuery({
    queryKey: ['mesas/mesa/orden', 'mover', aperturas],
    queryFn: leerMesas,
    enabled: abierto,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const mesas = lectura.data ?? null;
  const error = lectura.error?.message ?? null;

  const otras = (mesas ?? []).filter((m) => m.id_sede === orden.id_sede && m.id !== orden.id_mesa);
  return (
    <>
      <Dialog
        open={abierto && unir === null}
        onClose={alCerrar}
        aria-labelledby="mesa-titulo"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="mesa-titulo">{translate('comanda.ordenar.mesa.titulo')}</DialogTitle>
        <DialogContent>
          {error ? <Alert severity="error">{translate(error, { _: error })}</Alert> : null}
          {mesas === null && !error ? (
            <CircularProgress aria-label={translate('comanda.ordenar.cargando')} />
          ) : null}
          {mesas !== null && otras.length === 0 ? (
            <Alert severity="info">{translate('comanda.ordenar.mesa.sin_mesas')}</Alert>
          ) : null}
          <List>
            {otras.map((m) => (
              <ListItemButton
                key={m.id}
                sx={{ minHeight: 56 }}
                onClick={() => (m.orden ? setUnir(m) : alElegir(m))}
              >
                <ListItemText
                  primary={m.nombre}
                  secondary={
                    m.orden
                      ? translate('comanda.ordenar.mesa.ocupada', { total: formatearPesos(m.orden.total) })
                      : translate('comanda.ordenar.mesa.libre')
                  }
                />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={alCerrar} sx={{ minHeight: 48 }}>
            {translate('comanda.ordenar.mesa.cancelar')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={unir !== null}
        data={unir}
        title={translate('comanda.ordenar.mesa.unir_titulo')}
        content={translate('comanda.ordenar.mesa.unir_texto', { mesa: unir?.nombre ?? '' })}
        onClose={() => setUnir(null)}
        onConfirm={(m) => {
          setUnir(null);
          alElegir(m);
        }}
      />
    </>
  );
}
