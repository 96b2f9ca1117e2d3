import { useMemo, useState } from 'react';
import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Sede } from '../../../common/registros';
import { Plano } from './Plano';
import type { MesaPlano } from './useGuardarPosicion';
import { SIN_ZONA, zonaDe, zonasDe } from './zonas';

const TODAS = { pagination: { page: 1, perPage: -1 }, sort: { field: 'nombre', order: 'ASC' as const } };

/**
 * The floor-plan editor of /mesas (issue 7): choose the venue (GET sedes) and the zone (the venue's distinct
 * `ubicacion`, and 'Sin zona' for tables without one), then drag its tables on the grid; each move is saved.
 */
export const PlanoMesas = () => {
  const translate = useTranslate();
  const sedes = useGetList<Sede>('sedes', TODAS);
  const mesas = useGetList<MesaPlano>('mesas', TODAS);
  const [sedeElegida, setSede] = useState<number | null>(null);
  const [zonaElegida, setZona] = useState<string | null>(null);

  const listaSedes = sedes.data ?? [];
  const idSede = sedeElegida ?? (listaSedes.find((s) => s.principal) ?? listaSedes[0])?.id ?? null;
  const deLaSede = useMemo(
    () => (mesas.data ?? []).filter((m) => m.id_sede === idSede),
    [mesas.data, idSede],
  );
  const zonas = useMemo(() => zonasDe(deLaSede), [deLaSede]);
  const zona = zonaElegida !== null && zonas.includes(zonaElegida) ? zonaElegida : (zonas[0] ?? null);
  const nombreZona = (z: string) => (z === SIN_ZONA ? translate('comanda.plano_mesas.sin_zona') : z);

  const error = sedes.error ?? mesas.error;
  if (error)
    return (
      <Alert severity="error">
        {translate('comanda.plano_mesas.no_cargo', {
          mensaje: translate(error.message, { _: error.message }),
        })}
      </Alert>
    );
  if (sedes.isPending || mesas.isPending)
    return <Typography role="status">{translate('comanda.plano_mesas.cargando')}</Typography>;
  if (idSede === null) return <Alert severity="info">{translate('comanda.plano_mesas.sin_sedes')}</Alert>;

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={translate('comanda.plano_mesas.sede')}
          value={idSede}
          onChange={(e) => {
            setSede(Number(e.target.value));
            setZona(null);
          }}
          sx={{ minWidth: 200 }}
        >
          {listaSedes.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.nombre}
            </MenuItem>
          ))}
        </TextField>
        {zona !== null && (
          <TextField
            select
            label={translate('comanda.plano_mesas.zona')}
            value={zona}
            onChange={(e) => setZona(e.target.value)}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true } }}
          >
            {zonas.map((z) => (
              <MenuItem key={z || 'sin-zona'} value={z}>
                {nombreZona(z)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {zona === null ? (
        <Alert severity="info">{translate('comanda.plano_mesas.sin_mesas')}</Alert>
      ) : (
        <>
          <Typography id="plano-mesas-instrucciones" variant="body2" color="text.secondary">
            {translate('comanda.plano_mesas.instrucciones')}
          </Typography>
          <Plano mesas={deLaSede.filter((m) => zonaDe(m) === zona)} zona={nombreZona(zona)} />
        </>
      )}
    </Stack>
  );
};
