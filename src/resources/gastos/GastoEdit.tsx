import { useState } from 'react';
import { Alert } from '@mui/material';
import { Edit, SaveButton, Toolbar, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Gasto } from '../../../common/gastos';
import {
  idValido,
  motivoFallo,
  RegistroNoDisponible,
  type Fallo,
} from '../../components/RegistroNoDisponible';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { AnularGasto } from './AnularGasto';
import { GastoForm } from './GastoForm';
import { migasGastos, RUTA_GASTOS } from './rutas';

const T = 'comanda.gastos';

/** The fields the API takes (the record also carries names, state and ERP ids, which are not sent back). */
const CAMPOS = [
  'id_forma_pago',
  'numero_factura',
  'fecha',
  'id_tipo_gasto',
  'concepto_gasto',
  'subtotal',
  'impuesto',
  'id_nit',
  'id_sede',
] as const;
const soloCampos = (datos: Record<string, unknown>) =>
  Object.fromEntries(CAMPOS.map((k) => [k, datos[k] ?? null]));

const Barra = () => {
  const redirect = useRedirect();
  const gasto = useRecordContext<Gasto>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={gasto?.estado === 'anulado'} />
      <AnularGasto alAnular={() => redirect(RUTA_GASTOS)} />
    </Toolbar>
  );
};

const AvisoAnulado = () => {
  const gasto = useRecordContext<Gasto>();
  const translate = useTranslate();
  return gasto?.estado === 'anulado' ? (
    <Alert severity="warning">{translate(`${T}.anulado_no_editar`)}</Alert>
  ) : null;
};

/** /gastos/editar/:id: GET gastos/gasto/{id}, then POST it with `_method=put`; a cancelled one is read-only. */
const GastoEdit = () => {
  const notificar = useNotificar();
  const redirect = useRedirect();
  const { id } = useParams();
  const [fallo, setFallo] = useState<Fallo | null>(null);
  const aviso = !idValido(id) ? { clave: `${T}.sin_id` } : fallo;
  return (
    <PageFrame title={`${T}.editar`} breadcrumbs={migasGastos(`${T}.editar`)} appBarTitle={false}>
      {aviso ? (
        <RegistroNoDisponible {...aviso} volver={{ a: RUTA_GASTOS, etiqueta: `${T}.volver` }} />
      ) : (
        <Edit
          resource="gastos"
          id={id}
          title={`${T}.editar`}
          mutationMode="pessimistic"
          transform={soloCampos}
          queryOptions={{
            onError: (error) =>
              setFallo(motivoFallo(error, { noExiste: `${T}.no_existe`, noCargo: `${T}.no_cargo` })),
          }}
          mutationOptions={{
            onSuccess: () => {
              notificar.exito(`${T}.actualizado`);
              redirect(RUTA_GASTOS);
            },
          }}
        >
          <AvisoAnulado />
          <GastoForm toolbar={<Barra />} />
        </Edit>
      )}
    </PageFrame>
  );
};

export default GastoEdit;
