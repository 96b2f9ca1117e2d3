import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Why an edit page cannot show its record: an i18n key and, for a failed load, the server's message. */
export interface Fallo {
  clave: string;
  mensaje?: string;
}

/** A record id in the address: a positive whole number, nothing else is asked of the API. */
export const idValido = (id: string | undefined) => Boolean(id && /^[1-9]\d*$/.test(id));

/** A failed load as the page's keys: an unknown id (404, also another company's) or any other failure. */
export function motivoFallo(error: unknown, claves: { noExiste: string; noCargo: string }): Fallo {
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  if (status === 404) return { clave: claves.noExiste };
  return { clave: claves.noCargo, mensaje: message };
}

/** Says what went wrong in place of the form, with a way back to the list (no silent bounce). */
export const RegistroNoDisponible = ({
  clave,
  mensaje,
  volver,
}: Fallo & { volver: { a: string; etiqueta: string } }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button component={RouterLink} to={volver.a} color="inherit" size="small">
          {translate(volver.etiqueta)}
        </Button>
      }
    >
      {translate(clave, { mensaje: mensaje ?? '' })}
    </Alert>
  );
};
