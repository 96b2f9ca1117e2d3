import { useMemo } from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  useTranslate,
  type NotificationPayload,
  type NotificationProps,
} from 'react-admin';
import { AvisoNotificacion, DURACIONES, TITULOS } from './useNotificar';

/**
 * Dresses react-admin's own plain-text toasts (a list that fails to load, a refused save, …) as ours: titled alert,
 * top right, errors 20 s and successes 10 s (spec §8). Toasts already built by useNotificar, and undoable ones,
 * pass as they are.
 */
export function vestir(
  aviso: NotificationPayload,
  translate: (clave: string, opciones?: object) => string,
): NotificationPayload {
  const { message, type, notificationOptions = {} } = aviso;
  if (typeof message !== 'string' || notificationOptions.undoable) return aviso;
  const { messageArgs, ...resto } = notificationOptions;
  const texto = translate(message, { _: message, ...messageArgs });
  return {
    message: <AvisoNotificacion tipo={type} titulo={translate(TITULOS[type])} mensajes={[texto]} />,
    type,
    notificationOptions: {
      ...resto,
      autoHideDuration: DURACIONES[type],
      anchorOrigin: { vertical: 'top', horizontal: 'right' },
    },
  };
}

/** `<Admin notification>`: react-admin's Notification reading dressed toasts. */
export const Notificaciones = (props: NotificationProps) => {
  const contexto = useNotificationContext();
  const translate = useTranslate();
  const valor = useMemo(
    () => ({
      ...contexto,
      takeNotification: () => {
        const aviso = contexto.takeNotification();
        return aviso ? vestir(aviso, translate) : aviso;
      },
    }),
    [contexto, translate],
  );
  return (
    <NotificationContext.Provider value={valor}>
      <Notification {...props} />
    </NotificationContext.Provider>
  );
};
