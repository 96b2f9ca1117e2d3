import { useState } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { CampoPesos } from '../../components/CampoPesos';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { abrirCaja, leerResponsables } from './api';
import { leerDinero } from './formato';
import { useEnvio } from './useEnvio';

const T = 'comanda.caja';

/** No open register in the venue: opening cash (money text, never a float) and the person responsible. */
export const AbrirCaja = ({ idSede, alAbrir }: { idSede: number; alAbrir: () => void }) => {
  const translate = useTranslate();
  const responsables = useQuery({ queryKey: ['responsables'], queryFn: leerResponsables });
  const [saldo, setSaldo] = useState('');
  const [elegido, setResponsable] = useState<number | ''>('');
  // A single person who may answer for the register comes chosen (issue 34).
  const unico = responsables.data?.length === 1 ? responsables.data[0].id : '';
  const responsable = elegido !== '' ? elegido : unico;
  const [error, setError] = useState<string | null>(null);
  const { enviando, fallo, enviar } = useEnvio();

  const abrir = async () => {
    const valor = leerDinero(saldo);
    if (valor === null) {
      setError(translate(`${T}.valor_invalido`));
      return;
    }
    setError(null);
    await enviar(async () => {
      await abrirCaja({ id_sede: idSede, saldo_apertura: valor, id_responsable: responsable || null });
      alAbrir();
    });
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void abrir())}>
          <Alert severity="info">{translate(`${T}.sin_caja`)}</Alert>
          <CampoPesos
            label={translate(`${T}.saldo_apertura`)}
            value={saldo}
            onChange={(e) => setSaldo(e.target.value)}
            inputMode="decimal"
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', style: { fontSize: 24, minHeight: 32 } } }}
          />
          <TextField
            select
            label={translate(`${T}.responsable`)}
            value={responsable}
            onChange={(e) => setResponsable(Number(e.target.value))}
            slotProps={{
              select: { MenuProps: { slotProps: { paper: { sx: { '& li': { minHeight: 48 } } } } } },
            }}
          >
            {(responsables.data ?? []).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {`${r.nombre} ${r.apellido}`.trim() || r.email}
              </MenuItem>
            ))}
          </TextField>
          {fallo ? <Alert severity="error">{translate(fallo, { _: fallo })}</Alert> : null}
          <Button type="submit" variant="contained" size="large" disabled={enviando} sx={{ minHeight: 56 }}>
            {translate(`${T}.abrir_caja`)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
