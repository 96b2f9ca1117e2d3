import { useCallback } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNotificar } from '../../notifications';
import type { Posicion } from './geometria';

export interface MesaPlano {
  id: number;
  nombre: string;
  id_sede: number;
  ubicacion: string | null;
  tipo_mesa: string;
  coordenada_x: number | null;
  coordenada_y: number | null;
}

/**
 * Saves a moved table through the catalogue's own update (POST `mesas/mesa/{id}` with `_method=put`), sending only
 * its coordinates; tells the user in Spanish how it went. Resolves to whether it was saved.
 */
export function useGuardarPosicion() {
  const dataProvider = useDataProvider();
  const notificar = useNotificar();
  const translate = useTranslate();
  return useCallback(
    async (mesa: MesaPlano, p: Posicion): Promise<boolean> => {
      try {
        await dataProvider.update('mesas', {
          id: mesa.id,
          data: { coordenada_x: p.x, coordenada_y: p.y },
          previousData: mesa,
        });
        notificar.exito('comanda.plano_mesas.guardada', { args: { nombre: mesa.nombre, ...p } });
        return true;
      } catch (error) {
        const mensaje = error instanceof Error ? translate(error.message, { _: error.message }) : '';
        notificar.error('comanda.plano_mesas.no_guardada', { args: { nombre: mesa.nombre, mensaje } });
        return false;
      }
    },
    [dataProvider, notificar, translate],
  );
}
