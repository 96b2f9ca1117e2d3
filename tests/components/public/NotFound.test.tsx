import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotFound from '../../../src/pages/public/NotFound';
import SignUpAdmin from '../../../src/pages/public/SignUpAdmin';
import { renderPublica } from './soporte';

describe('not-found page and /signupAdmin', () => {
  it('shows a translated message and a link home', () => {
    const { ubicacion } = renderPublica({
      ruta: '/no-existe',
      rutas: [{ path: '/no-existe', element: <NotFound /> }],
    });
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByText('La página que buscas no existe o cambió de dirección.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(ubicacion.actual?.pathname).toBe('/');
  });

  it('/signupAdmin is blank', () => {
    renderPublica({ ruta: '/signupAdmin', rutas: [{ path: '/signupAdmin', element: <SignUpAdmin /> }] });
    const pagina = screen.getByRole('main', { name: 'signupAdmin' });
    expect(pagina.textContent).toBe('');
    expect(pagina.children).toHaveLength(0);
  });
});
