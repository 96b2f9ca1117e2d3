import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { perezosa } from '../../../src/components/perezosa';

/**
 * Lazy pages (issue 12's chunks) loaded ahead (issue 25): once `precargar` has brought the code and texts, a visit
 * renders the page in its first frame, without the loading page (React would otherwise suspend once and hold the
 * page back after its fallback showed); a failed load is tried again by the next one.
 */
const Hola = () => <p>Hola</p>;

describe('perezosa', () => {
  it('renders a page loaded ahead at once, loading it once', async () => {
    const cargar = vi.fn(async () => ({ default: Hola }));
    const Pagina = perezosa(cargar, []);
    await Pagina.precargar();
    await Pagina.precargar();
    render(<Pagina />);
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(cargar).toHaveBeenCalledTimes(1);
  });

  it('shows the loading page while a page not loaded ahead arrives, then the page', async () => {
    const Pagina = perezosa(async () => ({ default: Hola }), []);
    render(<Pagina />);
    expect(screen.queryByText('Hola')).toBeNull();
    expect(await screen.findByText('Hola')).toBeTruthy();
  });

  it('tries a failed load again', async () => {
    const cargar = vi
      .fn<() => Promise<{ default: typeof Hola }>>()
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValue({ default: Hola });
    const Pagina = perezosa(cargar, []);
    await expect(Pagina.precargar()).rejects.toThrow('sin red');
    await Pagina.precargar();
    render(<Pagina />);
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(cargar).toHaveBeenCalledTimes(2);
  });
});
