import { useGetList } from 'react-admin';
import type { ModuloEquipo, RolEquipo, UsuarioEquipo } from '../../../common/registros';

export type Pestana = 'activos' | 'inactivos' | 'invitaciones';

/** Each tab's resource (src/dataProvider/resources.ts: spec §7 'Users' lists, plain arrays). */
const RECURSO: Record<Pestana, string> = {
  activos: 'usuarios',
  inactivos: 'usuariosInactivos',
  invitaciones: 'usuariosInvitados',
};

const TODAS = { pagination: { page: 1, perPage: -1 } };

/** The tab's users, the roles and the modules (GET configuraciones/rol, configuraciones/module), via the dataProvider. */
export function useEquipo(pestana: Pestana) {
  // The previous tab's rows stay while the next one loads (as the list did before a tab's answer arrived).
  const lista = useGetList<UsuarioEquipo>(RECURSO[pestana], TODAS, { placeholderData: (previas) => previas });
  const roles = useGetList<RolEquipo & { id: number }>('roles', TODAS);
  const modulos = useGetList<ModuloEquipo & { id: number }>('modulos', TODAS);
  return {
    usuarios: lista.data ?? null,
    error: lista.error?.message ?? null,
    roles: (roles.data ?? []) as RolEquipo[],
    modulos: (modulos.data ?? []) as ModuloEquipo[],
    recargar: () => void lista.refetch(),
  };
}
