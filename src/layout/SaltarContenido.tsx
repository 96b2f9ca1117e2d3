import type { MouseEvent } from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

const Enlace = styled('a')(({ theme }) => ({
  position: 'fixed',
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `2px solid ${theme.palette.text.primary}`,
  fontWeight: 600,
  textDecoration: 'none',
  '&:focus': { top: theme.spacing(2), outline: `3px solid ${theme.palette.secondary.main}` },
}));

/** Moves focus into the page (react-admin's #main-content) and leaves it there, so Tab goes on from the content. */
export function irAlContenido(evento?: MouseEvent) {
  evento?.preventDefault();
  const contenido = document.getElementById('main-content');
  if (!contenido) return;
  contenido.setAttribute('tabindex', '-1');
  contenido.focus();
}

/**
 * 'Saltar al contenido' (WCAG 2.4.1): the first stop of the keyboard, off-screen until it has focus, then shown at
 * the top left in readable colours.
 */
export const SaltarContenido = () => {
  const translate = useTranslate();
  return (
    <Enlace href="#main-content" onClick={irAlContenido} data-testid="saltar-contenido">
      {translate('ra.navigation.skip_nav')}
    </Enlace>
  );
};
