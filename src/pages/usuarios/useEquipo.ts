import { useCallback, useEffect, useState } from 'react';
import type { ModuloEquipo, RolEquipo, UsuarioEquipo } from '../../../common/registros';
import { http, type Envelope } from '../../dataProvider/http';

export type Pestana = 'activos' | 'inactivos' | 'invitaciones';

/** Spec §7 'Users': the list behind each tab. */
export const RUTA_LISTA: Record<Pestana, string> = {
  activos: 'usuarios',
  inactivos: 'usuarios/inactive',
  invitaciones: 'usuarios/usuariosInvitados',
};

const obtener = async <T>(ruta: string): Promise<T> => (await http.get<Envelope<T>>(ruta)).data.data;

/** The tab's users, the roles and the modules (GET configuraciones/rol, configuraciones/module). */
export function useEquipo(pestana: Pestana) {
  const [usuarios, setUsuarios] = useState<UsuarioEquipo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [roles, setRoles] = useState<RolEquipo[]>([]);
  const [modulos, setModulos] = useState<ModuloEquipo[]>([]);
  const [version, setVersion] = useState(0);
  const recargar = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let vigente = true;
    setError(null);
    obtener<UsuarioEquipo[]>(RUTA_LISTA[pestana])
      .then((lista) => vigente && setUsuarios(lista))
      .catch((e: Error) => vigente && setError(e.message));
    return () => {
      vigente = false;
    };
  }, [pestana, version]);

  useEffect(() => {
    obtener<RolEquipo[]>('configuraciones/rol').then(setRoles, () => setRoles([]));
    obtener<ModuloEquipo[]>('configuraciones/module').then(setModulos, () => setModulos([]));
  }, []);

  return { usuarios, error, roles, modulos, recargar };
}
