import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResumenCompra } from '../../../common/compras';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TablaDesplazable } from '../../components/TablaDesplazable';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { anularCompra } from './api';
import { DetalleCompra } from './DetalleCompra';
import { FilaCompra } from './FilaCompra';
import { PagarCompra } from './PagarCompra';
import { RegistrarCompraPerezosa } from './ruta';
import { alReposar } from '../../components/despues';

const T = 'comanda.compras';
const POR_PAGINA = 10;
const COLUMNAS = ['proveedor', 'factura', 'fecha', 'forma_pago', 'pago', 'total', 'estado', 'acciones'];

/**
 * /compras (issue 10): the purchases, newest first, pages from 0 (spec §9). A row opens 'Detalle de compra'; a
 * pending one can be marked paid; "Anular" asks first and shows the server's answer as it is (its refusal names
 * the products that would go below zero).
 */
const Compras = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const { data, total, error, isPending, page, setPage, refetch } = useListContext<ResumenCompra>();
  const [detalle, setDetalle] = useState<number | null>(null);
  const [pagar, setPagar] = useState<ResumenCompra | null>(null);
  const [anular, setAnular] = useState<ResumenCompra | null>(null);
  const recargar = () => void refetch();
  const confirmarAnular = async (c: ResumenCompra) => {
    setAnular(null);
    try {
      notificar.exito(await anularCompra(c.id));
      recargar();
    } catch (e) {
      const mensaje = (e as Error).message;
      notificar.error(translate(mensaje, { _: mensaje }));
    }
  };
  const ultima = Math.max(1, Math.ceil((total ?? 0) / POR_PAGINA));
  // Issue 25: the purchase form's code and texts while the list is shown, so "Registrar compra" opens at once.
  useEffect(() => alReposar(() => void RegistrarCompraPerezosa.precargar().catch(() => {})), []);

  return (
    <PageFrame
      title={`${T}.titulo`}
      actions={
        <Button component={Link} to="/compras/registrar" variant="contained" startIcon={<AddIcon />}>
          {translate(`${T}.registrar`)}
        </Button>
      }
    >
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={recargar} sx={{ minHeight: 48 }}>
              {translate(`${T}.reintentar`)}
            </Button>
          }
        >
          {translate(`${T}.no_cargo`, { mensaje: translate(error.message, { _: error.message }) })}
        </Alert>
      ) : null}
      {isPending ? <Typography role="status">{translate(`${T}.cargando`)}</Typography> : null}
      {data && data.length === 0 ? <Typography>{translate(`${T}.sin_compras`)}</Typography> : null}
      {data && data.length > 0 ? (
        <TablaDesplazable
          titulo={translate(`${T}.titulo`)}
          columnas={COLUMNAS.map((c) => ({ texto: translate(`${T}.${c}`), derecha: c === 'total' }))}
        >
          {data.map((c) => (
            <FilaCompra
              key={c.id}
              compra={c}
              onDetalle={() => setDetalle(c.id)}
              onPagar={() => setPagar(c)}
              onAnular={() => setAnular(c)}
            />
          ))}
        </TablaDesplazable>
      ) : null}
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.anterior`)}
        </Button>
        <Typography>{translate(`${T}.pagina`, { pagina: page, total: ultima })}</Typography>
        <Button
          variant="outlined"
          disabled={page >= ultima}
          onClick={() => setPage(page + 1)}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.siguiente`)}
        </Button>
      </Stack>
      <DetalleCompra id={detalle} onClose={() => setDetalle(null)} />
      {pagar ? (
        <PagarCompra
          compra={pagar}
          onClose={() => setPagar(null)}
          onPagada={() => {
            setPagar(null);
            recargar();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={anular !== null}
        data={anular}
        variant="cancelSale"
        title={translate(`${T}.anular_titulo`)}
        content={
          anular
            ? translate(`${T}.anular_pregunta`, {
                factura: anular.numero_factura_proveedor,
                proveedor: anular.nit.nombre,
              })
            : ''
        }
        onConfirm={(c) => void confirmarAnular(c)}
        onClose={() => setAnular(null)}
      />
    </PageFrame>
  );
};

/**
 * The list of the `compras` resource (pages from 0 on the API, spec §9: the dataProvider's `primeraPagina`), kept
 * in the page rather than the address; a failed load says so at once in the page, not in a toast as well.
 */
const ComprasPage = () => (
  <ListBase
    resource="compras"
    perPage={POR_PAGINA}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={{ onError: () => undefined }}
  >
    <Compras />
  </ListBase>
);

export default ComprasPage;
