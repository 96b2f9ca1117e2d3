import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Link, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useTituloPestana } from './useTituloPestana';

/** One breadcrumb (spec §2 'Page frame'): label (i18n key or text), link, and whether it is the current page. */
export interface Miga {
  label: string;
  link?: string;
  active?: boolean;
}

export interface PageFrameProps {
  /** i18n key or text; also the app bar's title. */
  title: string;
  breadcrumbs?: Miga[];
  /** false when the page inside (a react-admin List, Create or Edit) already puts its title in the app bar. */
  appBarTitle?: boolean;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

const MigaDePan = ({ miga }: { miga: Miga }) => {
  const translate = useTranslate();
  const texto = translate(miga.label, { _: miga.label });
  if (miga.active || !miga.link) {
    return (
      <Typography
        color={miga.active ? 'text.primary' : 'text.secondary'}
        aria-current={miga.active ? 'page' : undefined}
      >
        {texto}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={miga.link} underline="hover" color="inherit">
      {texto}
    </Link>
  );
};

/** Spec §2 page frame: title and breadcrumbs above the page's content; the browser tab names the page. */
export const PageFrame = ({
  title,
  breadcrumbs = [],
  appBarTitle = true,
  actions,
  children,
}: PageFrameProps) => {
  const translate = useTranslate();
  const titulo = translate(title, { _: title });
  useTituloPestana(titulo);
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      {appBarTitle ? <Title title={titulo} /> : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box>
          <Typography variant="h5" component="h1" gutterBottom={breadcrumbs.length > 0}>
            {titulo}
          </Typography>
          {breadcrumbs.length > 0 ? (
            <Breadcrumbs aria-label={translate('comanda.comun.migas')}>
              {breadcrumbs.map((miga, i) => (
                <MigaDePan key={`${i}-${miga.label}`} miga={miga} />
              ))}
            </Breadcrumbs>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
};

export default PageFrame;
