import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Envelope } from '../../../common/api';
import type {
  CobroSuscripcion,
  CompraSuscripcion,
  EstadoUltimoCobro,
  ResultadoCompra,
  SuscripcionesRespuesta,
  TarjetaEntrada,
  TarjetaGuardada,
} from '../../../common/suscripciones';
import type { ProveedorDatos } from '../../dataProvider';
import { http } from '../../dataProvider/http';

/** Every read of this folder starts its key with this, so a purchase refreshes them all at once. */
const CLAVE = 'suscripciones';

function useConsulta<T>(ruta: string, activa = true, sondeo?: (dato: T | undefined) => number | false) {
  const dataProvider = useDataProvider<ProveedorDatos>();
  return useQuery({
    queryKey: [CLAVE, ruta],
    queryFn: async () => (await dataProvider.consultar<T>(ruta)).data,
    enabled: activa,
    retry: false,
    ...(sondeo && {
      refetchInterval: (query: { state: { data: T | undefined } }) => sondeo(query.state.data),
    }),
  });
}

/** How often a PENDING charge is read again (the server asks the gateway each time) until it is final. */
export const SONDEO_PENDIENTE_MS = 2000;

/** GET suscripciones: the plans, the company's current subscription and the gateway's public tokenizing data. */
export const useSuscripciones = () => useConsulta<SuscripcionesRespuesta>('suscripciones');

/**
 * GET suscripciones/suscripcion/usuario/estado: the last charge (null when never charged), read again every
 * SONDEO_PENDIENTE_MS while it is PENDING (the gateway answers a charge PENDING first, final a few seconds later).
 */
export const useUltimoCobro = () =>
  useConsulta<EstadoUltimoCobro>('suscripciones/suscripcion/usuario/estado', true, (ultimo) =>
    ultimo?.estado === 'PENDING' ? SONDEO_PENDIENTE_MS : false,
  );

/** GET usuarios/usuario/{id}/cobros: the company's charges, newest first. */
export const useCobros = (idUsuario: number | undefined) =>
  useConsulta<CobroSuscripcion[]>(`usuarios/usuario/${idUsuario}/cobros`, idUsuario !== undefined);

/** GET usuarios/me/tarjeta: the saved card (brand, last four, expiry) or null. */
export const useTarjetaGuardada = () => useConsulta<TarjetaGuardada | null>('usuarios/me/tarjeta');

/** Reads every query of this folder again (after a purchase or a card change). */
export function useRefrescar() {
  const cliente = useQueryClient();
  return useCallback(() => cliente.invalidateQueries({ queryKey: [CLAVE] }), [cliente]);
}

/** POST suscripciones/suscripcion/usuario: the plan (and the tokenized card, else the saved one is charged). */
export async function comprarPlan(cuerpo: CompraSuscripcion): Promise<ResultadoCompra> {
  const { data } = await http.post<Envelope<ResultadoCompra>>('suscripciones/suscripcion/usuario', cuerpo);
  return data.data;
}

/** POST usuarios/me/tarjeta: saves (or replaces) the card from its token. */
export async function guardarTarjeta(tarjeta: TarjetaEntrada): Promise<string> {
  const { data } = await http.post<Envelope<TarjetaGuardada>>('usuarios/me/tarjeta', tarjeta);
  return data.message;
}

/** DELETE usuarios/me/tarjeta. */
export async function eliminarTarjeta(): Promise<string> {
  const { data } = await http.delete<Envelope<null>>('usuarios/me/tarjeta');
  return data.message;
}
