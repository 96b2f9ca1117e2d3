import type { MouseEvent } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import { Typography } from '@mui/material';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import type { Modulo } from '../modules';

/** Following it would only bounce to another page (spec §6's guard): the entry stays put. */
const quieto = (e: MouseEvent) => e.preventDefault();

/**
 * A section of the unfiltered sidebar (spec §6) that the signed-in user's role cannot open: still listed, with a
 * lock instead of its icon and 'Sin permiso' under its name (in its accessible name too, and in the mini
 * sidebar's tooltip), disabled for assistive technology, and going nowhere when tapped.
 */
export const EntradaSinPermiso = ({ item }: { item: Modulo }) => {
  const translate = useTranslate();
  const nombre = translate(item.label);
  const completo = translate('comanda.menu.sin_permiso_de', { nombre });
  return (
    <RaMenu.Item
      to={item.path}
      primaryText={completo}
      aria-label={completo}
      aria-disabled="true"
      data-sin-permiso="true"
      leftIcon={<LockIcon />}
      onClick={quieto}
      sx={{ color: 'text.secondary' }}
    >
      <span>{nombre}</span>
      <Typography component="span" variant="caption" display="block" color="text.secondary" aria-hidden>
        {translate('comanda.menu.sin_permiso')}
      </Typography>
    </RaMenu.Item>
  );
};
