import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Dialog, DialogTitle } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Aparecer } from '../../src/components/Aparecer';

/**
 * The POS dialogs' fade-in (issue 25): MUI's Fade reads `scrollTop` at each opening to force a layout of the whole
 * page (`reflow`), which on a tablet under the order screen cost most of the receipt's time; `Aparecer` opens
 * without reading the layout, and closes as a modal expects (its content gone).
 */
const tema = createTheme();
const dialogo = (abierto: boolean, transicion: boolean) => (
  <ThemeProvider theme={tema}>
    <Dialog
      open={abierto}
      aria-labelledby="t"
      {...(transicion && {
        slots: { transition: Aparecer },
        slotProps: { backdrop: { slots: { transition: Aparecer } } },
      })}
    >
      <DialogTitle id="t">Recibo C-1</DialogTitle>
    </Dialog>
  </ThemeProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('Aparecer', () => {
  it("opens a dialog without reading the page's layout (MUI's Fade does)", () => {
    const lecturas = vi.spyOn(Element.prototype, 'scrollTop', 'get');
    const { unmount } = render(dialogo(true, false));
    // The check itself: Fade forces the layout here.
    expect(lecturas).toHaveBeenCalled();
    unmount();
    lecturas.mockClear();

    render(dialogo(true, true));
    expect(screen.getByRole('dialog', { name: 'Recibo C-1' })).toBeTruthy();
    expect(lecturas).not.toHaveBeenCalled();
  });

  it('closes: the dialog leaves the document when `open` turns false', async () => {
    const { rerender } = render(dialogo(true, true));
    expect(screen.getByRole('dialog', { name: 'Recibo C-1' })).toBeTruthy();
    rerender(dialogo(false, true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.MuiBackdrop-root')).toBeNull();
  });
});
