import { useSyncExternalStore } from 'react';
import type { Sede } from '../../../common/registros';
import { useUsuario } from '../../authProvider';
import { useQuery } from '@tanstack/react-query';
import { leerSedes } from '../mapa/api';

/**
 * The venue the POS works in (issue 30): chosen in the header, remembered per user on this device. The server
 * answers only the user's venues (GET sedes), so a remembered venue no longer assigned falls back to the main one.
 */
const clave = (usuario: number) => `comanda.sede.${usuario}`;
const oyentes = new Set<() => void>();
const avisar = () => oyentes.forEach((fn) => fn());

function leer(usuario: number | undefined): number | null {
  if (usuario === undefined) return null;
  const v = Number(localStorage.getItem(clave(usuario)));
  return Number.isInteger(v) && v > 0 ? v : null;
}

export function elegirSede(usuario: number, idSede: number) {
  localStorage.setItem(clave(usuario), String(idSede));
  avisar();
}

const suscribir = (fn: () => void) => {
  oyentes.add(fn);
  window.addEventListener('storage', fn);
  return () => {
    oyentes.delete(fn);
    window.removeEventListener('storage', fn);
  };
};

/** The remembered venue if still active and the user's, else the main one, else the first. */
export const sedeVigente = (activas: Sede[], guardada: number | null): number | null =>
  (activas.find((s) => s.id === guardada) ?? activas.find((s) => s.principal) ?? activas[0])?.id ?? null;

export function useSedeActual() {
  const usuario = useUsuario()?.user.id;
  const guardada = useSyncExternalStore(
    suscribir,
    () => leer(usuario),
    () => null,
  );
  // The key of the table map's venues (src/pos/mapa/useMapa.ts), read here without the map's live code.
  const consulta = useQuery({ queryKey: ['sedes'], queryFn: leerSedes });
  const activas = (consulta.data ?? []).filter((s) => s.activa);
  return {
    consulta,
    activas,
    idSede: sedeVigente(activas, guardada),
    cambiar: (id: number) => {
      if (usuario !== undefined) elegirSede(usuario, id);
    },
  };
}
