import { useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  MOTIVOS_AJUSTE,
  MOTIVOS_SOLO_SALIDA,
  TIPOS_AJUSTE,
  type AjusteInventario,
  type MotivoAjuste,
  type TipoAjuste,
} from '../../../common/ajustesInventario';
import type { FilaInventario } from '../../../common/inventario';
import type { Sede } from '../../../common/registros';
import { PageFrame } from '../../components/PageFrame';
import { nuevaClave } from '../../pos/cobro/api';
import { SelectorSede } from '../../pos/mapa/SelectorSede';
import { useDiferido } from '../../components/useDiferido';
import { http, type Envelope } from '../../dataProvider/http';
import { MIGAS_AJUSTES } from './AjustesLista';
import { esNegativo } from '../../../common/exacto';
import { cantidadApi, cantidadLegible, cantidadValida, diferenciaLegible, resultadoLinea } from './calculo';

interface Linea {
  id_producto: number;
  nombre: string;
  unidad_medida: string;
  permite_negativo: boolean;
  /** Stock on hand in the chosen venue when the product was picked. */
  stock: string;
  valor: string;
}

const TODAS = { pagination: { page: 1, perPage: -1 }, sort: { field: 'nombre', order: 'ASC' as const } };

const stockEnSede = (f: FilaInventario, idSede: number | null) =>
  idSede === null ? f.existencia : (f.sedes.find((s) => s.id_sede === idSede)?.cantidad ?? '0.000');

/**
 * /ajusteInventario/registrar (issue 10): pick products (search by name or code among the stock-managed ones), a
 * physical count (the counted quantity) or an entry or exit with a reason; each line shows the venue's current
 * stock, the difference and the resulting stock as the user types. Saves through POST inventarios/inventario.
 */
const RegistrarAjuste = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [clave] = useState(nuevaClave);
  const [sedeElegida, setIdSede] = useState<number | null>(null);
  const [tipo, setTipo] = useState<TipoAjuste>('conteo');
  const [motivo, setMotivo] = useState<MotivoAjuste | ''>('');
  const [observaciones, setObservaciones] = useState('');
  const [lineas, setLineas] = useState<Linea[]>([]);
  const [busqueda, setBusqueda] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);

  const sedesLeidas = useGetList<Sede>('sedes', TODAS);
  const sedes = sedesLeidas.data ?? [];
  const idSede = sedeElegida ?? sedes[0]?.id ?? null;
  // The search waits for a pause in typing (250 ms) before asking GET inventarios.
  const buscada = useDiferido(busqueda.trim(), 250);
  const inventario = useGetList<FilaInventario>(
    'inventarios',
    {
      pagination: { page: 1, perPage: 20 },
      filter: { ...(buscada ? { q: buscada } : {}), ...(idSede !== null ? { id_sede: idSede } : {}) },
    },
    { placeholderData: (previas) => previas },
  );
  const opciones = inventario.data ?? [];
  const mensaje = error ?? sedesLeidas.error?.message ?? inventario.error?.message ?? null;

  const motivos =
    tipo === 'entrada' ? MOTIVOS_AJUSTE.filter((m) => !MOTIVOS_SOLO_SALIDA.includes(m)) : MOTIVOS_AJUSTE;
  const cambiarTipo = (nuevo: TipoAjuste | null) => {
    if (!nuevo) return;
    setTipo(nuevo);
    if (nuevo === 'conteo' || (nuevo === 'entrada' && motivo !== '' && MOTIVOS_SOLO_SALIDA.includes(motivo)))
      setMotivo('');
  };

  const agregar = (f: FilaInventario | null) => {
    if (!f || lineas.some((l) => l.id_producto === f.id)) return;
    setLineas((ls) => [
      ...ls,
      {
        id_producto: f.id,
        nombre: f.nombre,
        unidad_medida: f.unidad_medida,
        permite_negativo: f.permite_inventario_negativo,
        stock: stockEnSede(f, idSede),
        valor: '',
      },
    ]);
    setBusqueda('');
  };
  const cambiarSede = (nueva: number) => {
    setIdSede(nueva);
    setLineas([]); // each line's stock is the venue's: pick them again there
  };

  const resultados = useMemo(() => lineas.map((l) => resultadoLinea(tipo, l.stock, l.valor)), [lineas, tipo]);
  const validas = lineas.length > 0 && resultados.every((r) => r !== null);
  // Why "Guardar ajuste" is off, said beside it (the form's order: reason, products, quantities); null: ready.
  const falta =
    tipo !== 'conteo' && motivo === ''
      ? 'comanda.ajustes.faltaMotivo'
      : lineas.length === 0
        ? 'comanda.ajustes.sinLineas'
        : lineas.some((l) => l.valor.trim() === '')
          ? 'comanda.ajustes.faltaCantidad'
          : !validas
            ? 'comanda.ajustes.lineaInvalida'
            : null;
  const listo = falta === null;

  const guardar = async () => {
    if (lineas.length === 0) return setError('comanda.ajustes.sinLineas');
    if (!validas) return setError('comanda.ajustes.lineaInvalida');
    setGuardando(true);
    setError(null);
    try {
      const { data } = await http.post<Envelope<AjusteInventario>>('inventarios/inventario', {
        idempotencia: clave,
        tipo,
        ...(tipo !== 'conteo' && { motivo }),
        observaciones: observaciones.trim() || null,
        id_sede: idSede,
        detalle: lineas.map((l) => ({
          id_producto: l.id_producto,
          [tipo === 'conteo' ? 'contado' : 'cantidad']: cantidadApi(l.valor),
        })),
      });
      notify(data.message, { type: 'success', messageArgs: { _: data.message } });
      navigate('/ajusteInventario');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setGuardando(false);
    }
  };

  const campo = (c: string) => translate(`comanda.ajustes.campos.${c}`);

  return (
    <PageFrame
      title="comanda.ajustes.nuevo"
      breadcrumbs={[...MIGAS_AJUSTES, { label: 'comanda.ajustes.registrar', active: true }]}
    >
      <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), void guardar())}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={tipo}
            onChange={(_, v: TipoAjuste | null) => cambiarTipo(v)}
            aria-label={translate('comanda.ajustes.tipo')}
          >
            {TIPOS_AJUSTE.map((t) => (
              <ToggleButton key={t} value={t} sx={{ minHeight: 48, px: 2 }}>
                {translate(`comanda.ajustes.tipos.${t}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {tipo !== 'conteo' && (
            <TextField
              select
              required
              label={translate('comanda.ajustes.motivo')}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value as MotivoAjuste)}
              sx={{ minWidth: 220 }}
            >
              {motivos.map((m) => (
                <MenuItem key={m} value={m} sx={{ minHeight: 48 }}>
                  {translate(`comanda.ajustes.motivos.${m}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <SelectorSede
            sedes={sedes}
            idSede={idSede}
            etiqueta={translate('comanda.ajustes.sede')}
            alCambiar={cambiarSede}
          />
        </Stack>
        <Autocomplete
          options={opciones.filter((o) => !lineas.some((l) => l.id_producto === o.id))}
          getOptionLabel={(o) => (o.codigo ? `${o.nombre} (${o.codigo})` : o.nombre)}
          filterOptions={(x) => x}
          value={null}
          inputValue={busqueda}
          onInputChange={(_, v, razon) => razon !== 'reset' && setBusqueda(v)}
          onChange={(_, v) => agregar(v)}
          noOptionsText={translate('comanda.ajustes.sinResultados')}
          blurOnSelect
          renderOption={(props, o) => (
            <li {...props} key={o.id} style={{ minHeight: 48 }}>
              {`${o.codigo ? `${o.nombre} (${o.codigo})` : o.nombre} — ${cantidadLegible(stockEnSede(o, idSede))} ${o.unidad_medida}`}
            </li>
          )}
          renderInput={(params) => <TextField {...params} label={translate('comanda.ajustes.buscar')} />}
        />
        <Typography variant="subtitle1" component="h2">
          {translate('comanda.ajustes.lineas')}
        </Typography>
        {lineas.length === 0 ? (
          <Alert severity="info">{translate('comanda.ajustes.sinLineas')}</Alert>
        ) : (
          <TableContainer
            sx={{ contain: 'inline-size' }}
            tabIndex={0}
            role="region"
            aria-label={translate('comanda.ajustes.lineas')}
          >
            <Table size="small" aria-label={translate('comanda.ajustes.lineas')}>
              <TableHead>
                <TableRow>
                  {[
                    'producto',
                    'stock',
                    tipo === 'conteo' ? 'contado' : 'cantidad',
                    'diferencia',
                    'resultado',
                  ].map((c) => (
                    <TableCell key={c}>{campo(c)}</TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {lineas.map((l, i) => {
                  const r = resultados[i];
                  const negativo = r !== null && esNegativo(r.despues) && !l.permite_negativo;
                  return (
                    <TableRow key={l.id_producto}>
                      <TableCell>{l.nombre}</TableCell>
                      <TableCell data-campo="stock">{`${cantidadLegible(l.stock)} ${l.unidad_medida}`}</TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          required
                          value={l.valor}
                          onChange={(e) =>
                            setLineas((ls) =>
                              ls.map((x, j) => (j === i ? { ...x, valor: e.target.value } : x)),
                            )
                          }
                          error={l.valor !== '' && !cantidadValida(l.valor)}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': `${campo(tipo === 'conteo' ? 'contado' : 'cantidad')}: ${l.nombre}`,
                              style: { minHeight: 32 },
                            },
                          }}
                          sx={{ width: 140 }}
                        />
                      </TableCell>
                      <TableCell data-campo="diferencia">
                        {r ? diferenciaLegible(r.diferencia) : '—'}
                      </TableCell>
                      <TableCell
                        data-campo="resultado"
                        sx={negativo ? { color: 'error.main', fontWeight: 600 } : undefined}
                      >
                        {r ? cantidadLegible(r.despues) : '—'}
                        {negativo && (
                          <Typography variant="caption" display="block" color="error">
                            {translate('comanda.ajustes.quedariaNegativo')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <IconButton
                          aria-label={translate('comanda.ajustes.quitar', { nombre: l.nombre })}
                          onClick={() => setLineas((ls) => ls.filter((_, j) => j !== i))}
                          sx={{ width: 48, height: 48 }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TextField
          label={translate('comanda.ajustes.observaciones')}
          value={observaciones}
          onChange={(e) => setObservaciones(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {mensaje && <Alert severity="error">{translate(mensaje, { _: mensaje })}</Alert>}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={!listo || guardando}
            aria-describedby={falta ? 'motivo-guardar-ajuste' : undefined}
            sx={{ minHeight: 48 }}
          >
            {translate(guardando ? 'comanda.ajustes.guardando' : 'comanda.ajustes.guardar')}
          </Button>
          <Button onClick={() => navigate('/ajusteInventario')} sx={{ minHeight: 48 }}>
            {translate('comanda.ajustes.cancelar')}
          </Button>
          {falta ? (
            <Typography
              id="motivo-guardar-ajuste"
              variant="body2"
              color="text.secondary"
              data-testid="motivo-guardar-ajuste"
            >
              {translate(falta)}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </PageFrame>
  );
};

export default RegistrarAjuste;
