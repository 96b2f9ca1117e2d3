import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { logsErrorFront } from '../../server/db/schema';
import { LIMITES_LOG } from '../../server/routes/logs/schemas';
import { LOGS_POR_MINUTO } from '../../server/routes/logs';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearEmpresaDePrueba, type EmpresaDePrueba } from './fixtures';

let t: TestApp;
let e: EmpresaDePrueba;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
});
afterAll(() => t.close());

const registro = {
  error: 'TypeError: x is undefined',
  message: 'x is undefined',
  stack: 'TypeError: x is undefined\n    at Productos (Productos.tsx:10:5)',
  componentName: 'Productos',
  moduleName: 'productos',
  additionalData: { location: '/productos', userName: 'Ana Gómez', businessName: 'La Esquina', companyId: 7 },
  timestamp: '2025-01-02T03:04:05.000Z',
};

const enviar = (payload: unknown, auth = e.auth) =>
  t.app.inject({ method: 'POST', url: '/api/log/error/front', headers: auth, payload: payload as object });

async function fila(id: number) {
  const [f] = await t.database.db.select().from(logsErrorFront).where(eq(logsErrorFront.id, id));
  return f;
}

describe('POST log/error/front', () => {
  it('stores the spec’s error log entry for the user’s company', async () => {
    const res = await enviar(registro);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 200,
      message: 'Error registrado correctamente',
      data: { id: expect.any(Number) },
    });
    const f = await fila(res.json().data.id);
    expect(f).toMatchObject({
      empresa_id: e.empresaId,
      usuario_id: e.usuarioId,
      modulo: 'productos',
      componente: 'Productos',
      mensaje: 'x is undefined',
    });
    expect(f.detalle).toMatchObject(registro);
  });

  it('accepts a partial entry', async () => {
    const res = await enviar({ message: '' });
    expect(res.statusCode).toBe(200);
    const f = await fila(res.json().data.id);
    expect(f).toMatchObject({ modulo: null, componente: null, mensaje: null });
    expect(f.detalle).toMatchObject({ additionalData: null, stack: '' });
  });

  it('cuts oversized fields instead of losing the entry', async () => {
    const res = await enviar({
      ...registro,
      stack: 's'.repeat(100_000),
      componentName: 'C'.repeat(500),
      additionalData: { grande: 'x'.repeat(50_000) },
    });
    expect(res.statusCode).toBe(200);
    const f = await fila(res.json().data.id);
    const detalle = f.detalle as { stack: string; additionalData: { truncado: boolean; json: string } };
    expect(detalle.stack).toHaveLength(LIMITES_LOG.stack);
    expect(f.componente).toHaveLength(LIMITES_LOG.componentName);
    expect(detalle.additionalData.truncado).toBe(true);
    expect(detalle.additionalData.json).toHaveLength(LIMITES_LOG.additionalData);
  });

  it('needs a token', async () => {
    const res = await enviar(registro, { authorization: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthenticated.');
  });

  it(`limits each user to ${LOGS_POR_MINUTO} entries a minute`, async () => {
    const otro = await crearEmpresaDePrueba(t);
    for (let i = 0; i < LOGS_POR_MINUTO; i++)
      expect((await enviar({ message: `${i}` }, otro.auth)).statusCode).toBe(200);
    const res = await enviar({ message: 'uno más' }, otro.auth);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Demasiados intentos. Espera un minuto e inténtalo de nuevo.');
    expect((await enviar({ message: 'otro usuario' })).statusCode).toBe(200);
  });
});
