import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, fallo, i18nProvider, ok, type Respuesta } from './public/soporte';

vi.mock('altcha/i18n', () => ({}));

/**
 * The captcha caches its configuration per page life: each test loads fresh modules, and fakes the API on the
 * fresh http client they use.
 */
const montar = async (config: Respuesta, props: { error?: boolean; helperText?: string } = {}) => {
  vi.resetModules();
  const { http } = await import('../../src/dataProvider/http');
  apiFalsa({ 'GET captcha/config': config }, http);
  const { Captcha } = await import('../../src/components/Captcha');
  const onVerify = vi.fn();
  const onExpire = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Captcha onVerify={onVerify} onExpire={onExpire} {...props} />
    </AdminContext>,
  );
  return { onVerify, onExpire };
};

afterEach(() => {
  delete window.grecaptcha;
});

describe('Captcha', () => {
  it('renders the ALTCHA widget on the API challenge and reports its payload', async () => {
    const { onVerify, onExpire } = await montar(ok({ provider: 'altcha', siteKey: null }));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    const widget = document.querySelector('altcha-widget')!;
    expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(widget.getAttribute('language')).toBe('es');
    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'carga' } }));
    });
    expect(onVerify).toHaveBeenCalledWith('carga');
    act(() => {
      widget.dispatchEvent(new CustomEvent('expired'));
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ignores the expiry of a challenge that was never solved', async () => {
    const { onExpire } = await montar(ok({ provider: 'altcha', siteKey: null }));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    act(() => {
      document.querySelector('altcha-widget')!.dispatchEvent(new CustomEvent('expired'));
    });
    expect(onExpire).not.toHaveBeenCalled();
  });

  it("renders Google's v2 widget with the site key when the provider is recaptcha", async () => {
    const renderizar = vi.fn();
    window.grecaptcha = { render: renderizar };
    const { onVerify, onExpire } = await montar(ok({ provider: 'recaptcha', siteKey: 'clave-sitio' }));
    await waitFor(() => expect(renderizar).toHaveBeenCalledTimes(1));
    const [contenedor, opciones] = renderizar.mock.calls[0];
    expect(contenedor).toBe(screen.getByTestId('recaptcha'));
    expect(opciones.sitekey).toBe('clave-sitio');
    opciones.callback('token-google');
    expect(onVerify).toHaveBeenCalledWith('token-google');
    opciones['expired-callback']();
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(document.querySelector('altcha-widget')).toBeNull();
  });

  it('draws a red border and the message when in error', async () => {
    await montar(ok({ provider: 'altcha', siteKey: null }), { error: true, helperText: 'Falta el captcha' });
    const marco = screen.getByTestId('captcha');
    expect(marco.getAttribute('data-error')).toBe('true');
    // MUI's light theme error.main
    expect(getComputedStyle(marco).borderTopColor).toBe('rgb(211, 47, 47)');
    expect(screen.getByText('Falta el captcha')).toBeTruthy();
  });

  it('has no red border without an error', async () => {
    await montar(ok({ provider: 'altcha', siteKey: null }));
    const marco = screen.getByTestId('captcha');
    expect(marco.getAttribute('data-error')).toBe('false');
    expect(getComputedStyle(marco).borderTopColor).toBe('rgba(0, 0, 0, 0)');
  });

  it('says so when the configuration cannot be loaded', async () => {
    await montar(fallo(500, 'Error'));
    expect(await screen.findByText(/No se pudo cargar el captcha/)).toBeTruthy();
  });
});
