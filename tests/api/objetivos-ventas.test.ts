import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { crearAppConEmpresa, crearUsuarioDePrueba, type EmpresaDePrueba } from './fixtures';
import { crearSede } from './catalogos-soporte';
import { mesEnCurso } from '../../common/mesBogota';

let t: TestApp;
let e: EmpresaDePrueba;
let centro: number;
let norte: number;
beforeAll(async () => {
  ({ t, e } = await crearAppConEmpresa());
  centro = await crearSede(t, e, 'Centro');
  norte = await crearSede(t, e, 'Norte');
});
afterAll(() => t.close());

const guardar = (payload: Record<string, unknown>, headers = e.auth) =>
  t.app.inject({ method: 'POST', url: '/api/configuraciones/objetivos/ventas', headers, payload });
const leer = (headers = e.auth) => t.app.inject({ url: '/api/configuraciones/objetivosVentas', headers });

describe('sales goals', () => {
  it('lists every venue without a goal, with the Bogotá month', async () => {
    const res = await leer();
    expect(res.statusCode).toBe(200);
    const mes = mesEnCurso(new Date());
    expect(res.json().data).toEqual({
      mes: mes.mes,
      hoy: mes.hoy,
      dias_mes: mes.dias_mes,
      dias_restantes: mes.dias_restantes,
      objetivos: [
        {
          id_sede: centro,
          sede: 'Centro',
          objetivo_mensual: null,
          vendido: '0.00',
          restante: null,
          ritmo_diario: null,
        },
        {
          id_sede: norte,
          sede: 'Norte',
          objetivo_mensual: null,
          vendido: '0.00',
          restante: null,
          ritmo_diario: null,
        },
      ],
    });
  });

  it('sets and replaces a venue goal in pesos and shows the pace needed', async () => {
    const uno = await guardar({ id_sede: centro, objetivo_mensual: '30000000' });
    expect(uno.json()).toMatchObject({
      success: true,
      message: 'Objetivo de ventas guardado correctamente',
      data: { id_sede: centro, objetivo_mensual: '30000000.00' },
    });
    const dos = await guardar({ id_sede: String(centro), objetivo_mensual: 45_000_000 });
    expect(dos.json().data).toEqual({ ...uno.json().data, objetivo_mensual: '45000000.00' });
    const data = (await leer()).json().data;
    const fila = data.objetivos.find((o: { id_sede: number }) => o.id_sede === centro);
    expect(fila).toMatchObject({ objetivo_mensual: '45000000.00', vendido: '0.00', restante: '45000000.00' });
    // The pace is the rest split over the days left, today included, rounded up to the centavo.
    const centavos = BigInt(4_500_000_000);
    const dias = BigInt(data.dias_restantes);
    const esperado = (centavos + dias - 1n) / dias;
    expect(fila.ritmo_diario).toBe(`${esperado / 100n}.${String(esperado % 100n).padStart(2, '0')}`);
  });

  it('refuses bad amounts and unknown venues with Spanish messages, changing nothing', async () => {
    const antes = (await leer()).json().data;
    const casos: [Record<string, unknown>, string, string][] = [
      [{ id_sede: norte, objetivo_mensual: '0' }, 'objetivo_mensual', 'El objetivo debe ser mayor que cero'],
      [{ id_sede: norte, objetivo_mensual: '-5' }, 'objetivo_mensual', 'El objetivo debe ser mayor que cero'],
      [
        { id_sede: norte, objetivo_mensual: 1000.5 },
        'objetivo_mensual',
        'Debe ser un valor en pesos con máximo dos decimales',
      ],
      [{ id_sede: 987654321, objetivo_mensual: '10' }, 'id_sede', 'La sede indicada no existe'],
    ];
    for (const [payload, campo, message] of casos) {
      const res = await guardar(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message, data: { errors: { [campo]: [message] } } });
    }
    expect((await leer()).json().data).toEqual(antes);
  });

  it('is for roles 0 and 1 only: a cashier with every tag gets 403 and changes nothing', async () => {
    const cajero = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 2, acceso: '*' });
    const antes = (await leer()).json().data;
    for (const res of [
      await leer(cajero.auth),
      await guardar({ id_sede: norte, objetivo_mensual: '1' }, cajero.auth),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('No tienes permiso para acceder a este módulo.');
    }
    expect((await leer()).json().data).toEqual(antes);
    const admin = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: 'objetivosVentas' });
    expect((await guardar({ id_sede: norte, objetivo_mensual: '1' }, admin.auth)).statusCode).toBe(200);
    const sinTag = await crearUsuarioDePrueba(t, e.empresaId, { idRol: 1, acceso: 'principal' });
    expect((await leer(sinTag.auth)).statusCode).toBe(403);
  });
});
