import { memo, useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, IconButton, InputAdornment, Tab, Tabs, TextField, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import ClearIcon from '@mui/icons-material/Clear';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import type { CatalogoVenta, CategoriaVenta, ProductoVenta } from '../../../common/catalogoVenta';
import { formatearPesos } from '../../../common/formatoDinero';
import { buscar, crearIndice, porCodigoExacto } from './busqueda';

const SIN_CATEGORIA = 'sin';
const VACIA: ProductoVenta[] = [];
/** Results shown while searching: more than a 10-inch screen holds; a longer list means a narrower search. */
const LIMITE = 30;

/** The tab of a product: its category's top-level parent (children show under their parent). */
function pestanaDe(p: ProductoVenta, categorias: Map<number, CategoriaVenta>): string {
  if (p.id_categoria === null) return SIN_CATEGORIA;
  const c = categorias.get(p.id_categoria);
  if (!c) return SIN_CATEGORIA;
  return String(c.id_categoria_padre ?? c.id);
}

/**
 * A product's large button: a plain styled <button> (one class for all, no ripple), so that a keystroke's results
 * mount cheaply.
 */
const Boton = styled('button')(({ theme }) => ({
  minHeight: 112,
  padding: theme.spacing(1),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(0.5),
  textAlign: 'center',
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}` },
  '&:active': { background: theme.palette.action.selected },
  '& img': { width: 40, height: 40, objectFit: 'contain' },
  '& .icono': { fontSize: 36, color: theme.palette.text.secondary },
  minWidth: 0,
  '& .nombre': { ...theme.typography.body2, fontWeight: 600, lineHeight: 1.2, overflowWrap: 'anywhere' },
  '& .precio': { ...theme.typography.body2, color: theme.palette.text.secondary },
}));

const BotonProducto = memo(function BotonProducto({
  producto,
  icono,
  alElegir,
}: {
  producto: ProductoVenta;
  icono: string | null;
  alElegir: (p: ProductoVenta) => void;
}) {
  const translate = useTranslate();
  return (
    <Boton
      type="button"
      onClick={() => alElegir(producto)}
      aria-label={translate('comanda.ordenar.agregar', { nombre: producto.nombre })}
    >
      {icono ? <img src={icono} alt="" /> : <RestaurantIcon aria-hidden className="icono" />}
      <span className="nombre">{producto.nombre}</span>
      <span className="precio">{formatearPesos(producto.precio_venta)}</span>
    </Boton>
  );
});

/** A grid of product buttons; memoised, so a keystroke does not redo the category's grid kept behind the results. */
const Rejilla = memo(function Rejilla({
  productos,
  iconoDe,
  alElegir,
  oculta = false,
}: {
  productos: ProductoVenta[];
  iconoDe: (p: ProductoVenta) => string | null;
  alElegir: (p: ProductoVenta) => void;
  oculta?: boolean;
}) {
  return (
    <Box
      role="list"
      hidden={oculta}
      sx={{
        display: oculta ? 'none' : 'grid',
        // A long name wraps inside its button instead of widening the grid past a phone's width.
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(132px, 100%), 1fr))',
        gap: 1,
      }}
    >
      {productos.map((p) => (
        <div role="listitem" key={p.id} style={{ display: 'grid', minWidth: 0 }}>
          <BotonProducto producto={p} icono={iconoDe(p)} alElegir={alElegir} />
        </div>
      ))}
    </Box>
  );
});

/**
 * The catalogue: a search that answers as the user types (over the cached catalogue, `busqueda.ts`; an exact
 * code + Enter adds the product, as a barcode scanner types it), the top-level categories as tabs (a child's
 * products under its parent; one tab at a time, so a big catalogue never renders whole) and the products as large buttons with icon, name and price.
 */
export function Catalogo({
  catalogo,
  alElegir,
}: {
  catalogo: CatalogoVenta;
  alElegir: (p: ProductoVenta) => void;
}) {
  const translate = useTranslate();
  const [consulta, setConsulta] = useState('');
  const [elegida, setPestana] = useState<string | null>(null);
  const indice = useMemo(() => crearIndice(catalogo.productos), [catalogo.productos]);
  const categorias = useMemo(() => new Map(catalogo.categorias.map((c) => [c.id, c])), [catalogo.categorias]);
  const porPestana = useMemo(() => {
    const m = new Map<string, ProductoVenta[]>();
    for (const p of catalogo.productos) {
      const k = pestanaDe(p, categorias);
      const lista = m.get(k);
      if (lista) lista.push(p);
      else m.set(k, [p]);
    }
    return m;
  }, [catalogo.productos, categorias]);
  const pestanas = useMemo(() => {
    const arriba = catalogo.categorias.filter(
      (c) => c.id_categoria_padre === null && porPestana.has(String(c.id)),
    );
    const lista = arriba.map((c) => ({ valor: String(c.id), nombre: c.nombre }));
    if (porPestana.has(SIN_CATEGORIA))
      lista.push({ valor: SIN_CATEGORIA, nombre: translate('comanda.ordenar.sin_categoria') });
    return lista;
  }, [catalogo.categorias, porPestana, translate]);

  // The first tab until one is chosen (or when the chosen one is gone after a catalogue change).
  const pestana = pestanas.find((p) => p.valor === elegida)?.valor ?? pestanas[0]?.valor ?? SIN_CATEGORIA;
  const buscando = consulta.trim() !== '';
  const deLaPestana = porPestana.get(pestana) ?? VACIA;
  const resultados = useMemo(
    () => (buscando ? buscar(indice, consulta, LIMITE) : VACIA),
    [buscando, indice, consulta],
  );
  const visibles = buscando ? resultados : deLaPestana;

  const iconoDe = useCallback(
    (p: ProductoVenta) => {
      // The product's own icon, else its category's, else its parent category's.
      if (p.icono) return p.icono;
      const c = p.id_categoria !== null ? categorias.get(p.id_categoria) : undefined;
      return (
        c?.icono ?? (c?.id_categoria_padre ? (categorias.get(c.id_categoria_padre)?.icono ?? null) : null)
      );
    },
    [categorias],
  );

  const alTeclear = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const exacto = porCodigoExacto(indice, consulta);
    if (exacto) {
      alElegir(exacto);
      setConsulta('');
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <TextField
        value={consulta}
        onChange={(e) => setConsulta(e.target.value)}
        onKeyDown={alTeclear}
        label={translate('comanda.ordenar.buscar')}
        type="search"
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-label': translate('comanda.ordenar.buscar'), enterKeyHint: 'search' },
          input: {
            sx: { minHeight: 56 },
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
            endAdornment: buscando ? (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setConsulta('')}
                  aria-label={translate('comanda.ordenar.limpiar_busqueda')}
                  sx={{ width: 48, height: 48 }}
                >
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {/* Kept mounted while searching (hidden), so clearing the search does not rebuild the tabs and the grid. */}
      <Box hidden={buscando} sx={{ display: buscando ? 'none' : 'block' }}>
        <Tabs
          value={pestana}
          onChange={(_, v: string) => setPestana(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate('comanda.ordenar.categorias')}
        >
          {pestanas.map((p) => (
            <Tab key={p.valor} value={p.valor} label={p.nombre} sx={{ minHeight: 48 }} />
          ))}
        </Tabs>
      </Box>
      {visibles.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('comanda.ordenar.sin_resultados')}
        </Typography>
      ) : null}
      <Rejilla productos={deLaPestana} iconoDe={iconoDe} alElegir={alElegir} oculta={buscando} />
      {buscando ? <Rejilla productos={resultados} iconoDe={iconoDe} alElegir={alElegir} /> : null}
    </Box>
  );
}
