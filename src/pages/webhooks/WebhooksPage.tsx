import { fechaHoraBogota } from '../../../common/fechas';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, ListBase, useGetList, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { EntregaWebhook, Webhook, WebhookConSecreto } from '../../../common/webhooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CopyText } from '../../components/CopyText';
import { PageFrame } from '../../components/PageFrame';
import { TODAS_LAS_FILAS } from '../../dataProvider';
import { http } from '../../dataProvider/http';
import { traducirDeclarado } from '../../i18n/declarados';
import { useNotificar } from '../../notifications';

const T = 'comanda.webhooks';
const TODAS = { pagination: { page: 1, perPage: TODAS_LAS_FILAS } };

interface TipoWebhook {
  id: string;
  nombre: string;
  nombre_en: string;
  activo: boolean;
}

/** The delivery log of one webhook (its resource's list, 50 rows), newest first, with "Reenviar" on each row. */
function Entregas({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const translate = useTranslate();
  const notificar = useNotificar();
  const reenviar = async (e: EntregaWebhook) => {
    try {
      const r = await http.post<{ message: string }>(`webhooks/entregas/${e.id}/reenviar`, {});
      notificar.exito(r.data.message);
    } catch (error) {
      notificar.error(error as Error);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>
        {translate(`${T}.entregas_titulo`)} — {webhook.url}
      </DialogTitle>
      <DialogContent sx={{ overflowX: 'auto' }}>
        <ListBase<EntregaWebhook>
          resource="entregasWebhook"
          filter={{ id_webhook: webhook.id }}
          perPage={50}
          disableSyncWithLocation
          storeKey={false}
          queryOptions={{ onError: (e) => notificar.error(e) }}
          render={({ data: filas }) => (
            <>
              {filas && filas.length === 0 ? (
                <Typography>{translate(`${T}.entregas_vacio`)}</Typography>
              ) : null}
              {filas && filas.length > 0 ? (
                <Table size="small" aria-label={translate(`${T}.entregas_titulo`)}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(`${T}.fecha`)}</TableCell>
                      <TableCell>{translate(`${T}.evento`)}</TableCell>
                      <TableCell>{translate(`${T}.intento`)}</TableCell>
                      <TableCell>{translate(`${T}.resultado`)}</TableCell>
                      <TableCell>{translate(`${T}.codigo`)}</TableCell>
                      <TableCell>{translate(`${T}.latencia`)}</TableCell>
                      <TableCell>{translate(`${T}.error`)}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {filas.map((f) => (
                      <TableRow key={f.id}>
                        <TableCell>{fechaHoraBogota(f.created_at, { segundos: true })}</TableCell>
                        <TableCell>
                          {f.tipo}
                          <Typography variant="caption" component="div" color="text.secondary">
                            {f.id_evento}
                          </Typography>
                        </TableCell>
                        <TableCell>{f.intento}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={f.estado === 'exitosa' ? 'success' : 'error'}
                            label={translate(`${T}.resultados.${f.estado}`)}
                          />
                        </TableCell>
                        <TableCell>{f.codigo_respuesta ?? '—'}</TableCell>
                        <TableCell>{f.latencia_ms === null ? '—' : `${f.latencia_ms} ms`}</TableCell>
                        <TableCell sx={{ maxWidth: 260, wordBreak: 'break-word' }}>{f.error ?? ''}</TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            onClick={() => void reenviar(f)}
                            aria-label={`${translate(`${T}.reenviar`)} ${f.id_evento}`}
                          >
                            {translate(`${T}.reenviar`)}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : null}
            </>
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /configSistema/Webhooks: the company's webhooks — create (secret shown once), delete, rotate, log, resend. */
const Webhooks = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notificar = useNotificar();
  const [url, setUrl] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [eventos, setEventos] = useState<string[]>([]);
  const [errores, setErrores] = useState<{ url?: string; eventos?: string }>({});
  const [enviando, setEnviando] = useState(false);
  const [secreto, setSecreto] = useState<WebhookConSecreto | null>(null);
  const [eliminar, setEliminar] = useState<Webhook | null>(null);
  const [rotar, setRotar] = useState<Webhook | null>(null);
  const [entregas, setEntregas] = useState<Webhook | null>(null);

  const webhooks = useListContext<Webhook>();
  const tipos = useGetList<TipoWebhook>('tiposWebhook', TODAS);
  const lista = webhooks.data && tipos.data ? { webhooks: webhooks.data, webhooksType: tipos.data } : null;
  const fallo = webhooks.error?.message ?? tipos.error?.message ?? null;
  const cargar = () => Promise.all([webhooks.refetch(), tipos.refetch()]);

  const crear = async () => {
    const nuevos: typeof errores = {};
    if (!url.trim()) nuevos.url = translate(`${T}.url_requerida`);
    if (eventos.length === 0) nuevos.eventos = translate(`${T}.eventos_requeridos`);
    setErrores(nuevos);
    if (Object.keys(nuevos).length > 0 || enviando) return;
    setEnviando(true);
    try {
      const r = await http.post<{ data: WebhookConSecreto; message: string }>('webhooks/webhook', {
        url: url.trim(),
        eventos,
        descripcion: descripcion.trim() || null,
      });
      setSecreto(r.data.data);
      setUrl('');
      setDescripcion('');
      setEventos([]);
      notificar.exito(r.data.message);
      await cargar();
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined;
      setErrores({ url: body?.errors?.url, eventos: body?.errors?.eventos });
      notificar.error(e as Error);
    } finally {
      setEnviando(false);
    }
  };

  const accion = async (
    fn: () => Promise<{ data: { message: string; data?: unknown } }>,
    conSecreto = false,
  ) => {
    try {
      const r = await fn();
      if (conSecreto) setSecreto(r.data.data as WebhookConSecreto);
      notificar.exito(r.data.message);
      await cargar();
    } catch (e) {
      notificar.error(e as Error);
    }
  };

  const nombreTipo = (id: string) => {
    const tipo = lista?.webhooksType.find((x) => x.id === id);
    return tipo ? traducirDeclarado({ es: tipo.nombre, en: tipo.nombre_en }, locale) : id;
  };

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.configuracion' },
        { label: `${T}.titulo`, link: '/configSistema/Webhooks', active: true },
      ]}
    >
      {fallo ? <Alert severity="error">{translate(fallo, { _: fallo })}</Alert> : null}
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        <Typography color="text.secondary">{translate(`${T}.ayuda`)}</Typography>
        {lista ? (
          <Card variant="outlined" component="section" aria-labelledby="webhook-nuevo">
            <CardContent>
              <Typography variant="h6" component="h2" id="webhook-nuevo" gutterBottom>
                {translate(`${T}.nuevo`)}
              </Typography>
              <Stack spacing={2}>
                <TextField
                  label={translate(`${T}.url`)}
                  name="url"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  error={Boolean(errores.url)}
                  helperText={errores.url || undefined}
                  slotProps={{ htmlInput: { inputMode: 'url', maxLength: 500 } }}
                  fullWidth
                />
                <TextField
                  label={translate(`${T}.descripcion`)}
                  name="descripcion"
                  value={descripcion}
                  onChange={(e) => setDescripcion(e.target.value)}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                  fullWidth
                />
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <FormLabel component="legend">{translate(`${T}.eventos`)}</FormLabel>
                  <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
                    {lista.webhooksType.map((tipo) => (
                      <FormControlLabel
                        key={tipo.id}
                        control={
                          <Checkbox
                            checked={eventos.includes(tipo.id)}
                            onChange={(e) =>
                              setEventos(
                                e.target.checked
                                  ? [...eventos, tipo.id]
                                  : eventos.filter((x) => x !== tipo.id),
                              )
                            }
                          />
                        }
                        label={
                          tipo.activo
                            ? nombreTipo(tipo.id)
                            : `${nombreTipo(tipo.id)} (${translate(`${T}.proximamente`)})`
                        }
                      />
                    ))}
                  </FormGroup>
                  {errores.eventos ? <FormHelperText error>{errores.eventos}</FormHelperText> : null}
                </Box>
                <Box>
                  <Button variant="contained" onClick={() => void crear()} disabled={enviando}>
                    {translate(`${T}.crear`)}
                  </Button>
                </Box>
              </Stack>
            </CardContent>
          </Card>
        ) : null}
        {lista && lista.webhooks.length === 0 ? <Typography>{translate(`${T}.vacio`)}</Typography> : null}
        {lista?.webhooks.map((w) => (
          <Card key={w.id} variant="outlined" component="article" aria-label={w.url}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>
                  {w.url}
                </Typography>
                <Chip
                  size="small"
                  color={w.estado === 'activo' ? 'success' : 'warning'}
                  label={translate(`${T}.estados.${w.estado}`)}
                />
              </Stack>
              {w.descripcion ? <Typography color="text.secondary">{w.descripcion}</Typography> : null}
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate(`${T}.eventos`)}: {w.eventos.map(nombreTipo).join(', ')}
              </Typography>
              <Typography variant="body2">
                {translate(`${T}.secreto`)}: {w.secreto_inicio} ·{' '}
                {translate(`${T}.fallos`, { n: w.fallos_consecutivos })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                <Button variant="outlined" onClick={() => setEntregas(w)}>
                  {translate(`${T}.entregas`)}
                </Button>
                <Button variant="outlined" onClick={() => setRotar(w)}>
                  {translate(`${T}.rotar`)}
                </Button>
                {w.estado === 'deshabilitado' ? (
                  <Button
                    variant="outlined"
                    onClick={() => void accion(() => http.post(`webhooks/webhook/${w.id}/activar`, {}))}
                  >
                    {translate(`${T}.activar`)}
                  </Button>
                ) : null}
                <Button variant="outlined" color="error" onClick={() => setEliminar(w)}>
                  {translate(`${T}.eliminar`)}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>

      <Dialog open={secreto !== null} onClose={() => undefined} aria-labelledby="webhook-secreto">
        <DialogTitle id="webhook-secreto">{translate(`${T}.secreto_titulo`)}</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>{translate(`${T}.secreto_ayuda`)}</Typography>
          {secreto ? <CopyText text={secreto.secreto} /> : null}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setSecreto(null)}>
            {translate(`${T}.cerrar`)}
          </Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        open={eliminar !== null}
        data={eliminar}
        variant="delete"
        title={translate(`${T}.eliminar_titulo`)}
        content={eliminar ? translate(`${T}.eliminar_pregunta`, { url: eliminar.url }) : ''}
        onClose={() => setEliminar(null)}
        onConfirm={(w) => {
          setEliminar(null);
          void accion(() => http.delete(`webhooks/webhook/${w.id}`));
        }}
      />
      <ConfirmDialog
        open={rotar !== null}
        data={rotar}
        title={translate(`${T}.rotar_titulo`)}
        content={translate(`${T}.rotar_pregunta`)}
        onClose={() => setRotar(null)}
        onConfirm={(w) => {
          setRotar(null);
          void accion(() => http.post(`webhooks/webhook/${w.id}/secreto`, {}), true);
        }}
      />
      {entregas ? <Entregas webhook={entregas} onClose={() => setEntregas(null)} /> : null}
    </PageFrame>
  );
};

/** The webhooks are their resource's list (all rows); a failed load says so in the page, not in a toast as well. */
const WebhooksPage = () => (
  <ListBase
    resource="webhooks"
    perPage={TODAS_LAS_FILAS}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={{ onError: () => undefined }}
  >
    <Webhooks />
  </ListBase>
);

export default WebhooksPage;
