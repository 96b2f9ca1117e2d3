import { useState } from 'react';
import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  DISPOSICIONES,
  disposicionValida,
  type Disposicion,
  type DisposicionPropia,
} from '../../common/disposiciones';
import { cargarUsuario, useUsuario } from '../authProvider';
import { http, type Envelope } from '../dataProvider/http';
import { useNotificar } from '../notifications';

const T = 'comanda.layout.disposicion';

/**
 * The user's layout of the shell (issue 30, spec §2's eight): saved on the server for this user, then `me` is read
 * again so the shell switches at once and every device signed in as them follows.
 */
export const ElegirDisposicion = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const actual = disposicionValida(useUsuario()?.user.disposicion);
  const [elegida, setElegida] = useState<Disposicion | null>(null);
  const [enviando, setEnviando] = useState(false);
  const valor = elegida ?? actual;

  const guardar = async () => {
    setEnviando(true);
    try {
      const res = await http.post<Envelope<DisposicionPropia>>('usuarios/me/disposicion', {
        disposicion: valor,
      });
      await cargarUsuario();
      setElegida(null);
      notificar.exito(res.data.message);
    } catch (e) {
      notificar.error(e as Error);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="cuenta-disposicion">
      <Typography id="cuenta-disposicion" variant="h6" component="h2" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate(`${T}.ayuda`)}
      </Typography>
      <Stack spacing={1}>
        <RadioGroup
          aria-labelledby="cuenta-disposicion"
          name="disposicion"
          value={valor}
          onChange={(e) => setElegida(e.target.value as Disposicion)}
        >
          {DISPOSICIONES.map((d) => (
            <FormControlLabel key={d} value={d} control={<Radio />} label={translate(`${T}.opciones.${d}`)} />
          ))}
        </RadioGroup>
        <Box>
          <Button
            variant="contained"
            onClick={() => void guardar()}
            disabled={valor === actual}
            loading={enviando}
          >
            {translate(`${T}.guardar`)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
