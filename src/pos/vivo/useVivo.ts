import { useEffect, useRef } from 'react';
import type { MensajeVivo } from '../../../common/vivo';
import { getUsuario } from '../../authProvider';
import { getToken } from '../../dataProvider/http';
import { ConexionVivo } from './conexion';

let compartida: ConexionVivo | null = null;
const conexion = (): ConexionVivo =>
  (compartida ??= new ConexionVivo(() => {
    const usuario = getUsuario();
    const token = getToken();
    return usuario && token ? { userId: usuario.user.id, companyId: usuario.empresa.id, token } : null;
  }));

/**
 * Listens to the live connection while the screen is shown: `alRecibir` for every message, `alReconectar` after
 * the socket came back (messages may have been lost: reload what the screen shows).
 */
export function useVivo(alRecibir: (mensaje: MensajeVivo) => void, alReconectar: () => void): void {
  const recibir = useRef(alRecibir);
  const reconectar = useRef(alReconectar);
  recibir.current = alRecibir;
  reconectar.current = alReconectar;
  useEffect(
    () =>
      conexion().escuchar(
        (m) => recibir.current(m),
        () => reconectar.current(),
      ),
    [],
  );
}
