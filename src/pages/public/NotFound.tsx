import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useTituloPestana } from '../../components/useTituloPestana';

/**
 * Not-found page (react-admin's catchAll). It renders inside the layout for signed-in users and alone otherwise,
 * so it centres itself in whatever space it gets.
 */
const NotFound = () => {
  const translate = useTranslate();
  useTituloPestana(translate('comanda.publico.no_encontrado.titulo'));
  return (
    <Box
      component="section"
      sx={{
        minHeight: { xs: '60vh', md: '70vh' },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <SearchOffIcon color="disabled" sx={{ fontSize: 96 }} />
      <Typography variant="h4" component="h1">
        {translate('comanda.publico.no_encontrado.titulo')}
      </Typography>
      <Typography color="text.secondary">{translate('comanda.publico.no_encontrado.mensaje')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('comanda.publico.no_encontrado.inicio')}
      </Button>
    </Box>
  );
};

export default NotFound;
