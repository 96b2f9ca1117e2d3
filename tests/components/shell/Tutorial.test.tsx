import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BotonTutorial } from '../../../src/layout';
import { renderShell } from './soporte';

describe("'Ver tutorial' (spec §2 Shell)", () => {
  it('without VITE_TUTORIAL_URL shows a written guide of the first steps instead of a player', async () => {
    renderShell(<BotonTutorial url="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver tutorial' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Tutorial de Comanda' });
    expect(within(dialogo).getByText('Primeros pasos para empezar a vender con Comanda:')).toBeTruthy();
    expect(within(dialogo).getAllByRole('listitem')).toHaveLength(5);
    expect(dialogo.querySelector('iframe, video')).toBeNull();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
  });

  it('plays a video file in a video element', async () => {
    renderShell(<BotonTutorial url="https://cdn.comanda.co/tutorial.mp4" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver tutorial' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Tutorial de Comanda' });
    expect(dialogo.querySelector('video')?.getAttribute('src')).toBe('https://cdn.comanda.co/tutorial.mp4');
  });

  it('embeds a video page in a frame', async () => {
    renderShell(<BotonTutorial url="https://www.youtube-nocookie.com/embed/abc123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver tutorial' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Tutorial de Comanda' });
    const marco = within(dialogo).getByTitle('Video del tutorial');
    expect(marco.tagName).toBe('IFRAME');
    expect(marco.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
  });
});

describe("'Ver tutorial' closes on Escape", () => {
  it('closes the dialog and removes the player, so the video stops', async () => {
    renderShell(<BotonTutorial url="https://cdn.comanda.co/tutorial.mp4" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver tutorial' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Tutorial de Comanda' });
    expect(dialogo.querySelector('video')).not.toBeNull();
    fireEvent.keyDown(dialogo, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('video, iframe')).toBeNull();
  });
});
