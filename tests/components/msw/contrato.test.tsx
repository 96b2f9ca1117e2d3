import { describe, expect, it } from 'vitest';
import { fallo, ok, revisarRespuesta } from './servidor';
import { categoria } from './registros';

/** The fake API refuses replies the server could not send (tests/components/msw/servidor.ts). */
describe('fake replies are held to the contract', () => {
  it('passes a reply the server could send', () => {
    expect(() => revisarRespuesta('GET categorias/padres', ok([categoria()]))).not.toThrow();
    expect(() => revisarRespuesta('GET categorias/padres', fallo(500, 'Error interno'))).not.toThrow();
  });

  it('refuses a record missing a field, or one renamed', () => {
    const { orden: _orden, ...sinOrden } = categoria();
    expect(() => revisarRespuesta('GET categorias/padres', ok([sinOrden]))).toThrow(/no cumple el contrato/);
    const { nombre, ...resto } = categoria();
    expect(() => revisarRespuesta('GET categorias/categoria/:id', ok({ ...resto, name: nombre }))).toThrow(
      /no cumple el contrato/,
    );
  });

  it('refuses a field the contract does not declare, and a wrong type', () => {
    expect(() =>
      revisarRespuesta('GET categorias/categoria/:id', ok({ ...categoria(), empresa_id: 1 })),
    ).toThrow(/campos que el contrato no declara/);
    expect(() => revisarRespuesta('GET categorias/categoria/:id', ok({ ...categoria(), id: '5' }))).toThrow(
      /no cumple el contrato/,
    );
  });

  it('refuses an error without the envelope, and a route outside the contract', () => {
    expect(() => revisarRespuesta('GET categorias/padres', { status: 500, cuerpo: { error: 'x' } })).toThrow(
      /no cumple el contrato/,
    );
    expect(() => revisarRespuesta('GET rutaQueNoExiste', ok([]))).toThrow(/no está en el contrato/);
  });
});
