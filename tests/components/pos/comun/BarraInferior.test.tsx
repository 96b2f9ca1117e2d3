import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarraInferior } from '../../../../src/pos/comun/BarraInferior';

/** A screen holding the sheet's state, as the order screen and the counter sale do. */
const Pantalla = () => {
  const [abierta, setAbierta] = useState(false);
  return (
    <BarraInferior
      textoVer="Ver carrito (2)"
      icono={<span />}
      textoCerrar="Cerrar carrito"
      abierta={abierta}
      alCambiar={setAbierta}
      hoja={<p>Líneas del carrito</p>}
    >
      <p>$ 12.000</p>
    </BarraInferior>
  );
};

/** The portrait bar shared by the POS screens: the bar with its extras; its button opens the sheet, which closes. */
describe('BarraInferior', () => {
  it('opens the sheet from the bar and closes it with its button or Escape', async () => {
    render(<Pantalla />);
    expect(screen.getByText('$ 12.000')).toBeTruthy();
    expect(screen.queryByText('Líneas del carrito')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver carrito (2)' }));
    expect(await screen.findByText('Líneas del carrito')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar carrito' }));
    await waitFor(() => expect(screen.queryByText('Líneas del carrito')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Ver carrito (2)' }));
    fireEvent.keyDown(await screen.findByText('Líneas del carrito'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Líneas del carrito')).toBeNull());
  });
});
