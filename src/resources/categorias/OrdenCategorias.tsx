import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Alert, Avatar, Box, Button, Chip, IconButton, List, ListItem, Typography } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { http, UNAUTHENTICATED, type Envelope } from '../../dataProvider/http';
import { useConsulta } from '../../dataProvider/useConsulta';
import { useNotificar } from '../../notifications';
import { rutaEditar } from '../spanishRoutes';
import { aplanar, arbol, hermanas, mover, type CategoriaOrden, type Rama } from './ordenArbol';

const mensajeDe = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'comanda.errores.generico';

/** A press that moves less than this is no drag (a tap on the handle). */
const UMBRAL_PX = 4;

interface Arrastre {
  id: number;
  puntero: number;
  inicioY: number;
  movido: boolean;
  antes: Rama[];
}

/**
 * The menu order of the categories (GET categorias/orden): top-level categories in the order the till and the
 * menu show them, each with its children beneath. Each row's handle drags it among its siblings (mouse, pen or
 * finger: Pointer Events under `touch-action: none`) or moves it one place with the arrow keys; every drop or key
 * move saves the whole order through POST categorias/orden, and a refused save puts the list back.
 */
export const OrdenCategorias = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const [ramas, setRamas] = useState<Rama[] | null>(null);
  const [anuncio, setAnuncio] = useState('');
  const arrastre = useRef<Arrastre | null>(null);
  const contenedor = useRef<HTMLDivElement>(null);
  const [arrastrando, setArrastrando] = useState<number | null>(null);

  const lectura = useConsulta<CategoriaOrden[]>('categorias/orden');
  useEffect(() => {
    if (lectura.data) setRamas(arbol(lectura.data));
  }, [lectura.data]);
  const fallo = lectura.error ? mensajeDe(lectura.error) : null;
  const error = fallo === UNAUTHENTICATED ? null : fallo;

  const guardar = useCallback(
    async (nuevas: Rama[], antes: Rama[]) => {
      try {
        const { data } = await http.post<Envelope<CategoriaOrden[]>>('categorias/orden', {
          ids: aplanar(nuevas),
        });
        setRamas(arbol(data.data));
        notificar.exito('comanda.categorias.orden_guardado');
      } catch (e) {
        setRamas(antes);
        const mensaje = mensajeDe(e);
        if (mensaje !== UNAUTHENTICATED) notificar.error(translate(mensaje, { _: mensaje }));
      }
    },
    [notificar, translate],
  );

  const anunciar = (lista: Rama[], id: number) => {
    const grupo = hermanas(lista, id);
    const i = grupo.findIndex((h) => h.id === id);
    setAnuncio(
      translate('comanda.categorias.posicion', {
        nombre: grupo[i]?.nombre ?? '',
        posicion: i + 1,
        total: grupo.length,
      }),
    );
  };

  const alTeclear = (id: number) => (e: KeyboardEvent) => {
    if (!ramas) return;
    const grupo = hermanas(ramas, id);
    const i = grupo.findIndex((h) => h.id === id);
    const destino = { ArrowUp: i - 1, ArrowDown: i + 1, Home: 0, End: grupo.length - 1 }[e.key];
    if (destino === undefined) return;
    e.preventDefault();
    if (destino < 0 || destino >= grupo.length || destino === i) return;
    const nuevas = mover(ramas, id, destino);
    setRamas(nuevas);
    anunciar(nuevas, id);
    void guardar(nuevas, ramas);
  };

  /** Where among its siblings the pointer's height puts the dragged row: after every sibling whose middle is above. */
  const destinoEn = (lista: Rama[], id: number, y: number): number => {
    const otras = hermanas(lista, id).filter((h) => h.id !== id);
    let destino = 0;
    for (const h of otras) {
      const fila = contenedor.current?.querySelector<HTMLElement>(`[data-categoria="${h.id}"]`);
      if (!fila) continue;
      const r = fila.getBoundingClientRect();
      if (y > r.top + r.height / 2) destino++;
    }
    return destino;
  };

  // The drag listens on the window (the row moves in the DOM while dragged, which would drop a pointer capture);
  // the tree it reads is the latest one, through a ref.
  const actuales = useRef<Rama[] | null>(null);
  actuales.current = ramas;

  const alPresionar = (id: number) => (e: PointerEvent<HTMLElement>) => {
    if (!ramas || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    const a: Arrastre = { id, puntero: e.pointerId, inicioY: e.clientY, movido: false, antes: ramas };
    arrastre.current = a;
    const alMover = (ev: globalThis.PointerEvent) => {
      const lista = actuales.current;
      if (ev.pointerId !== a.puntero || !lista) return;
      if (!a.movido && Math.abs(ev.clientY - a.inicioY) < UMBRAL_PX) return;
      if (!a.movido) {
        a.movido = true;
        setArrastrando(a.id);
      }
      const destino = destinoEn(lista, a.id, ev.clientY);
      const actual = hermanas(lista, a.id).findIndex((h) => h.id === a.id);
      if (destino !== actual) setRamas(mover(lista, a.id, destino));
    };
    const terminar = (ev: globalThis.PointerEvent) => {
      if (ev.pointerId !== a.puntero) return;
      window.removeEventListener('pointermove', alMover);
      window.removeEventListener('pointerup', terminar);
      window.removeEventListener('pointercancel', terminar);
      arrastre.current = null;
      setArrastrando(null);
      const lista = actuales.current;
      if (!a.movido || !lista) return;
      if (ev.type === 'pointercancel') {
        setRamas(a.antes);
        return;
      }
      if (aplanar(lista).join() === aplanar(a.antes).join()) return;
      anunciar(lista, a.id);
      void guardar(lista, a.antes);
    };
    window.addEventListener('pointermove', alMover);
    window.addEventListener('pointerup', terminar);
    window.addEventListener('pointercancel', terminar);
  };

  if (error)
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void lectura.refetch()}>
            {translate('comanda.categorias.reintentar')}
          </Button>
        }
      >
        {translate('comanda.categorias.orden_error', { mensaje: translate(error, { _: error }) })}
      </Alert>
    );
  if (!ramas) return null;
  if (ramas.length === 0)
    return <Typography sx={{ mt: 2 }}>{translate('comanda.categorias.vacia')}</Typography>;

  const fila = (c: CategoriaOrden, nivel: 0 | 1) => (
    <ListItem
      key={c.id}
      data-categoria={c.id}
      data-nivel={nivel}
      divider
      sx={{
        pl: nivel === 1 ? 6 : 1,
        gap: 1,
        bgcolor: arrastrando === c.id ? 'action.selected' : undefined,
      }}
    >
      <IconButton
        aria-label={translate('comanda.categorias.mover', { nombre: c.nombre })}
        aria-describedby="categorias-orden-ayuda"
        onKeyDown={alTeclear(c.id)}
        onPointerDown={alPresionar(c.id)}
        sx={{
          touchAction: 'none',
          cursor: arrastrando === c.id ? 'grabbing' : 'grab',
          minWidth: 44,
          minHeight: 44,
        }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Avatar src={c.icono ?? undefined} alt={c.nombre} variant="rounded" sx={{ width: 32, height: 32 }}>
        <CategoryIcon fontSize="small" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link to={rutaEditar('categorias', c.id)}>{c.nombre}</Link>
      </Box>
      {c.visible_carta ? null : <Chip size="small" label={translate('comanda.categorias.oculta_carta')} />}
    </ListItem>
  );

  return (
    <Box ref={contenedor} sx={{ mt: 2 }}>
      <Typography id="categorias-orden-ayuda" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('comanda.categorias.orden_ayuda')}
      </Typography>
      <List aria-label={translate('comanda.categorias.orden')}>
        {ramas.flatMap((r) => [fila(r.categoria, 0), ...r.hijas.map((h) => fila(h, 1))])}
      </List>
      {/* Hidden from sight, not from screen readers: 1 px (MUI reads `width: 1` as 100 %, which overflowed the page). */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {anuncio}
      </Box>
    </Box>
  );
};
