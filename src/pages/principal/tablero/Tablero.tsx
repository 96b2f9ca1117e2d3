import { lazy, Suspense } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { moduloPorTag, puedeUsarModulo, type PermisosRol } from '../../../../common/modulos';
import { LLAMADAS_TABLERO, type LlamadaTablero } from '../../../../common/tablero';

/** The cards' code is a chunk of its own: /principal's first load keeps within its budget (and the charts' in theirs). */
const TarjetasTablero = lazy(() => import('./TarjetasTablero'));

/** Whether the role may make the call: every one of its tags (common/tablero.ts), as the server checks. */
export const puedeLlamar = (permisos: PermisosRol | null | undefined, llamada: LlamadaTablero): boolean =>
  LLAMADAS_TABLERO[llamada].tags.every((tag) => {
    const modulo = moduloPorTag(tag);
    return Boolean(modulo && puedeUsarModulo(permisos, modulo));
  });

/**
 * The owner's dashboard on /principal (issue 27): the cards the role's report tags open, each loading on its own.
 * Nothing at all for a role without them (the page then shows its shortcuts only).
 */
export const Tablero = ({ permisos }: { permisos: PermisosRol | null | undefined }) => {
  const translate = useTranslate();
  const alguna = (Object.keys(LLAMADAS_TABLERO) as LlamadaTablero[]).some((l) => puedeLlamar(permisos, l));
  if (!alguna) return null;
  return (
    <Box component="section" aria-labelledby="principal-tablero" sx={{ minWidth: 0 }}>
      <Typography id="principal-tablero" variant="h6" component="h2" gutterBottom>
        {translate('comanda.tablero.titulo')}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <TarjetasTablero permisos={permisos} />
      </Suspense>
    </Box>
  );
};
