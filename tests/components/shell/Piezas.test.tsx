import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { CopyText } from '../../../src/components/CopyText';
import { LoadingOverlay, LoadingPage } from '../../../src/components/LoadingOverlay';
import { PageFrame } from '../../../src/components/PageFrame';
import { ResultDialog, type TipoResultado } from '../../../src/components/ResultDialog';
import { renderShell } from './soporte';

afterEach(() => {
  vi.useRealTimers();
});

const DialogoDePrueba = ({ tipo, onClose }: { tipo: TipoResultado; onClose: () => void }) => {
  const [abierto, setAbierto] = useState(true);
  return (
    <ResultDialog
      open={abierto}
      tipo={tipo}
      mensaje="Compra anulada correctamente"
      onClose={() => {
        onClose();
        setAbierto(false);
      }}
    />
  );
};

describe('ResultDialog (spec §2, §9: 6000 ms)', () => {
  it('closes itself after 6000 ms', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderShell(<DialogoDePrueba tipo="success" onClose={onClose} />);
    expect(screen.getByText('Operación exitosa')).toBeTruthy();
    expect(screen.getByText('Compra anulada correctamente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Regresar' })).toBeNull();
    act(() => vi.advanceTimersByTime(5_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers 'Regresar' on error, which closes it at once", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderShell(<DialogoDePrueba tipo="error" onClose={onClose} />);
    expect(screen.getByText('Ha ocurrido un error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(6_000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a progress indicator while loading', () => {
    renderShell(<ResultDialog open tipo="loading" onClose={() => undefined} />);
    expect(screen.getByText('Procesando, por favor espera...')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});

describe('CopyText (spec §2, §9: 2000 ms)', () => {
  it('copies the text and confirms it in the tooltip for 2000 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShell(<CopyText text="https://comanda.co/carta?menuId=3" />);
    expect(screen.getByText('https://comanda.co/carta?menuId=3')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://comanda.co/carta?menuId=3');
    expect(screen.getByRole('button', { name: '¡Copiado!' })).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('¡Copiado!');
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('button', { name: '¡Copiado!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
  });
});

describe('LoadingOverlay (spec §2)', () => {
  it("covers the screen with 'Cargando...'", () => {
    renderShell(<LoadingOverlay />);
    expect(screen.getByRole('status').textContent).toBe('Cargando...');
  });

  it('renders nothing visible when closed', () => {
    renderShell(<LoadingOverlay open={false} />);
    expect(screen.queryByText('Cargando...')).toBeNull();
  });

  it("is react-admin's loading page at start", () => {
    renderShell(<LoadingPage />);
    expect(screen.getByText('Cargando...')).toBeTruthy();
  });
});

describe('PageFrame (spec §2)', () => {
  it('shows the title and breadcrumbs: links, and the active one marked as the current page', () => {
    renderShell(
      <PageFrame
        title="Categorías"
        breadcrumbs={[
          { label: 'comanda.menu.inicio', link: '/principal' },
          { label: 'Categorías', link: '/categorias', active: true },
        ]}
      >
        <p>Contenido</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Categorías' })).toBeTruthy();
    const migas = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(migas.querySelector('a')?.textContent).toBe('Inicio');
    expect(migas.querySelector('a')?.getAttribute('href')).toBe('/principal');
    expect(migas.querySelector('[aria-current="page"]')?.textContent).toBe('Categorías');
    expect(migas.querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByText('Contenido')).toBeTruthy();
  });
});
