import { http as rest, HttpResponse } from 'msw';
import type {
  CobroSuscripcion,
  EstadoUltimoCobro,
  PlanSuscripcion,
  SuscripcionesRespuesta,
  TarjetaGuardada,
} from '../../../common/suscripciones';
import { servidor } from '../msw/servidor';

/** The plans as the migration seeds them (Emprendedor, Negocio and its yearly child). */
export const EMPRENDEDOR: PlanSuscripcion = {
  id: 1,
  id_padre: null,
  nombre: 'Emprendedor',
  descripcion: 'Una sede, hasta 3 usuarios y productos ilimitados.',
  precio: '49900.00',
  moneda: 'COP',
  periodo_meses: 1,
  limites: { productos: null, usuarios: 3, sedes: 1 },
};
export const NEGOCIO: PlanSuscripcion = {
  id: 2,
  id_padre: null,
  nombre: 'Negocio',
  descripcion: 'Hasta 3 sedes, 10 usuarios y productos ilimitados.',
  precio: '99900.00',
  moneda: 'COP',
  periodo_meses: 1,
  limites: { productos: null, usuarios: 10, sedes: 3 },
};
export const NEGOCIO_ANUAL: PlanSuscripcion = {
  ...NEGOCIO,
  id: 3,
  id_padre: 2,
  nombre: 'Negocio anual',
  descripcion: 'El plan Negocio pagado por 12 meses.',
  precio: '999000.00',
  periodo_meses: 12,
};

export const URL_TOKENIZAR = '/api/sandbox/pagos/v1/tokens/cards';

export const planes = (actual: Partial<SuscripcionesRespuesta['actual']> = {}): SuscripcionesRespuesta => ({
  suscripcionesPadres: [EMPRENDEDOR, NEGOCIO],
  suscripcionesHijas: [NEGOCIO_ANUAL],
  actual: {
    id: 11,
    id_suscripcion: null,
    estado: 'prueba',
    fecha_fin_periodo_prueba: '2030-01-31',
    fin_periodo: null,
    limites: { productos: 100, usuarios: 3, sedes: 1 },
    ...actual,
  },
  pasarela: { nombre: 'sandbox', llavePublica: 'pub_test_sandbox', urlTokenizar: URL_TOKENIZAR },
});

export const TARJETA: TarjetaGuardada = {
  franquicia: 'VISA',
  ultimos_digitos: '4242',
  mes: 12,
  anio: 2030,
  nombre_propietario: 'ANA GOMEZ',
};

export const ultimo = (estado: NonNullable<EstadoUltimoCobro>['estado']): NonNullable<EstadoUltimoCobro> => ({
  estado,
  suscripcion: { suscripcion: { nombre: 'Emprendedor' } },
  id_cobro: 5,
  fecha: '2026-11-01T15:00:00.000Z',
});

export const cobro = (id: number, estado: CobroSuscripcion['estado'], mensaje: string | null = null) =>
  ({
    id,
    fecha: '2026-11-01T15:00:00.000Z',
    monto: '49900.00',
    moneda: 'COP',
    estado,
    plan: 'Emprendedor',
    referencia: `sus-11-${id}`,
    mensaje,
    periodo_inicio: '2026-11-01',
    periodo_fin: '2026-11-30',
  }) satisfies CobroSuscripcion;

export interface LlamadaToken {
  cuerpo: Record<string, unknown>;
  autorizacion: string | null;
}

/**
 * The gateway's tokenizer (Wompi's `POST /tokens/cards`, here the sandbox's path): not our API, so outside the
 * contract. Answers as Wompi documents it: 201 `{status:'CREATED', data:{id, brand, last_four…}}`, or a 422.
 */
export function tokenizador(respuesta: 'ok' | { status: number; cuerpo: unknown } = 'ok'): LlamadaToken[] {
  const llamadas: LlamadaToken[] = [];
  servidor.use(
    rest.post(URL_TOKENIZAR, async ({ request }) => {
      const cuerpo = (await request.json()) as Record<string, unknown>;
      llamadas.push({ cuerpo, autorizacion: request.headers.get('authorization') });
      if (respuesta !== 'ok')
        return HttpResponse.json(respuesta.cuerpo as never, { status: respuesta.status });
      const numero = String(cuerpo.number);
      return HttpResponse.json(
        {
          status: 'CREATED',
          data: {
            id: 'tok_test_abc123',
            brand: numero.startsWith('4') ? 'VISA' : 'AMEX',
            last_four: numero.slice(-4),
            exp_month: cuerpo.exp_month,
            exp_year: cuerpo.exp_year,
            card_holder: cuerpo.card_holder,
          },
        },
        { status: 201 },
      );
    }),
  );
  return llamadas;
}
