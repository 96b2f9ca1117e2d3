import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { arrastrar, formaDe, moverConTecla, type Posicion } from './geometria';
import type { MesaPlano } from './useGuardarPosicion';

interface Arrastre {
  puntero: number;
  inicioX: number;
  inicioY: number;
  desde: Posicion;
  lado: { ancho: number; alto: number };
}

/** Below this many pixels a press is a tap, not a drag: nothing moves and nothing is saved. */
const UMBRAL_ARRASTRE = 4;

/**
 * One table on the plan: drawn at its centre with the size and shape of its type, dragged with any pointer (mouse,
 * finger, pen) and moved with the arrow keys when focused (Shift: 5 units). `onMover` follows the drag; `onSoltar`
 * gets the position a real drag or a key press ends at.
 */
export const MesaEnPlano = ({
  mesa,
  posicion,
  medirPlano,
  onMover,
  onSoltar,
}: {
  mesa: MesaPlano;
  posicion: Posicion;
  medirPlano: () => { ancho: number; alto: number };
  onMover: (p: Posicion) => void;
  onSoltar: (p: Posicion, porTeclado: boolean) => void;
}) => {
  const translate = useTranslate();
  const arrastre = useRef<Arrastre | null>(null);
  const [arrastrando, setArrastrando] = useState(false);
  const forma = formaDe(mesa.tipo_mesa);

  const empezar = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    arrastre.current = {
      puntero: e.pointerId,
      inicioX: e.clientX,
      inicioY: e.clientY,
      desde: posicion,
      lado: medirPlano(),
    };
  };

  const destino = (a: Arrastre, e: PointerEvent) => {
    const dx = e.clientX - a.inicioX;
    const dy = e.clientY - a.inicioY;
    if (Math.hypot(dx, dy) < UMBRAL_ARRASTRE) return null;
    return arrastrar(a.desde, dx, dy, a.lado);
  };

  const mover = (e: PointerEvent<HTMLDivElement>) => {
    const a = arrastre.current;
    if (!a || a.puntero !== e.pointerId) return;
    const p = destino(a, e);
    if (!p) return;
    setArrastrando(true);
    onMover(p);
  };

  const terminar = (e: PointerEvent<HTMLDivElement>) => {
    const a = arrastre.current;
    if (!a || a.puntero !== e.pointerId) return;
    arrastre.current = null;
    setArrastrando(false);
    const p = destino(a, e);
    if (p && (p.x !== a.desde.x || p.y !== a.desde.y)) onSoltar(p, false);
    else onMover(a.desde);
  };

  const cancelar = (e: PointerEvent<HTMLDivElement>) => {
    const a = arrastre.current;
    if (!a || a.puntero !== e.pointerId) return;
    arrastre.current = null;
    setArrastrando(false);
    onMover(a.desde);
  };

  const tecla = (e: KeyboardEvent<HTMLDivElement>) => {
    const p = moverConTecla(posicion, e.key, e.shiftKey);
    if (!p) return;
    e.preventDefault();
    if (p.x !== posicion.x || p.y !== posicion.y) onSoltar(p, true);
  };

  return (
    <Box
      role="button"
      tabIndex={0}
      aria-label={translate('comanda.plano_mesas.mesa', { nombre: mesa.nombre, ...posicion })}
      aria-describedby="plano-mesas-instrucciones"
      data-mesa={mesa.id}
      onPointerDown={empezar}
      onPointerMove={mover}
      onPointerUp={terminar}
      onPointerCancel={cancelar}
      onKeyDown={tecla}
      sx={{
        position: 'absolute',
        left: `${posicion.x}%`,
        top: `${posicion.y}%`,
        // As wide as its name needs (wrapping past 30 % of the plan), never smaller than its type's size nor than a
        // fingertip (44 px); a square or round table stays square or round as it grows.
        width: 'max-content',
        minWidth: `max(44px, ${forma.ancho}%)`,
        maxWidth: 'max(44px, 30%)',
        minHeight: `max(44px, ${forma.alto}%)`,
        aspectRatio: forma.ancho === forma.alto ? '1 / 1' : undefined,
        // A round table's name keeps clear of the curve.
        px: forma.redonda ? 1.5 : 0.5,
        boxSizing: 'border-box',
        transform: 'translate(-50%, -50%)',
        borderRadius: forma.redonda ? '50%' : 1,
        bgcolor: arrastrando ? 'primary.dark' : 'primary.main',
        color: 'primary.contrastText',
        boxShadow: arrastrando ? 6 : 1,
        zIndex: arrastrando ? 2 : 1,
        cursor: arrastrando ? 'grabbing' : 'grab',
        userSelect: 'none',
        touchAction: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Typography
        component="span"
        variant="body2"
        sx={{
          fontSize: { xs: '0.75rem', sm: '0.875rem' },
          fontWeight: 600,
          lineHeight: 1.2,
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        {mesa.nombre}
      </Typography>
    </Box>
  );
};
