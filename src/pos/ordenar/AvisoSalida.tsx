import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * Lines not sent to the kitchen are not lost silently: leaving the screen inside the app (a link, Back) asks first
 * with the shared confirmation dialog ('Sí' discards them), and a reload or closing the tab gets the browser's own
 * question. Going to the sign-in page (an ended session) is not held: the draft stays on the device for later.
 */
export function AvisoSalida({ pendientes, alDescartar }: { pendientes: number; alDescartar: () => void }) {
  const translate = useTranslate();
  const blocker = useBlocker(
    ({ currentLocation: actual, nextLocation: siguiente }) =>
      pendientes > 0 &&
      siguiente.pathname !== '/signin' &&
      (actual.pathname !== siguiente.pathname || actual.search !== siguiente.search),
  );
  useEffect(() => {
    if (pendientes === 0) return undefined;
    const avisar = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [pendientes]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      data={blocker.state === 'blocked' ? { pendientes } : null}
      title={translate('comanda.ordenar.salir.titulo')}
      content={translate('comanda.ordenar.salir.contenido', { smart_count: pendientes })}
      onConfirm={() => {
        alDescartar();
        blocker.proceed?.();
      }}
      onClose={() => blocker.reset?.()}
    />
  );
}
