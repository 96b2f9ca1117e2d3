import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  CONFIGURACIONES,
  GRUPOS_CONFIGURACION,
  nombrePorSede,
  validarConfiguracion,
  valoresConfiguracion,
  type EntradaConfiguracion,
} from '../../../common/configuraciones';
import { digitoVerificacion, formatoNitValido, limpiarNit } from '../../../common/nit';
import type { Configuracion, Sede } from '../../../common/registros';
import { PageFrame } from '../../components/PageFrame';
import type { ProveedorDatos } from '../../dataProvider';
import { http } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';
import { SedesEmpresa } from './SedesEmpresa';
import { LogoEmpresa } from './LogoEmpresa';
import { urlDeLogo } from './logo';

const T = 'comanda.configuracion';

/** The check digit shown beside a NIT as it is typed ('' until it is a NIT). */
function digitoDe(nit: string): string {
  const numero = limpiarNit(nit).split('-')[0];
  return numero && formatoNitValido(numero) ? String(digitoVerificacion(numero)) : '';
}

interface CampoProps {
  entrada: EntradaConfiguracion;
  nombre: string;
  etiqueta: string;
  valor: string;
  error?: string;
  onChange: (valor: string) => void;
}

/** One typed input per entry: a switch for yes/no, a number for percentages, text otherwise. */
const CampoConfiguracion = ({ entrada, nombre, etiqueta, valor, error, onChange }: CampoProps) => {
  const translate = useTranslate();
  const ayuda = translate(`${T}.entradas.${entrada.nombre}.ayuda`, { _: '' });
  if (entrada.tipo === 'booleano')
    return (
      <FormControlLabel
        control={
          <Switch
            name={nombre}
            checked={valor === '1'}
            onChange={(e) => onChange(e.target.checked ? '1' : '0')}
          />
        }
        label={etiqueta}
      />
    );
  const digito = entrada.tipo === 'nit' ? digitoDe(valor) : '';
  const texto =
    error ?? ([ayuda, digito && translate(`${T}.digito`, { digito })].filter(Boolean).join(' ') || undefined);
  return (
    <TextField
      name={nombre}
      label={etiqueta}
      value={valor}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={texto}
      required={entrada.requerido}
      fullWidth
      slotProps={{
        htmlInput: {
          inputMode:
            entrada.tipo === 'porcentaje' ? 'decimal' : entrada.tipo === 'telefono' ? 'tel' : undefined,
          maxLength: entrada.tipo === 'texto' || entrada.tipo === 'prefijo' ? entrada.max : undefined,
        },
        input: entrada.tipo === 'porcentaje' ? { endAdornment: '%' } : undefined,
      }}
    />
  );
};

/** The settings as the form's values (a venue's sale prefix '' when unset), the venues and the logo. */
function useConfiguracionLeida() {
  const dataProvider = useDataProvider<ProveedorDatos>();
  return useQuery({
    queryKey: ['configuraciones', 'sedes'],
    queryFn: async () => {
      const [c, s] = await Promise.all([
        dataProvider.consultar<Configuracion[]>('configuraciones'),
        dataProvider.consultar<Sede[]>('sedes'),
      ]);
      const valores = valoresConfiguracion(c.data);
      for (const sede of s.data) valores[nombrePorSede('prefijoVenta', sede.id)] ??= '';
      return { valores, sedes: s.data, logo: urlDeLogo(c.data) };
    },
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * /configSistema/editar: the company's settings as a form, grouped and typed from their declaration
 * (common/configuraciones.ts): checked in the browser with the server's own rule, saved together (all or none)
 * through POST configuraciones/configuracion/lote; the server's refusals come back under each input. Below the
 * form, the venues' names and addresses (`SedesEmpresa`), each saved on its own.
 */
const ConfiguracionEditar = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const leidos = useConfiguracionLeida();
  // The form over what was read: what is typed, and what was last saved.
  const [editados, setValores] = useState<Record<string, string> | null>(null);
  const [guardados, setIniciales] = useState<Record<string, string> | null>(null);
  const [sedesGuardadas, setSedes] = useState<Sede[] | null>(null);
  const valores = editados ?? leidos.data?.valores ?? null;
  const iniciales = guardados ?? leidos.data?.valores ?? {};
  const sedes = sedesGuardadas ?? leidos.data?.sedes ?? [];
  const logo = leidos.data?.logo ?? null;
  const [errores, setErrores] = useState<Record<string, string>>({});
  const fallo = leidos.error?.message ?? null;
  const [guardando, setGuardando] = useState(false);

  if (fallo) return <Alert severity="error">{translate(fallo, { _: fallo })}</Alert>;
  if (!valores) return null;

  const cambiar = (nombre: string, valor: string) => {
    setValores({ ...valores, [nombre]: valor });
    setErrores(({ [nombre]: _, ...resto }) => resto);
  };

  const entradaDe = (nombre: string) =>
    CONFIGURACIONES.find((e) => e.nombre === nombre.split('.')[0]) as EntradaConfiguracion;

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const cambiadas = Object.keys(valores).filter((n) => valores[n] !== iniciales[n]);
    const propios: Record<string, string> = {};
    for (const nombre of cambiadas) {
      const r = validarConfiguracion(entradaDe(nombre), valores[nombre]);
      if (!r.ok) propios[nombre] = translate(`${T}.validacion.${r.clave}`, r.args);
    }
    setErrores(propios);
    if (Object.keys(propios).length > 0 || cambiadas.length === 0) return;
    setGuardando(true);
    try {
      const res = await http.post<{ data: Configuracion[]; message: string }>(
        'configuraciones/configuracion/lote',
        {
          configuraciones: cambiadas.map((nombre) => ({ nombre, valor: valores[nombre] })),
        },
      );
      const guardados = { ...valores };
      for (const c of res.data.data) guardados[c.nombre] = c.valor;
      setValores(guardados);
      setIniciales(guardados);
      notificar.exito(res.data.message);
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> }) : undefined;
      if (body?.errors) setErrores(body.errors);
      notificar.error(e as Error);
    } finally {
      setGuardando(false);
    }
  };

  const campo = (entrada: EntradaConfiguracion, nombre: string, etiqueta: string) => (
    <CampoConfiguracion
      key={nombre}
      entrada={entrada}
      nombre={nombre}
      etiqueta={etiqueta}
      valor={valores[nombre] ?? entrada.defecto}
      error={errores[nombre]}
      onChange={(v) => cambiar(nombre, v)}
    />
  );

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.configuracion' },
        { label: `${T}.titulo`, link: '/configSistema/editar', active: true },
      ]}
    >
      <Box component="form" noValidate onSubmit={enviar} sx={{ maxWidth: 720 }}>
        <Stack spacing={4}>
          {GRUPOS_CONFIGURACION.map(({ grupo }) => {
            const entradas = CONFIGURACIONES.filter((e) => e.grupo === grupo);
            const ayuda = translate(`${T}.grupos.${grupo}.ayuda`, { _: '' });
            return (
              <Box component="fieldset" key={grupo} sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="h6" gutterBottom>
                  {translate(`${T}.grupos.${grupo}.titulo`)}
                </Typography>
                {ayuda ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {ayuda}
                  </Typography>
                ) : null}
                <Stack spacing={2}>
                  {entradas.flatMap((e) =>
                    e.porSede
                      ? sedes.length === 0
                        ? [<Typography key={e.nombre}>{translate(`${T}.sin_sedes`)}</Typography>]
                        : sedes.map((s) =>
                            campo(
                              e,
                              nombrePorSede(e.nombre, s.id),
                              `${translate(`${T}.entradas.${e.nombre}.etiqueta`)} — ${s.nombre}`,
                            ),
                          )
                      : [campo(e, e.nombre, translate(`${T}.entradas.${e.nombre}.etiqueta`))],
                  )}
                </Stack>
              </Box>
            );
          })}
          <Box>
            <Button type="submit" variant="contained" disabled={guardando}>
              {translate(`${T}.guardar`)}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to="/configSistema/cartaQr" variant="outlined">
          {translate('comanda.cartaQr.enlace')}
        </Button>
      </Box>
      <Box sx={{ mt: 6 }}>
        <LogoEmpresa inicial={logo} />
      </Box>
      <Box sx={{ mt: 6 }}>
        <SedesEmpresa
          sedes={sedes}
          onGuardada={(g) =>
            setSedes(
              sedes.some((s) => s.id === g.id) ? sedes.map((s) => (s.id === g.id ? g : s)) : [...sedes, g],
            )
          }
        />
      </Box>
    </PageFrame>
  );
};

export default ConfiguracionEditar;
