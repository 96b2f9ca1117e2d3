import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { HttpError, Notification, type NotificationType } from 'react-admin';
import { useNotificar } from '../../../src/notifications';
import { renderShell } from './soporte';

afterEach(() => {
  vi.useRealTimers();
});

const Botones = () => {
  const notificar = useNotificar();
  return (
    <>
      <button onClick={() => notificar.exito('Categoría guardada')}>exito</button>
      <button onClick={() => notificar.error(new HttpError('El nombre ya existe', 409))}>error</button>
      <button onClick={() => notificar.error(['Falta el nombre', 'Falta el icono'])}>lista</button>
      <button onClick={() => notificar.advertencia('comanda.menu.categorias')}>advertencia</button>
      <button onClick={() => notificar.info('Sincronizando')}>info</button>
    </>
  );
};

const mostrar = (boton: string) => {
  renderShell(
    <>
      <Botones />
      <Notification />
    </>,
  );
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: boton }));
  });
};

/**
 * Whether the toast is still on screen after `ms` more, letting MUI's exit transition (under 500 ms, scheduled once
 * the toast closes) run to its end.
 */
const visibleTras = (ms: number) => {
  act(() => vi.advanceTimersByTime(ms));
  act(() => vi.advanceTimersByTime(0));
  return screen.queryByRole('alert') !== null;
};

const cerradoTras = (ms: number) => {
  visibleTras(ms);
  return !visibleTras(500);
};

describe('useNotificar (spec §4 severities, §8/§9 durations)', () => {
  it.each<[string, NotificationType, string]>([
    ['exito', 'success', 'Operación exitosa'],
    ['error', 'error', 'Error'],
    ['advertencia', 'warning', 'Advertencia'],
    ['info', 'info', 'Información'],
  ])('%s shows the title of its severity', (boton, _tipo, titulo) => {
    mostrar(boton);
    const alerta = screen.getByRole('alert');
    expect(alerta.querySelector('.MuiAlertTitle-root')?.textContent).toBe(titulo);
  });

  it("shows the server's message of an error, in red", () => {
    mostrar('error');
    expect(screen.getByRole('alert').textContent).toContain('El nombre ya existe');
    expect(screen.getByRole('alert').className).toContain('MuiAlert-colorError');
  });

  it('translates i18n keys', () => {
    mostrar('advertencia');
    expect(screen.getByRole('alert').textContent).toContain('Categorías');
  });

  it('shows a list of messages as a list', () => {
    mostrar('lista');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Falta el nombre',
      'Falta el icono',
    ]);
  });

  it('keeps errors 20 s', () => {
    vi.useFakeTimers();
    mostrar('error');
    expect(visibleTras(19_900)).toBe(true);
    expect(cerradoTras(100)).toBe(true);
  });

  it('keeps successes 10 s', () => {
    vi.useFakeTimers();
    mostrar('exito');
    expect(visibleTras(9_900)).toBe(true);
    expect(cerradoTras(100)).toBe(true);
  });

  it('keeps other severities 5000 ms', () => {
    vi.useFakeTimers();
    mostrar('info');
    expect(visibleTras(4_900)).toBe(true);
    expect(cerradoTras(100)).toBe(true);
  });
});
