import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResumenCompra } from '../../../common/compras';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageFrame } from '../../components/PageFrame';
import { useNotificar } from '../../notifications';
import { anularCompra, leerCompras } from './api';
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
const ComprasPage = () => {
  const translate = useTranslate();
  const notificar = useNotificar();
  const cliente = useQueryClient();
  const [pagina, setPagina] = useState(0);
  const [detalle, setDetalle] = useState<number | null>(null);
  const [pagar, setPagar] = useState<ResumenCompra | null>(null);
  const [anular, setAnular] = useState<ResumenCompra | null>(null);
  const lista = useQuery({
    queryKey: ['compras', pagina],
    queryFn: () => leerCompras(pagina, POR_PAGINA),
    placeholderData: keepPreviousData,
    // A failed load says so at once, with Reintentar (as the other lists), not after silent retries.
    retry: false,
  });
  const recargar = () =>
    void cliente.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('compras') });
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
  const ultima = lista.data?.last_page ?? 1;
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
      {lista.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void lista.refetch()} sx={{ minHeight: 48 }}>
              {translate(`${T}.reintentar`)}
            </Button>
          }
        >
          {translate(`${T}.no_cargo`, {
            mensaje: translate(lista.error.message, { _: lista.error.message }),
          })}
        </Alert>
      ) : null}
      {lista.isPending ? <Typography role="status">{translate(`${T}.cargando`)}</Typography> : null}
      {lista.data && lista.data.data.length === 0 ? (
        <Typography>{translate(`${T}.sin_compras`)}</Typography>
      ) : null}
      {lista.data && lista.data.data.length > 0 ? (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNAS.map((c) => (
                  <TableCell key={c} align={c === 'total' ? 'right' : undefined}>
                    {translate(`${T}.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data.data.map((c) => (
                <FilaCompra
                  key={c.id}
                  compra={c}
                  onDetalle={() => setDetalle(c.id)}
                  onPagar={() => setPagar(c)}
                  onAnular={() => setAnular(c)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          disabled={pagina <= 0}
          onClick={() => setPagina(pagina - 1)}
          sx={{ minHeight: 48 }}
        >
          {translate(`${T}.anterior`)}
        </Button>
        <Typography>{translate(`${T}.pagina`, { pagina: pagina + 1, total: ultima })}</Typography>
        <Button
          variant="outlined"
          disabled={pagina >= ultima - 1}
          onClick={() => setPagina(pagina + 1)}
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

export default ComprasPage;
