import { useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { MAX_UPLOAD_BYTES, TIPOS_IMAGEN } from '../../../common/constantes';
import { http } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';

const T = 'comanda.configuracion.logo';

/**
 * The receipts' logo (`POST`/`DELETE configuraciones/logo`): a preview, a file picker limited to the image types
 * and size the server takes (it checks the bytes again), and 'Quitar logo'. Saved on its own, at once.
 */
export function LogoEmpresa({ inicial }: { inicial: string | null }) {
  const translate = useTranslate();
  const notificar = useNotificar();
  const [logo, setLogo] = useState<string | null>(inicial);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const entrada = useRef<HTMLInputElement>(null);

  const subir = async (archivo: File) => {
    if (!(archivo.type in TIPOS_IMAGEN)) return setError(translate(`${T}.tipo`));
    if (archivo.size > MAX_UPLOAD_BYTES) return setError(translate(`${T}.tamano`));
    setError(null);
    setEnviando(true);
    try {
      const datos = new FormData();
      datos.append('logo', archivo);
      const r = await http.post<{ data: { logo: string | null }; message: string }>(
        'configuraciones/logo',
        datos,
      );
      setLogo(r.data.data.logo);
      notificar.exito(r.data.message);
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined;
      setError(body?.errors?.logo ?? (e as Error).message);
    } finally {
      setEnviando(false);
      if (entrada.current) entrada.current.value = '';
    }
  };

  const quitar = async () => {
    try {
      const r = await http.delete<{ message: string }>('configuraciones/logo');
      setLogo(null);
      notificar.exito(r.data.message);
    } catch (e) {
      notificar.error(e as Error);
    }
  };

  return (
    <Box component="section" aria-labelledby="logo-empresa">
      <Typography variant="h6" component="h2" id="logo-empresa" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {translate(`${T}.ayuda`)}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {logo ? (
          <Box
            component="img"
            src={logo}
            alt={translate(`${T}.alt`)}
            sx={{ maxHeight: 96, maxWidth: 240, objectFit: 'contain', border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Typography>{translate(`${T}.sin_logo`)}</Typography>
        )}
        <Button variant="outlined" component="label" disabled={enviando}>
          {translate(logo ? `${T}.cambiar` : `${T}.subir`)}
          <input
            ref={entrada}
            hidden
            type="file"
            name="logo"
            accept={Object.keys(TIPOS_IMAGEN).join(',')}
            onChange={(e) => {
              const archivo = e.target.files?.[0];
              if (archivo) void subir(archivo);
            }}
          />
        </Button>
        {logo ? (
          <Button variant="outlined" color="error" onClick={() => void quitar()}>
            {translate(`${T}.quitar`)}
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
