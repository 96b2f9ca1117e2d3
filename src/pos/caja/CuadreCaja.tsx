import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { PageFrame } from '../../components/PageFrame';
import { SelectorSede } from '../mapa/SelectorSede';
import { useSedeActual } from '../sede/sedeActual';
import { AbrirCaja } from './AbrirCaja';
import { leerCajaAbierta, type CierreCaja } from './api';
import { CajaAbierta } from './CajaAbierta';
import { HistorialCajas } from './HistorialCajas';
import { ReporteCierre } from './ReporteCierre';

const T = 'comanda.caja';

/**
 * /cuadreCaja (issue 9): the venue's cash register. None open → "Abrir caja"; open → its sales, the expected
 * amount per payment method and "Cerrar caja" (count, then the closing report); below, past reconciliations.
 */
const CuadreCaja = () => {
  const translate = useTranslate();
  const cliente = useQueryClient();
  const { consulta: sedes, activas: listaSedes, idSede, cambiar: setSede } = useSedeActual();
  const [cierre, setCierre] = useState<CierreCaja | null>(null);
  const caja = useQuery({
    queryKey: ['cuadresCaja/cajaAbierta', idSede],
    queryFn: () => leerCajaAbierta(idSede as number),
    enabled: idSede !== null,
  });
  const recargar = () =>
    void cliente.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('cuadresCaja') });

  const error = sedes.error ?? caja.error;
  let contenido;
  if (error)
    contenido = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => void (sedes.error ? sedes.refetch() : caja.refetch())}
            sx={{ minHeight: 48 }}
          >
            {translate(`${T}.reintentar`)}
          </Button>
        }
      >
        {translate(`${T}.no_cargo`, { mensaje: error.message })}
      </Alert>
    );
  else if (cierre)
    contenido = (
      <Card>
        <CardContent>
          <ReporteCierre
            cuadre={cierre.cuadre}
            totales={cierre.totales}
            alVolver={() => {
              setCierre(null);
              recargar();
            }}
          />
        </CardContent>
      </Card>
    );
  else if (idSede === null || caja.isPending)
    contenido = <Typography role="status">{translate(`${T}.cargando`)}</Typography>;
  else if (caja.data)
    contenido = (
      <CajaAbierta
        key={caja.data.id}
        caja={caja.data}
        alCerrar={(c) => {
          setCierre(c);
          recargar();
        }}
      />
    );
  else contenido = <AbrirCaja idSede={idSede} alAbrir={recargar} />;

  return (
    <PageFrame
      title={`${T}.titulo`}
      breadcrumbs={[
        { label: 'comanda.menu.ventas' },
        { label: `${T}.titulo`, link: '/cuadreCaja', active: true },
      ]}
      actions={
        <SelectorSede
          sedes={listaSedes}
          idSede={idSede}
          etiqueta={translate(`${T}.sede`)}
          alCambiar={(id) => {
            setSede(id);
            setCierre(null);
          }}
        />
      }
    >
      <Stack spacing={4}>
        {contenido}
        {idSede !== null ? <HistorialCajas idSede={idSede} /> : null}
      </Stack>
    </PageFrame>
  );
};

export default CuadreCaja;
