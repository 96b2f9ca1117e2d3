import { useCallback, useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ajustar, type Posicion } from './geometria';
import { MesaEnPlano } from './MesaEnPlano';
import { useGuardarPosicion, type MesaPlano } from './useGuardarPosicion';

/** Arrow keys move at once but save once the user pauses, not on every press. */
export const ESPERA_TECLADO_MS = 600;

const posicionGuardada = (m: MesaPlano): Posicion => ({
  x: ajustar(m.coordenada_x ?? 50),
  y: ajustar(m.coordenada_y ?? 50),
});

/**
 * One zone's tables on a square grid as wide as the space allows (lines every 10 units). A moved table keeps its
 * new place on screen; if the save fails it goes back to where it was saved.
 */
export const Plano = ({ mesas, zona }: { mesas: MesaPlano[]; zona: string }) => {
  const translate = useTranslate();
  const guardar = useGuardarPosicion();
  const plano = useRef<HTMLDivElement>(null);
  const [posiciones, setPosiciones] = useState<Record<number, Posicion>>({});
  const guardadas = useRef<Record<number, Posicion>>({});
  const esperas = useRef<Record<number, ReturnType<typeof setTimeout>>>({});

  useEffect(() => {
    const pendientes = esperas.current;
    return () => Object.values(pendientes).forEach(clearTimeout);
  }, []);

  const medirPlano = useCallback(() => {
    const r = plano.current?.getBoundingClientRect();
    return { ancho: r?.width ?? 0, alto: r?.height ?? 0 };
  }, []);

  const poner = (id: number, p: Posicion) => setPosiciones((actual) => ({ ...actual, [id]: p }));
  const ultima = (m: MesaPlano) => guardadas.current[m.id] ?? posicionGuardada(m);

  const guardarYRecordar = async (m: MesaPlano, p: Posicion) => {
    const antes = ultima(m);
    if (antes.x === p.x && antes.y === p.y) return;
    if (await guardar(m, p)) guardadas.current[m.id] = p;
    else poner(m.id, ultima(m));
  };

  const soltar = (m: MesaPlano, p: Posicion, porTeclado: boolean) => {
    poner(m.id, p);
    clearTimeout(esperas.current[m.id]);
    if (!porTeclado) return void guardarYRecordar(m, p);
    esperas.current[m.id] = setTimeout(() => void guardarYRecordar(m, p), ESPERA_TECLADO_MS);
  };

  return (
    <Box sx={{ p: { xs: 3, sm: 5 }, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Box
        ref={plano}
        role="group"
        aria-label={translate('comanda.plano_mesas.plano', { zona })}
        data-testid="plano-mesas"
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: '75vh',
          mx: 'auto',
          aspectRatio: '1 / 1',
          // The plan owns every gesture on it: no scroll or zoom while a finger drags a table.
          touchAction: 'none',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          backgroundImage: (t) =>
            `linear-gradient(${t.palette.divider} 1px, transparent 1px), linear-gradient(90deg, ${t.palette.divider} 1px, transparent 1px)`,
          backgroundSize: '10% 10%',
        }}
      >
        {mesas.map((m) => (
          <MesaEnPlano
            key={m.id}
            mesa={m}
            posicion={posiciones[m.id] ?? posicionGuardada(m)}
            medirPlano={medirPlano}
            onMover={(p) => poner(m.id, p)}
            onSoltar={(p, porTeclado) => soltar(m, p, porTeclado)}
          />
        ))}
      </Box>
    </Box>
  );
};
