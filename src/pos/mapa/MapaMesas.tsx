import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { AvisoCajaCerrada } from '../caja/AvisoCajaCerrada';
import { puedeAcceder, useUsuario } from '../../authProvider';
import { SIN_ZONA, zonaDe, zonasDe } from '../../resources/mesas/zonas';
import { PlanoZona } from './PlanoZona';
import { SelectorSede } from './SelectorSede';
import { useMapa, useMinutosDesde } from './useMapa';
import { useSedeActual } from '../sede/sedeActual';
import { alReposar } from '../../components/despues';
import { precargarOrden, precargarPantallaOrdenar } from '../ordenar/precarga';

const T = 'comanda.mapa';

const Cargando = () => {
  const translate = useTranslate();
  return <Typography role="status">{translate(`${T}.cargando`)}</Typography>;
};

const Fallo = ({ error, reintentar }: { error: Error; reintentar: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={reintentar} sx={{ minHeight: 48 }}>
          {translate(`${T}.reintentar`)}
        </Button>
      }
    >
      {translate(`${T}.no_cargo`, { mensaje: translate(error.message, { _: error.message }) })}
    </Alert>
  );
};

/** A venue without tables: says so, with the way to register them for roles that may open /mesas. */
const SinMesas = () => {
  const translate = useTranslate();
  const usuario = useUsuario();
  const puede = puedeAcceder(usuario?.rol, '/mesas');
  return (
    <Alert
      severity="info"
      action={
        puede ? (
          <Button component={RouterLink} to="/mesas" color="inherit" sx={{ minHeight: 48 }}>
            {translate(`${T}.registrar_mesas`)}
          </Button>
        ) : undefined
      }
    >
      {translate(`${T}.sin_mesas`)} {puede ? null : translate(`${T}.pedir_mesas`)}
    </Alert>
  );
};

/**
 * /ventas (issue 8): the live table map of a venue. A venue picker when the company has several (the main one
 * first), a tab per zone, each table free or occupied with its order's total and minutes open; tapping a table opens
 * its order (/ventas/ordenar?mesa=). Made for a waiter's 10-inch tablet, usable on a phone and a desktop.
 */
const MapaMesas = () => {
  const translate = useTranslate();
  const { consulta: sedes, activas: listaSedes, idSede, cambiar: setSede } = useSedeActual();
  const [zonaElegida, setZona] = useState<string | null>(null);

  const mapa = useMapa(idSede);
  const minutosExtra = useMinutosDesde(mapa.data?.leidoEn);

  const mesas = useMemo(() => mapa.data?.mesas ?? [], [mapa.data]);
  const zonas = useMemo(() => zonasDe(mesas), [mesas]);
  const zona = zonaElegida !== null && zonas.includes(zonaElegida) ? zonaElegida : (zonas[0] ?? null);
  const nombreZona = (z: string) => (z === SIN_ZONA ? translate(`${T}.sin_zona`) : z);
  const ocupadas = mesas.filter((m) => m.orden).length;
  // Issue 25: the order screen's code and catalogue while the map is shown, a table's order from the tap on.
  const cliente = useQueryClient();
  useEffect(() => alReposar(() => precargarPantallaOrdenar(cliente)), [cliente]);
  const alTocarMesa = (e: SyntheticEvent) => {
    const id = (e.target as Element).closest('[data-mesa]')?.getAttribute('data-mesa');
    if (id) precargarOrden(cliente, Number(id));
  };
  const cuentaPedida = mesas.filter((m) => m.orden?.cuenta_pedida_at).length;

  let contenido;
  if (sedes.error) contenido = <Fallo error={sedes.error} reintentar={() => void sedes.refetch()} />;
  else if (sedes.isPending) contenido = <Cargando />;
  else if (idSede === null) contenido = <Alert severity="info">{translate(`${T}.sin_sedes`)}</Alert>;
  else if (mapa.error) contenido = <Fallo error={mapa.error} reintentar={() => void mapa.refetch()} />;
  else if (mapa.isPending) contenido = <Cargando />;
  else if (zona === null) contenido = <SinMesas />;
  else
    contenido = (
      <Stack spacing={2}>
        {zonas.length > 1 ? (
          <Tabs
            value={zona}
            onChange={(_, z: string) => setZona(z)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate(`${T}.zonas`)}
          >
            {zonas.map((z, i) => (
              <Tab
                key={z || 'sin-zona'}
                value={z}
                label={nombreZona(z)}
                id={`mapa-zona-${i}`}
                aria-controls="mapa-zona-panel"
                sx={{ minHeight: 48 }}
              />
            ))}
          </Tabs>
        ) : null}
        <Box
          onPointerDownCapture={alTocarMesa}
          onClickCapture={alTocarMesa}
          {...(zonas.length > 1 && {
            role: 'tabpanel',
            id: 'mapa-zona-panel',
            'aria-labelledby': `mapa-zona-${zonas.indexOf(zona)}`,
          })}
        >
          <PlanoZona
            mesas={mesas.filter((m) => zonaDe(m) === zona)}
            zona={nombreZona(zona)}
            minutosExtra={minutosExtra}
          />
        </Box>
      </Stack>
    );

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.ventas' },
        { label: `${T}.titulo`, link: '/ventas', active: true },
      ]}
      actions={
        <SelectorSede
          sedes={listaSedes}
          idSede={idSede}
          etiqueta={translate(`${T}.sede`)}
          alCambiar={(id) => {
            setSede(id);
            setZona(null);
          }}
        />
      }
    >
      {mapa.data && mesas.length > 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {translate(`${T}.resumen`, { ocupadas, total: mesas.length })}
          {cuentaPedida > 0 ? ` · ${translate(`${T}.resumen_cuenta`, { smart_count: cuentaPedida })}` : ''}
        </Typography>
      ) : null}
      <Box sx={{ mb: 1 }}>
        <AvisoCajaCerrada idSede={idSede} />
      </Box>
      {contenido}
    </PageFrame>
  );
};

export default MapaMesas;
