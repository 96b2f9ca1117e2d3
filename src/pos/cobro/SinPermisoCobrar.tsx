import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { puedeCobrar } from '../../../common/modulos';
import { useUsuario } from '../../authProvider';

/** Whether the signed-in user may collect money (issue 25: the 'cobrar' permission; the API checks it too). */
export function usePermisoCobrar(): boolean {
  return puedeCobrar(useUsuario()?.rol);
}

/** Why "Cobrar" is disabled for a user without the permission, shown beside the button. */
export const SinPermisoCobrar = ({ id }: { id?: string }) => {
  const translate = useTranslate();
  return (
    <Typography id={id} variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
      {translate('comanda.cobro.sin_permiso')}
    </Typography>
  );
};
