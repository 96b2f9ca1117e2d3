import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONSUMIDOR_FINAL } from '../../../common/catalogos/nits';
import type { FacturaPedida } from '../../../common/dian/factura';
import { nitValido } from '../../../common/nit';
import { CORREO } from '../../../common/validacion';

const T = 'comanda.cobro.factura';

/** What the cashier filled in for the invoice a buyer asks for (issue 29). */
export interface EstadoFactura {
  pedida: boolean;
  documento: string;
  nombre: string;
  correo: string;
}

export const FACTURA_INICIAL: EstadoFactura = { pedida: false, documento: '', nombre: '', correo: '' };

/** The sale's customer, when one of the catalogue was chosen (null or Consumidor final: none). */
type Cliente = { id: number; nombre: string; documento?: string } | null;

const elegido = (cliente: Cliente) =>
  cliente && cliente.nombre !== CONSUMIDOR_FINAL.nombre && cliente.documento !== CONSUMIDOR_FINAL.documento
    ? cliente
    : null;

/**
 * What the charge sends for the invoice and what stands in its way (a translation key), from the filled-in fields:
 * the chosen customer (its stored e-mail unless one is typed), or a NIT typed with its check digit, a name and an
 * e-mail. The server checks the same (server/dian/compradorFactura.ts) and refuses a customer without e-mail.
 */
export function pedidoFactura(
  f: EstadoFactura,
  cliente: Cliente,
): { pedido: FacturaPedida | null; problema: string | null } {
  if (!f.pedida) return { pedido: null, problema: null };
  const correo = f.correo.trim();
  if (correo && !CORREO.test(correo)) return { pedido: null, problema: `${T}.correo_invalido` };
  const conCliente = elegido(cliente);
  if (conCliente) return { pedido: { id_nit: conCliente.id, ...(correo && { correo }) }, problema: null };
  const documento = f.documento.trim();
  if (!documento) return { pedido: null, problema: `${T}.sin_nit` };
  const m = /^([\d.\s]+)-(\d)$/.exec(documento);
  if (!m || !nitValido(m[1], m[2])) return { pedido: null, problema: `${T}.nit_digito` };
  if (!f.nombre.trim()) return { pedido: null, problema: `${T}.sin_nombre` };
  if (!correo) return { pedido: null, problema: `${T}.sin_correo` };
  return { pedido: { documento, nombre: f.nombre.trim(), correo }, problema: null };
}

/**
 * The charge dialog's 'Factura electrónica' control (touch first): a big switch; on, the buyer — the customer chosen
 * for the sale, or a NIT with its check digit, a name and an e-mail typed here.
 */
export function FacturaElectronica({
  valor,
  cambiar,
  cliente,
}: {
  valor: EstadoFactura;
  cambiar: (f: EstadoFactura) => void;
  cliente: Cliente;
}) {
  const translate = useTranslate();
  const conCliente = elegido(cliente);
  const campo = { slotProps: { input: { sx: { minHeight: 56 } } }, fullWidth: true } as const;
  return (
    <Stack gap={1.5} component="section" aria-label={translate(`${T}.titulo`)}>
      <FormControlLabel
        control={
          <Switch
            checked={valor.pedida}
            onChange={(_, pedida) => cambiar({ ...valor, pedida })}
            sx={{ transform: 'scale(1.3)', mx: 1 }}
          />
        }
        label={translate(`${T}.titulo`)}
        sx={{ minHeight: 56 }}
      />
      {valor.pedida ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.ayuda`)}
          </Typography>
          {conCliente ? (
            <Typography data-testid="factura-comprador">
              {translate(`${T}.comprador`, { nombre: conCliente.nombre })}
            </Typography>
          ) : (
            <>
              <TextField
                label={translate(`${T}.nit`)}
                helperText={translate(`${T}.nit_ejemplo`)}
                value={valor.documento}
                onChange={(e) => cambiar({ ...valor, documento: e.target.value })}
                {...campo}
                slotProps={{ ...campo.slotProps, htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                label={translate(`${T}.nombre`)}
                value={valor.nombre}
                onChange={(e) => cambiar({ ...valor, nombre: e.target.value })}
                {...campo}
              />
            </>
          )}
          <TextField
            label={translate(conCliente ? `${T}.correo_cliente` : `${T}.correo`)}
            value={valor.correo}
            onChange={(e) => cambiar({ ...valor, correo: e.target.value })}
            type="email"
            {...campo}
            slotProps={{ ...campo.slotProps, htmlInput: { inputMode: 'email' } }}
          />
        </>
      ) : null}
    </Stack>
  );
}
