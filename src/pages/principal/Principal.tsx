import { Alert, Box, Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { puedeAcceder, useUsuario, type Usuario } from '../../authProvider';
import { PageFrame } from '../../components/PageFrame';
import { fechaCorta } from '../../layout/BannerPrueba';
import { iconoDeModulo } from '../../layout/iconos';
import { menuVisible } from '../../layout/menuVisible';
import { ROL_PRIVILEGIADO, ROL_PROPIETARIO, type Modulo } from '../../modules';
import { ProgresoObjetivos } from '../configSistema/ProgresoObjetivos';
import { TarjetaBajoMinimo } from '../../resources/productos/TarjetaBajoMinimo';
import { InicioGuiado } from './InicioGuiado';
import { Tablero } from './tablero/Tablero';

// The owner's and administrator's warnings: rare, out of the first load's budget.
const AvisosAdministracion = lazy(() => import('../configSistema/AvisosAdministracion'));

interface Seccion extends Modulo {
  grupo: string;
}

/** The sections with pages that the user's role may open (spec §6), except home itself. */
export function seccionesDe(usuario: Usuario | null): Seccion[] {
  return menuVisible().flatMap((grupo) =>
    grupo.items
      .filter((item) => item.path !== '/principal' && puedeAcceder(usuario?.rol, item.path))
      .map((item) => ({ ...item, grupo: grupo.label })),
  );
}

const EstadoSuscripcion = ({ usuario }: { usuario: Usuario }) => {
  const translate = useTranslate();
  const suscripcion = usuario.suscripcion_empresa;
  if (!suscripcion) return null;
  if (Number(suscripcion.estado_periodo_pueba) === 1) {
    const fecha = fechaCorta(suscripcion.fecha_fin_periodo_prueba);
    return (
      <Chip
        color="warning"
        label={
          fecha
            ? translate('comanda.principal.prueba', { fecha })
            : translate('comanda.principal.prueba_sin_fecha')
        }
      />
    );
  }
  return <Chip color="success" label={translate('comanda.principal.suscripcion')} />;
};

const TarjetaSeccion = ({ seccion }: { seccion: Seccion }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={seccion.path} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 36 } }}>
            {iconoDeModulo(seccion.tag)}
          </Box>
          <Box>
            <Typography variant="overline" color="text.secondary">
              {translate(seccion.grupo)}
            </Typography>
            <Typography variant="h6" component="h3">
              {translate(seccion.label)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

/**
 * /principal and /principal/dashboard: greeting, company, subscription state, the owner's dashboard (the cards the
 * role's report tags open), the month's goals, low stock and the user's sections (every role's shortcuts).
 */
const Principal = () => {
  const translate = useTranslate();
  const usuario = useUsuario();
  const secciones = seccionesDe(usuario);
  const nombre = usuario ? `${usuario.user.name} ${usuario.user.last_name}`.trim() : '';
  const empresa = usuario?.empresa.nombre || usuario?.user.business_name;

  return (
    <PageFrame
      title="comanda.principal.titulo"
      breadcrumbs={[{ label: 'comanda.principal.titulo', link: '/principal', active: true }]}
    >
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h2" gutterBottom>
            {nombre
              ? translate('comanda.principal.saludo', { nombre })
              : translate('comanda.principal.saludo_anonimo')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {empresa ? (
              <Typography color="text.secondary">
                {translate('comanda.principal.empresa', { empresa })}
              </Typography>
            ) : null}
            {usuario ? <EstadoSuscripcion usuario={usuario} /> : null}
          </Stack>
        </Box>
        {usuario && usuario.user.email_verificado === false ? (
          <Alert severity="warning">
            {translate('comanda.principal.verificar_correo', { correo: usuario.user.email })}
          </Alert>
        ) : null}
        {usuario && [ROL_PROPIETARIO, ROL_PRIVILEGIADO].includes(usuario.rol.id_rol) ? (
          <Suspense fallback={null}>
            <AvisosAdministracion rol={usuario.rol} />
          </Suspense>
        ) : null}
        <InicioGuiado />
        <Tablero permisos={usuario?.rol} />
        {puedeAcceder(usuario?.rol, '/configSistema/objetivosVentas') ? <ProgresoObjetivos /> : null}
        {puedeAcceder(usuario?.rol, '/ajusteInventario') ? <TarjetaBajoMinimo /> : null}
        <Box component="section" aria-labelledby="principal-secciones">
          <Typography id="principal-secciones" variant="h6" component="h2" gutterBottom>
            {translate('comanda.principal.secciones')}
          </Typography>
          {secciones.length > 0 ? (
            <Grid container spacing={2}>
              {secciones.map((seccion) => (
                <Grid key={seccion.path} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <TarjetaSeccion seccion={seccion} />
                </Grid>
              ))}
            </Grid>
          ) : (
            <Alert severity="info">{translate('comanda.principal.sin_secciones')}</Alert>
          )}
        </Box>
      </Stack>
    </PageFrame>
  );
};

export default Principal;
