import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  DateInput,
  Form,
  HttpError,
  RadioButtonGroupInput,
  ResourceContextProvider,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { TIPO_PAGO_COMPRA } from '../../../common/compras';
import { mesEnCurso } from '../../../common/mesBogota';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { registrarCompra } from './api';
import { erroresDelServidor } from './errores';
import { LineasCompra } from './LineasCompra';
import { SelectorProveedor } from './Selectores';
import { TotalesCompra } from './TotalesCompra';
import { lineaParaApi, type LineaFormulario } from './totales';

const T = 'comanda.compras';

interface Valores {
  id_nit?: number | null;
  numero_factura_proveedor?: string | null;
  fecha?: string | null;
  id_forma_pago?: number | null;
  tipo_pago_compra: number;
  detalle_compra?: LineaFormulario[];
}

/**
 * /compras/registrar (issue 10): supplier (searched by name or document), the supplier's invoice number, date,
 * payment method, paid or pending, and the lines; subtotal, IVA and total follow the typing (common/compras.ts,
 * the server's own function). The server computes and checks again: its Spanish messages show on their inputs.
 */
const RegistrarCompra = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const navigate = useNavigate();
  const cliente = useQueryClient();
  // One key per screen: a repeated click or a retried request records the purchase once.
  const [clave] = useState(() => crypto.randomUUID());
  const [otros, setOtros] = useState<string[]>([]);
  const { data: formas = [] } = useGetList<{ id: number; nombre: string }>('formasPago', {
    pagination: { page: 1, perPage: -1 },
    sort: { field: 'nombre', order: 'ASC' },
  });

  const enviar = async (v: Valores) => {
    setOtros([]);
    try {
      const { mensaje } = await registrarCompra({
        idempotencia: clave,
        id_nit: v.id_nit ?? 0,
        numero_factura_proveedor: v.numero_factura_proveedor ?? '',
        fecha: v.fecha ?? '',
        id_forma_pago: v.id_forma_pago ?? 0,
        tipo_pago_compra: v.tipo_pago_compra,
        detalle_compra: (v.detalle_compra ?? []).map(lineaParaApi),
      });
      notificar.exito(translate(mensaje, { _: mensaje }));
      await cliente.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('compras') });
      navigate('/compras');
    } catch (e) {
      const cuerpo =
        e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined;
      const mensaje = (e as Error).message;
      if (!cuerpo?.errors) {
        setOtros([mensaje]);
        return undefined;
      }
      const { porCampo, otros: sueltos } = erroresDelServidor(cuerpo.errors);
      setOtros(sueltos);
      return porCampo;
    }
  };

  return (
    <PageFrame
      title={`${T}.registrar`}
      breadcrumbs={[
        { label: `${T}.titulo`, link: '/compras' },
        { label: `${T}.registrar`, active: true },
      ]}
    >
      {/* The lines' iterator needs a resource: the purchases'. */}
      <ResourceContextProvider value="compras">
        <Form<Valores>
          onSubmit={enviar as never}
          defaultValues={{
            fecha: mesEnCurso(new Date()).hoy,
            tipo_pago_compra: TIPO_PAGO_COMPRA.pagada,
            detalle_compra: [{ modo: 'unitario', porcentaje_iva: '19' }],
          }}
        >
          <Stack spacing={1} sx={{ p: { xs: 1, sm: 2 } }}>
            <SelectorProveedor
              source="id_nit"
              label={translate(`${T}.proveedor`)}
              validate={required(`${T}.form.requerido`)}
            />
            <TextInput
              source="numero_factura_proveedor"
              label={translate(`${T}.factura`)}
              validate={required(`${T}.form.requerido`)}
            />
            <DateInput
              source="fecha"
              label={translate(`${T}.fecha`)}
              validate={required(`${T}.form.requerido`)}
            />
            <SelectInput
              source="id_forma_pago"
              label={translate(`${T}.forma_pago`)}
              choices={formas}
              optionText="nombre"
              validate={required(`${T}.form.requerido`)}
            />
            <RadioButtonGroupInput
              source="tipo_pago_compra"
              label={translate(`${T}.form.tipo_pago`)}
              choices={[
                { id: TIPO_PAGO_COMPRA.pagada, name: translate(`${T}.form.tipo_pagada`) },
                { id: TIPO_PAGO_COMPRA.pendiente, name: translate(`${T}.form.tipo_pendiente`) },
              ]}
            />
            <LineasCompra />
            <TotalesCompra />
            {otros.map((m) => (
              <Alert key={m} severity="error">
                {translate(m, { _: m })}
              </Alert>
            ))}
            <SaveButton label={translate(`${T}.form.guardar`)} alwaysEnable />
          </Stack>
        </Form>
      </ResourceContextProvider>
    </PageFrame>
  );
};

export default RegistrarCompra;
