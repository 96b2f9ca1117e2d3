import { Box, Button, Chip, Divider, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { formatearPesos } from '../../../common/formatoDinero';
import { useState } from 'react';
import { esFraccionable, type LineaOrden, type Orden } from '../../../common/ordenes';
import { sumaProvisional, type LineaNueva } from './useOrden';

const TOQUE = { minWidth: 48, minHeight: 48 };

/** A whole-number stepper with 48 px buttons. */
function Pasos({
  valor,
  etiqueta,
  menos,
  mas,
  alCambiar,
}: {
  valor: number;
  etiqueta: string;
  menos: string;
  mas: string;
  alCambiar: (n: number) => void;
}) {
  return (
    <Stack direction="row" alignItems="center" role="group" aria-label={etiqueta}>
      <IconButton onClick={() => alCambiar(valor - 1)} aria-label={menos} sx={TOQUE}>
        <RemoveIcon />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        {valor}
      </Typography>
      <IconButton onClick={() => alCambiar(valor + 1)} aria-label={mas} sx={TOQUE}>
        <AddIcon />
      </IconButton>
    </Stack>
  );
}

/** Abbreviations of the units sold by weight or volume. */
const SIMBOLOS: Record<string, string> = {
  gramo: 'g',
  kilogramo: 'kg',
  mililitro: 'ml',
  litro: 'l',
  libra: 'lb',
};

/** A typed quantity ('0,5' → '0.5'): greater than zero, at most three decimals, point or comma. Else null. */
export const leerCantidad = (texto: string): string | null => {
  const limpio = texto.trim().replace(',', '.');
  if (!/^\d{1,8}(\.\d{1,3})?$/.test(limpio)) return null;
  return /[1-9]/.test(limpio) ? limpio : null;
};

/** The quantity of a product sold by weight or volume: typed (0.5), not stepped. */
function CantidadEscrita({
  linea,
  alCambiar,
}: {
  linea: LineaNueva;
  alCambiar: (c: Partial<Pick<LineaNueva, 'cantidad' | 'cantidadInvalida'>>) => void;
}) {
  const translate = useTranslate();
  const [texto, setTexto] = useState(String(linea.cantidad));
  const unidad = SIMBOLOS[linea.producto.unidad_medida] ?? linea.producto.unidad_medida;
  return (
    <TextField
      value={texto}
      onChange={(e) => {
        setTexto(e.target.value);
        const n = leerCantidad(e.target.value);
        alCambiar(n === null ? { cantidadInvalida: true } : { cantidad: n, cantidadInvalida: false });
      }}
      label={translate('comanda.ordenar.cantidad_unidad', { unidad })}
      size="small"
      error={Boolean(linea.cantidadInvalida)}
      helperText={linea.cantidadInvalida ? translate('comanda.ordenar.cantidad_invalida') : undefined}
      sx={{ width: 128 }}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-label': translate('comanda.ordenar.cantidad', { nombre: linea.producto.nombre }),
        },
        input: { sx: { minHeight: 48 } },
      }}
    />
  );
}

function LineaPorEnviar({
  linea,
  alCambiar,
  alQuitar,
}: {
  linea: LineaNueva;
  alCambiar: (c: Partial<Pick<LineaNueva, 'cantidad' | 'nota' | 'cantidadInvalida'>>) => void;
  alQuitar: () => void;
}) {
  const translate = useTranslate();
  const nombre = linea.producto.nombre;
  return (
    <Box component="li" sx={{ py: 1, listStyle: 'none' }} aria-label={nombre}>
      <Stack direction="row" alignItems="center" gap={1}>
        <Typography sx={{ flex: 1, fontWeight: 600 }}>{nombre}</Typography>
        {esFraccionable(linea.producto.unidad_medida) ? (
          <CantidadEscrita linea={linea} alCambiar={alCambiar} />
        ) : (
          <Pasos
            valor={Number(linea.cantidad)}
            etiqueta={translate('comanda.ordenar.cantidad', { nombre })}
            menos={translate('comanda.ordenar.menos', { nombre })}
            mas={translate('comanda.ordenar.mas', { nombre })}
            alCambiar={(cantidad) => alCambiar({ cantidad })}
          />
        )}
        <IconButton
          onClick={alQuitar}
          aria-label={translate('comanda.ordenar.quitar', { nombre })}
          sx={TOQUE}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
      <TextField
        value={linea.nota}
        onChange={(e) => alCambiar({ nota: e.target.value })}
        label={translate('comanda.ordenar.nota')}
        placeholder={translate('comanda.ordenar.nota_ejemplo')}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 200, 'aria-label': translate('comanda.ordenar.nota_de', { nombre }) },
          input: { sx: { minHeight: 48 } },
        }}
      />
      {linea.error ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {linea.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A line of the send under way: shown among the sent ones at the tap (issue 25), marked until the server answers. */
function LineaEnCamino({ linea }: { linea: LineaNueva }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-label={linea.producto.nombre} aria-busy="true">
      <Stack direction="row" alignItems="center" gap={1} sx={{ minHeight: 48 }}>
        <Typography sx={{ minWidth: 40 }}>{linea.cantidad} ×</Typography>
        <Box sx={{ flex: 1 }}>
          <Typography>{linea.producto.nombre}</Typography>
          {linea.nota.trim() ? (
            <Typography variant="body2" color="text.secondary">
              {linea.nota.trim()}
            </Typography>
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('comanda.ordenar.enviando')}
        </Typography>
      </Stack>
    </Box>
  );
}

function LineaServidor({
  linea,
  alRetirar,
}: {
  linea: LineaOrden;
  /** Absent: this user may not take it back (a sent line, roles other than 0 and 1). */
  alRetirar?: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-label={linea.nombre}>
      <Stack direction="row" alignItems="center" gap={1} sx={{ minHeight: 48 }}>
        <Typography sx={{ minWidth: 40 }}>{linea.cantidad.replace(/\.?0+$/, '')} ×</Typography>
        <Box sx={{ flex: 1 }}>
          <Typography>{linea.nombre}</Typography>
          {linea.nota ? (
            <Typography variant="body2" color="text.secondary">
              {linea.nota}
            </Typography>
          ) : null}
        </Box>
        {linea.estado === 'lista' ? (
          <Chip size="small" color="success" label={translate('comanda.ordenar.lista')} />
        ) : null}
        {linea.estado === 'nueva' ? (
          <Chip size="small" label={translate('comanda.ordenar.en_espera')} />
        ) : null}
        <Typography>{formatearPesos(linea.total)}</Typography>
        {alRetirar ? (
          <IconButton
            onClick={alRetirar}
            aria-label={translate('comanda.ordenar.retirar', { nombre: linea.nombre })}
            sx={TOQUE}
          >
            <DeleteIcon />
          </IconButton>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * The order summary: diners, the lines to send (quantity, note, remove; their provisional exact sum),
 * "Enviar a cocina", then the lines already sent, apart, with the server's totals.
 */
/** A money row under the lines: the order's total, or what is left to charge of it. */
const FilaTotal = ({ etiqueta, valor, id }: { etiqueta: string; valor: string; id: string }) => (
  <Stack direction="row" justifyContent="space-between" sx={{ pt: id === 'total' ? 1 : 0 }}>
    <Typography variant="h6">{etiqueta}</Typography>
    <Typography variant="h6" data-testid={id}>
      {formatearPesos(valor)}
    </Typography>
  </Stack>
);

export function Resumen({
  orden,
  nuevas,
  comensales,
  setComensales,
  cambiar,
  quitar,
  enviar,
  enviando,
  enCamino = [],
  puedeRetirarEnviadas,
  alRetirar,
  acciones,
  aviso,
}: {
  orden: Orden | null;
  nuevas: LineaNueva[];
  comensales: number;
  setComensales: (n: number) => void;
  cambiar: (clave: string, c: Partial<Pick<LineaNueva, 'cantidad' | 'nota' | 'cantidadInvalida'>>) => void;
  quitar: (clave: string) => void;
  enviar: () => void;
  enviando: boolean;
  /** Keys of the lines of the send under way: listed with the sent ones, not editable, until the answer. */
  enCamino?: string[];
  puedeRetirarEnviadas: boolean;
  alRetirar: (linea: LineaOrden) => void;
  acciones?: React.ReactNode;
  /** Shown under the diners (a state of the order, a failed save). */
  aviso?: React.ReactNode;
}) {
  const translate = useTranslate();
  const enServidor = orden?.detalles ?? [];
  const enEspera = enServidor.filter((l) => l.estado === 'nueva');
  const enviadas = enServidor.filter((l) => l.estado !== 'nueva');
  const hayQueEnviar = (nuevas.length > 0 || enEspera.length > 0) && !nuevas.some((l) => l.cantidadInvalida);
  const yendo = nuevas.filter((l) => enCamino.includes(l.clave));
  const porEnviar = yendo.length > 0 ? nuevas.filter((l) => !enCamino.includes(l.clave)) : nuevas;
  return (
    <Stack gap={1} sx={{ p: 1.5 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography component="h2" variant="h6">
          {translate('comanda.ordenar.resumen')}
        </Typography>
        {acciones}
      </Stack>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography>{translate('comanda.ordenar.comensales')}</Typography>
        <Pasos
          valor={comensales}
          etiqueta={translate('comanda.ordenar.comensales')}
          menos={translate('comanda.ordenar.menos_comensales')}
          mas={translate('comanda.ordenar.mas_comensales')}
          alCambiar={setComensales}
        />
      </Stack>
      {aviso}
      <Divider />
      <section aria-label={translate('comanda.ordenar.nuevas')}>
        <Typography component="h3" variant="subtitle1" fontWeight={600}>
          {translate('comanda.ordenar.nuevas')}
        </Typography>
        {porEnviar.length === 0 && enEspera.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            {translate('comanda.ordenar.vacia')}
          </Typography>
        ) : null}
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {enEspera.map((l) => (
            <LineaServidor key={l.id} linea={l} alRetirar={() => alRetirar(l)} />
          ))}
          {porEnviar.map((l) => (
            <LineaPorEnviar
              key={l.clave}
              linea={l}
              alCambiar={(c) => cambiar(l.clave, c)}
              alQuitar={() => quitar(l.clave)}
            />
          ))}
        </Box>
        {porEnviar.length > 0 ? (
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="body2">{translate('comanda.ordenar.provisional')}</Typography>
            <Typography variant="body2" data-testid="provisional">
              {formatearPesos(sumaProvisional(porEnviar))}
            </Typography>
          </Stack>
        ) : null}
      </section>
      <Button
        variant="contained"
        size="large"
        startIcon={<SendIcon />}
        onClick={enviar}
        disabled={!hayQueEnviar || enviando}
        sx={{ minHeight: 56 }}
      >
        {translate(enviando ? 'comanda.ordenar.enviando' : 'comanda.ordenar.enviar')}
      </Button>
      {enviadas.length > 0 || yendo.length > 0 ? (
        <section aria-label={translate('comanda.ordenar.enviadas')}>
          <Divider sx={{ mb: 1 }} />
          <Typography component="h3" variant="subtitle1" fontWeight={600}>
            {translate('comanda.ordenar.enviadas')}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {enviadas.map((l) => (
              <LineaServidor
                key={l.id}
                linea={l}
                alRetirar={puedeRetirarEnviadas ? () => alRetirar(l) : undefined}
              />
            ))}
            {yendo.map((l) => (
              <LineaEnCamino key={l.clave} linea={l} />
            ))}
          </Box>
        </section>
      ) : null}
      {orden ? (
        <FilaTotal etiqueta={translate('comanda.ordenar.total')} valor={orden.totales.total} id="total" />
      ) : null}
      {/* After a split bill's first sales: what is left to charge. */}
      {orden?.totales.por_cobrar && orden.totales.por_cobrar !== orden.totales.total ? (
        <FilaTotal
          etiqueta={translate('comanda.ordenar.por_cobrar')}
          valor={orden.totales.por_cobrar}
          id="por-cobrar"
        />
      ) : null}
    </Stack>
  );
}
