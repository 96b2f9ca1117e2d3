import type { ReactNode } from 'react';
import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

interface Props<T> {
  /** The card's id: its heading's id is `tablero-<id>`. */
  id: string;
  titulo: string;
  consulta: UseQueryResult<T>;
  /** Whether the answer has nothing to show (then `textoVacio` instead of the content). */
  vacio?: (datos: T) => boolean;
  textoVacio?: string;
  children: (datos: T) => ReactNode;
}

/**
 * A dashboard card: its title, a skeleton while its call loads, the error with 'Reintentar' when it fails (the
 * server's message, else a generic one), a sentence when there is nothing yet, else its content.
 */
export function TarjetaTablero<T>({ id, titulo, consulta, vacio, textoVacio, children }: Props<T>) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = consulta;
  const mensaje = error?.message || 'comanda.errores.generico';
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`tablero-${id}`}
      aria-busy={isPending}
      data-tablero={id}
      sx={{ height: '100%', minWidth: 0 }}
    >
      <CardContent>
        <Typography id={`tablero-${id}`} variant="subtitle1" component="h3" gutterBottom>
          {titulo}
        </Typography>
        {isPending ? (
          <Stack spacing={1} data-cargando>
            <Skeleton variant="rounded" height={120} />
            <Skeleton width="60%" />
          </Stack>
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('comanda.errores.reintentar')}
              </Button>
            }
          >
            {translate(mensaje, { _: mensaje })}
          </Alert>
        ) : vacio?.(data as T) ? (
          <Typography color="text.secondary">{textoVacio}</Typography>
        ) : (
          children(data as T)
        )}
      </CardContent>
    </Card>
  );
}
