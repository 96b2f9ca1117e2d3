import { useMemo } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useCloseNotification, useNotify, useTranslate, type NotificationType } from 'react-admin';

/**
 * Spec §8/§9 toast durations: errors stay 20 s, successes 10 s, anything else the notification default of 5000 ms
 * (react-admin's own toasts get that default from the theme, src/layout/theme.ts).
 */
export const DURACIONES: Record<NotificationType, number> = {
  error: 20_000,
  success: 10_000,
  warning: 5_000,
  info: 5_000,
};

/** Spec §4 severity titles: 'Operación exitosa', 'Advertencia', 'Error', 'Información'. */
export const TITULOS: Record<NotificationType, string> = {
  success: 'comanda.notificacion.success',
  warning: 'comanda.notificacion.warning',
  error: 'comanda.notificacion.error',
  info: 'comanda.notificacion.info',
};

/** A message (i18n key or text), a list of messages (shown as a list, spec §8), or an error carrying one. */
export type Mensaje = string | string[] | Error;

export interface OpcionesNotificar {
  /** Overrides the severity's title (i18n key or text). */
  titulo?: string;
  /** Overrides the severity's duration, in ms. */
  duracion?: number;
  /** Interpolation values for an i18n key. */
  args?: Record<string, unknown>;
}

const textos = (mensaje: Mensaje): string[] =>
  Array.isArray(mensaje) ? mensaje : [mensaje instanceof Error ? mensaje.message : mensaje];

interface AvisoProps {
  tipo: NotificationType;
  titulo: string;
  mensajes: string[];
}

/** The toast's body: a filled alert with the severity's title and a close button. */
export const AvisoNotificacion = ({ tipo, titulo, mensajes }: AvisoProps) => {
  const cerrar = useCloseNotification();
  return (
    <Alert severity={tipo} variant="filled" onClose={cerrar} sx={{ minWidth: 288, maxWidth: 560 }}>
      <AlertTitle>{titulo}</AlertTitle>
      {mensajes.length === 1 ? (
        mensajes[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {mensajes.map((texto, i) => (
            <li key={i}>{texto}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
};

export interface Notificar {
  (mensaje: Mensaje, tipo?: NotificationType, opciones?: OpcionesNotificar): void;
  exito: (mensaje: Mensaje, opciones?: OpcionesNotificar) => void;
  error: (mensaje: Mensaje, opciones?: OpcionesNotificar) => void;
  advertencia: (mensaje: Mensaje, opciones?: OpcionesNotificar) => void;
  info: (mensaje: Mensaje, opciones?: OpcionesNotificar) => void;
}

/**
 * The app's toasts (spec §4 'Notification', §8): a titled alert at the top right, red errors for 20 s, green
 * successes for 10 s, others 5 s. Messages are i18n keys or plain texts (the API's Spanish messages).
 *
 * @example
 * const notificar = useNotificar();
 * notificar.exito('comanda.categorias.guardada');
 * notificar.error(error); // an HttpError from src/dataProvider/http.ts shows the server's message
 */
export function useNotificar(): Notificar {
  const notify = useNotify();
  const translate = useTranslate();
  return useMemo(() => {
    const notificar = ((
      mensaje: Mensaje,
      tipo: NotificationType = 'success',
      opciones: OpcionesNotificar = {},
    ) => {
      const mensajes = textos(mensaje).map((texto) => translate(texto, { _: texto, ...opciones.args }));
      const titulo = opciones.titulo ?? TITULOS[tipo];
      notify(
        <AvisoNotificacion tipo={tipo} titulo={translate(titulo, { _: titulo })} mensajes={mensajes} />,
        {
          type: tipo,
          autoHideDuration: opciones.duracion ?? DURACIONES[tipo],
          anchorOrigin: { vertical: 'top', horizontal: 'right' },
        },
      );
    }) as Notificar;
    notificar.exito = (mensaje, opciones) => notificar(mensaje, 'success', opciones);
    notificar.error = (mensaje, opciones) => notificar(mensaje, 'error', opciones);
    notificar.advertencia = (mensaje, opciones) => notificar(mensaje, 'warning', opciones);
    notificar.info = (mensaje, opciones) => notificar(mensaje, 'info', opciones);
    return notificar;
  }, [notify, translate]);
}
