import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import type { ObjetivosVentas as Datos } from '../../../common/objetivos';
import { leerPesosEscritos, pesosParaEscribir } from '../../../common/pesosEscritos';
import { validarValor } from '../../../common/validacion';
import { CampoPesos } from '../../components/CampoPesos';
import { PageFrame } from '../../components/PageFrame';
import { http } from '../../dataProvider/http';
import { useConsulta } from '../../dataProvider/useConsulta';
import { useNotificar } from '../../notifications';
import { TarjetaObjetivo } from './ProgresoObjetivos';

const T = 'comanda.objetivos';

const valoresDe = (datos: Datos): Record<number, string> =>
  Object.fromEntries(
    datos.objetivos.map((o) => [o.id_sede, o.objetivo_mensual ? pesosParaEscribir(o.objetivo_mensual) : '']),
  );

/** /configSistema/objetivosVentas: a monthly goal in pesos per venue, with the month's progress. */
const ObjetivosVentas = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const lectura = useConsulta<Datos>('configuraciones/objetivosVentas');
  const datos = lectura.data ?? null;
  // What is typed over the goals as read (each read puts the goals as saved back).
  const [escritos, setValores] = useState<Record<number, string> | null>(null);
  const valores = escritos ?? (datos ? valoresDe(datos) : {});
  const [errores, setErrores] = useState<Record<number, string>>({});
  const fallo = lectura.error?.message ?? null;

  const guardar = async (idSede: number) => {
    const escrito = valores[idSede] ?? '';
    const r = validarValor(
      { tipo: 'dinero', etiqueta: { es: '', en: '' }, requerido: true },
      leerPesosEscritos(escrito) ?? escrito,
    );
    if (!r.ok) {
      setErrores({ ...errores, [idSede]: translate(`comanda.validacion.${r.clave}`, r.args) });
      return;
    }
    try {
      const res = await http.post<{ message: string }>('configuraciones/objetivos/ventas', {
        id_sede: idSede,
        objetivo_mensual: r.valor,
      });
      setErrores({ ...errores, [idSede]: '' });
      notificar.exito(res.data.message);
      await lectura.refetch();
      setValores(null);
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined;
      setErrores({ ...errores, [idSede]: body?.errors?.objetivo_mensual ?? (e as Error).message });
      notificar.error(e as Error);
    }
  };

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.configuracion' },
        { label: `${T}.titulo`, link: '/configSistema/objetivosVentas', active: true },
      ]}
    >
      {fallo ? <Alert severity="error">{translate(fallo, { _: fallo })}</Alert> : null}
      {datos ? (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography color="text.secondary">
            {translate(`${T}.ayuda`)} {translate(`${T}.mes`, { mes: datos.mes })}
          </Typography>
          {datos.objetivos.map((o) => (
            <Card key={o.id_sede} variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {o.sede}
                </Typography>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <CampoPesos
                    label={translate(`${T}.objetivo`)}
                    name={`objetivo-${o.id_sede}`}
                    value={valores[o.id_sede] ?? ''}
                    onChange={(e) => setValores({ ...valores, [o.id_sede]: e.target.value })}
                    error={Boolean(errores[o.id_sede])}
                    helperText={errores[o.id_sede] || undefined}
                    slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: '$' } }}
                  />
                  <Button variant="contained" onClick={() => void guardar(o.id_sede)} sx={{ mt: { sm: 1 } }}>
                    {translate(`${T}.guardar`)}
                  </Button>
                </Stack>
                <Box sx={{ mt: 2 }}>
                  {o.objetivo_mensual ? (
                    <TarjetaObjetivo o={o} dias={datos.dias_restantes} />
                  ) : (
                    <Typography color="text.secondary">{translate(`${T}.sin_objetivo`)}</Typography>
                  )}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : null}
    </PageFrame>
  );
};

export default ObjetivosVentas;
