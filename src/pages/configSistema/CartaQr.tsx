import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  GlobalStyles,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QrCarta } from '../../../common/carta';
import { ROL_PROPIETARIO } from '../../../common/modulos';
import { useUsuario } from '../../authProvider/useUsuario';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageFrame } from '../../components/PageFrame';
import { http } from '../../dataProvider/http';
import { useConsulta } from '../../dataProvider/useConsulta';
import { useNotificar } from '../../notifications';

const T = 'comanda.cartaQr';

/** Printed: only the cards, A6 (105 × 148 mm), four on each A4 sheet. */
const ESTILOS_IMPRESION = {
  '.tarjetas-carta': { display: 'none' },
  '@media print': {
    '@page': { size: 'A4', margin: 0 },
    'body > *:not(.tarjetas-carta)': { display: 'none !important' },
    '.tarjetas-carta': {
      display: 'grid !important',
      gridTemplateColumns: '105mm 105mm',
      gridAutoRows: '148mm',
    },
  },
  '.tarjeta-carta': {
    boxSizing: 'border-box',
    width: '105mm',
    height: '148mm',
    padding: '10mm',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4mm',
    border: '0.2mm dashed #999',
    breakInside: 'avoid',
    fontFamily: 'system-ui, sans-serif',
    textAlign: 'center',
    color: '#000',
  },
  '.tarjeta-carta h2': { margin: 0, fontSize: '16pt' },
  '.tarjeta-carta img': { width: '70mm', height: '70mm' },
  '.tarjeta-carta p': { margin: 0, fontSize: '13pt' },
  '.tarjeta-carta small': { fontSize: '9pt', color: '#333' },
} as const;

/** The printable cards: a portal on body, hidden on screen. */
const TarjetasImpresion = ({ qrs, escanea }: { qrs: QrCarta[]; escanea: string }) =>
  createPortal(
    <div className="tarjetas-carta" aria-hidden="true">
      {qrs.flatMap((q) =>
        [0, 1, 2, 3].map((i) => (
          <div className="tarjeta-carta" key={`${q.id_sede}-${i}`}>
            <h2>{q.businessName || 'Carta Digital'}</h2>
            <img src={q.svg} alt="" />
            <p>{escanea}</p>
            <small>{q.sede}</small>
          </div>
        )),
      )}
    </div>,
    document.body,
  );

/**
 * /configSistema/cartaQr (issue 12): each venue's public menu link and QR code (GET qr/carta), downloads, the
 * printable table cards (A6, four per A4) and 'Regenerar' (POST qr/carta/regenerar, the owner only, confirmed: the
 * printed cards stop working).
 */
const CartaQr = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const usuario = useUsuario();
  const propietario = usuario?.rol.id_rol === ROL_PROPIETARIO;
  const cliente = useQueryClient();
  const lectura = useConsulta<QrCarta[]>('qr/carta');
  const qrs = lectura.data ?? null;
  const fallo = lectura.error ? lectura.error.message || translate(`${T}.error`) : null;
  const [confirmar, setConfirmar] = useState<QrCarta | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const regenerar = useCallback(
    async (qr: QrCarta) => {
      setConfirmar(null);
      if (ocupado) return;
      setOcupado(true);
      try {
        const r = await http.post<{ data: QrCarta; message: string }>('qr/carta/regenerar', {
          id_sede: qr.id_sede,
        });
        cliente.setQueryData<QrCarta[]>(['qr/carta'], (actual) =>
          actual?.map((q) => (q.id_sede === qr.id_sede ? r.data.data : q)),
        );
        notificar.exito(r.data.message);
      } catch (e) {
        notificar.error(e as Error);
      } finally {
        setOcupado(false);
      }
    },
    [cliente, notificar, ocupado],
  );

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.configuracion' },
        { label: `${T}.titulo`, link: '/configSistema/cartaQr', active: true },
      ]}
    >
      <GlobalStyles styles={ESTILOS_IMPRESION} />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{translate(`${T}.ayuda`)}</Typography>
      {fallo ? <Alert severity="error">{translate(fallo, { _: fallo })}</Alert> : null}
      {qrs && qrs.length === 0 ? <Typography>{translate(`${T}.sin_sedes`)}</Typography> : null}
      {qrs && qrs.length > 0 ? (
        <>
          <Button variant="contained" sx={{ mb: 2 }} onClick={() => window.print()}>
            {translate(`${T}.imprimir`)}
          </Button>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
            {qrs.map((q) => (
              <Card key={q.id_sede} variant="outlined" sx={{ width: { xs: '100%', md: 340 } }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {q.sede}
                  </Typography>
                  <Box
                    component="img"
                    src={q.png}
                    alt={translate(`${T}.qr_de`, { sede: q.sede })}
                    sx={{ width: 220, height: 220, display: 'block', mx: 'auto' }}
                  />
                  <TextField
                    label={translate(`${T}.url`)}
                    value={q.url}
                    fullWidth
                    margin="normal"
                    slotProps={{ htmlInput: { readOnly: true } }}
                  />
                  <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                    <Link href={q.url} target="_blank" rel="noopener">
                      {translate(`${T}.abrir`)}
                    </Link>
                    <Link href={q.png} download={`carta-${q.id_sede}.png`}>
                      {translate(`${T}.descargar_png`)}
                    </Link>
                    <Link href={q.svg} download={`carta-${q.id_sede}.svg`}>
                      {translate(`${T}.descargar_svg`)}
                    </Link>
                  </Stack>
                  <Box sx={{ mt: 2 }}>
                    <Button
                      color="warning"
                      variant="outlined"
                      disabled={!propietario || ocupado}
                      onClick={() => setConfirmar(q)}
                    >
                      {translate(`${T}.regenerar`)}
                    </Button>
                    {propietario ? null : (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                        {translate(`${T}.solo_propietario`)}
                      </Typography>
                    )}
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Stack>
          <TarjetasImpresion qrs={qrs} escanea={translate(`${T}.escanea`)} />
        </>
      ) : null}
      <ConfirmDialog
        open={confirmar !== null}
        data={confirmar}
        title={translate(`${T}.regenerar_titulo`)}
        content={confirmar ? translate(`${T}.regenerar_confirmar`, { sede: confirmar.sede }) : ''}
        onConfirm={(q) => void regenerar(q)}
        onClose={() => setConfirmar(null)}
      />
    </PageFrame>
  );
};

export default CartaQr;
