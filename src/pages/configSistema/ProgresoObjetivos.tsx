import { Box, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatearPesos } from '../../../common/formatoDinero';
import type { ObjetivoSede, ObjetivosVentas } from '../../../common/objetivos';
import type { ProveedorDatos } from '../../dataProvider';

const T = 'comanda.objetivos';

/** Sold over goal in whole percent, from the money strings' centavos (no float touches the amounts). */
function porcentaje(vendido: string, objetivo: string): number {
  const centavos = (v: string) => BigInt(v.replace('.', ''));
  const meta = centavos(objetivo);
  if (meta <= 0n) return 0;
  const p = (centavos(vendido) * 100n) / meta;
  return p > 100n ? 100 : Number(p); // no-dinero: a percentage
}

/** One venue's month: sold against the goal, days left (Bogotá days) and the daily pace still needed. */
export const TarjetaObjetivo = ({ o, dias }: { o: ObjetivoSede; dias: number }) => {
  const translate = useTranslate();
  if (!o.objetivo_mensual) return null;
  const p = porcentaje(o.vendido, o.objetivo_mensual);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {o.sede}
        </Typography>
        <LinearProgress variant="determinate" value={p} aria-label={`${o.sede} ${p} %`} sx={{ my: 1 }} />
        <Typography variant="body2">
          {translate(`${T}.vendido`, {
            valor: formatearPesos(o.vendido),
            objetivo: formatearPesos(o.objetivo_mensual),
          })}
        </Typography>
        <Typography variant="body2">{translate(`${T}.dias_restantes`, { dias })}</Typography>
        <Typography variant="body2">
          {o.restante === '0.00'
            ? translate(`${T}.cumplido`)
            : translate(`${T}.ritmo`, { valor: formatearPesos(o.ritmo_diario ?? '0') })}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** /principal's card of the month's sales goals; shows nothing when no venue has a goal (or the call fails). */
export const ProgresoObjetivos = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProveedorDatos>();
  const { data: datos } = useQuery({
    queryKey: ['configuraciones/objetivosVentas'],
    queryFn: async () =>
      (await dataProvider.consultar<ObjetivosVentas>('configuraciones/objetivosVentas')).data,
    retry: false,
  });
  const conObjetivo = datos?.objetivos.filter((o) => o.objetivo_mensual) ?? [];
  if (!datos || conObjetivo.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="principal-objetivos">
      <Typography id="principal-objetivos" variant="h6" component="h2" gutterBottom>
        {translate(`${T}.progreso`)} · {translate(`${T}.mes`, { mes: datos.mes })}
      </Typography>
      <Grid container spacing={2}>
        {conObjetivo.map((o) => (
          <Grid key={o.id_sede} size={{ xs: 12, sm: 6, lg: 4 }}>
            <TarjetaObjetivo o={o} dias={datos.dias_restantes} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
