import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QrCarta } from '../../../common/carta';
import CartaQr from '../../../src/pages/configSistema/CartaQr';
import { http } from '../../../src/dataProvider/http';
import {
  apiFalsa,
  cerrarSesionLocal,
  iniciarSesion,
  ok,
  renderShell,
  usuarioDePrueba,
} from '../shell/soporte';

const adapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = adapter;
  cerrarSesionLocal();
});

const qr = (id_sede: number, sede: string, menuId: string): QrCarta => ({
  id_sede,
  sede,
  principal: id_sede === 4,
  businessName: 'La Ceiba',
  url: `https://comanda.ejemplo.co/carta?menuId=${menuId}`,
  png: 'data:image/png;base64,iVBORw0KGgo=',
  svg: 'data:image/svg+xml;base64,PHN2Zy8+',
});

describe('/configSistema/cartaQr', () => {
  it('shows each venue’s QR and link, the printable cards, and regenerates after confirming', async () => {
    iniciarSesion();
    const api = apiFalsa({
      'GET qr/carta': ok([qr(4, 'Centro', 'a'.repeat(64)), qr(9, 'Norte', 'b'.repeat(64))]),
      'POST qr/carta/regenerar': () =>
        ok(qr(4, 'Centro', 'c'.repeat(64)), 'Código QR regenerado: el anterior ya no abre la carta'),
    });
    renderShell(<CartaQr />, { ruta: '/configSistema/cartaQr' });
    expect(await screen.findByRole('img', { name: 'Código QR de la carta de Centro' })).toBeTruthy();
    const enlaces = screen.getAllByLabelText('Enlace de la carta') as HTMLInputElement[];
    expect(enlaces.map((e) => e.value)).toEqual([
      `https://comanda.ejemplo.co/carta?menuId=${'a'.repeat(64)}`,
      `https://comanda.ejemplo.co/carta?menuId=${'b'.repeat(64)}`,
    ]);
    // Four A6 cards per venue for the A4 sheet, each with the business name and the diner's text.
    const tarjetas = document.querySelectorAll('.tarjetas-carta .tarjeta-carta');
    expect(tarjetas).toHaveLength(8);
    expect(tarjetas[0].textContent).toContain('La Ceiba');
    expect(tarjetas[0].textContent).toContain('Escanea para ver la carta');

    fireEvent.click(screen.getAllByRole('button', { name: 'Regenerar' })[0]);
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('«Centro» dejará de funcionar');
    // Cancel sends nothing.
    fireEvent.click(within(dialogo).getByRole('button', { name: /Cancelar/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.de('POST qr/carta/regenerar')).toHaveLength(0);

    fireEvent.click(screen.getAllByRole('button', { name: 'Regenerar' })[0]);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^S[ií]/ }));
    await waitFor(() => expect(api.de('POST qr/carta/regenerar')).toHaveLength(1));
    expect(api.de('POST qr/carta/regenerar')[0].cuerpo).toEqual({ id_sede: 4 });
    await waitFor(() =>
      expect((screen.getAllByLabelText('Enlace de la carta')[0] as HTMLInputElement).value).toContain(
        'c'.repeat(64),
      ),
    );
  });

  it('does not offer Regenerar to a non-owner', async () => {
    const u = usuarioDePrueba();
    iniciarSesion({ ...u, rol: { ...u.rol, id_rol: 1 } });
    apiFalsa({ 'GET qr/carta': ok([qr(4, 'Centro', 'a'.repeat(64))]) });
    renderShell(<CartaQr />, { ruta: '/configSistema/cartaQr' });
    const boton = (await screen.findByRole('button', { name: 'Regenerar' })) as HTMLButtonElement;
    expect(boton.disabled).toBe(true);
    expect(screen.getByText('Solo el propietario puede regenerar el código QR.')).toBeTruthy();
  });
});
