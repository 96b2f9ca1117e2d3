import type { ReactElement } from 'react';
import { Divider, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate, type MenuProps } from 'react-admin';
import { useUsuario } from '../authProvider';
import { MENU, puedeUsarModulo, type GrupoMenu } from '../modules';
import { EntradaSinPermiso } from './EntradaSinPermiso';
import { iconoDeModulo } from './iconos';
import { menuVisible } from './menuVisible';

/**
 * The vertical sidebar: the groups of src/modules.ts with a title each (a divider in the mini sidebar) and their
 * sections that have pages (spec §2 'Navigation menu'; §6: the vertical sidebar is not filtered by role, so the
 * sections the user's role cannot open are listed locked, `EntradaSinPermiso`). The entries are direct children of
 * the menu list so that arrow keys move through them.
 */
export const Menu = (props: MenuProps & { menu?: GrupoMenu[] }) => {
  const { menu = MENU, ...rest } = props;
  const [abierto] = useSidebarState();
  const translate = useTranslate();
  const usuario = useUsuario();
  const entradas: ReactElement[] = menuVisible(menu).flatMap((grupo) => [
    abierto ? (
      // A group title is not an entry of the menu (role=menu allows only menu items): presentation keeps its text.
      <ListSubheader
        key={`grupo-${grupo.label}`}
        role="presentation"
        disableSticky
        sx={{ lineHeight: '36px', bgcolor: 'transparent' }}
      >
        {translate(grupo.label)}
      </ListSubheader>
    ) : (
      <Divider key={`grupo-${grupo.label}`} sx={{ my: 0.5 }} />
    ),
    ...grupo.items.map((item) =>
      usuario && !puedeUsarModulo(usuario.rol, item) ? (
        <EntradaSinPermiso key={item.path} item={item} />
      ) : (
        <RaMenu.Item
          key={item.path}
          to={item.path}
          primaryText={translate(item.label)}
          leftIcon={iconoDeModulo(item.tag)}
        />
      ),
    ),
  ]);
  return (
    <RaMenu aria-label={translate('comanda.menu.titulo')} {...rest}>
      {entradas}
    </RaMenu>
  );
};
