import {
  Button,
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useTranslate } from 'react-admin';
import type { Preferencias } from './preferencias';
import { TODOS } from './tipos';

const T = 'comanda.cocina';

export interface OpcionPunto {
  clave: string;
  nombre: string;
}

export interface BarraEstacionProps {
  opciones: readonly OpcionPunto[];
  preferencias: Preferencias;
  ocupado: boolean;
  onCambiar: (cambios: Partial<Preferencias>) => void;
  onRecuperar: () => void;
}

/** The station's controls: which print point it shows, recall, sound, and whether this device prints tickets. */
export const BarraEstacion = ({
  opciones,
  preferencias,
  ocupado,
  onCambiar,
  onRecuperar,
}: BarraEstacionProps) => {
  const translate = useTranslate();
  const todos = preferencias.punto === TODOS;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        value={preferencias.punto}
        onChange={(_, punto: string | null) => punto && onCambiar({ punto })}
        aria-label={translate(`${T}.puntos`)}
        sx={{ flexWrap: 'wrap' }}
      >
        {[{ clave: TODOS, nombre: translate(`${T}.todos`) }, ...opciones].map((o) => (
          <ToggleButton key={o.clave} value={o.clave} sx={{ minHeight: 48, px: 2 }}>
            {o.nombre}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<UndoIcon />}
          disabled={ocupado}
          onClick={onRecuperar}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.recuperar`)}
        </Button>
        <Button
          variant="outlined"
          startIcon={preferencias.silencio ? <VolumeOffIcon /> : <VolumeUpIcon />}
          onClick={() => onCambiar({ silencio: !preferencias.silencio })}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.${preferencias.silencio ? 'sonido' : 'silenciar'}`)}
        </Button>
        <FormControlLabel
          sx={{ minHeight: 48, ml: 0 }}
          control={
            <Switch
              checked={preferencias.imprimir}
              disabled={todos}
              onChange={(e) => onCambiar({ imprimir: e.target.checked })}
            />
          }
          label={translate(`${T}.imprimir_aqui`)}
        />
        {todos ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.imprimir_elegir_punto`)}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
};
