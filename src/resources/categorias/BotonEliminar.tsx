import { useRefresh } from 'react-admin';
import { BotonEliminarRegistro } from '../../components/BotonEliminarRegistro';

/** A list row's delete: after it, the list reloads. */
export const BotonEliminar = () => {
  const refresh = useRefresh();
  return (
    <BotonEliminarRegistro resource="categorias" exito="comanda.categorias.eliminada" alEliminar={refresh} />
  );
};
