import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { IconoMarca } from './IconoMarca';
import {
  digitosCvv,
  formatearExpiracion,
  formatearNumero,
  franquiciaDe,
  marcaDe,
  partirExpiracion,
  soloDigitos,
  validarTarjeta,
  type CampoTarjeta,
  type ValoresTarjeta,
} from './validacion';

/** What the dialog hands its parent: the card as typed, for the browser to tokenize (never sent to our API). */
export interface TarjetaIngresada {
  nombrePropietario: string;
  /** Digits only. */
  numero: string;
  cvc: string;
  mes: string;
  anio: string;
  /** 'VISA', 'MASTERCARD', 'AMEX'… */
  franquicia: string;
}

export interface DialogoTarjetaProps {
  open: boolean;
  /** Closed by its icon or '← Regresar': no data (spec §4 'Card dialog'). */
  onClose: () => void;
  onSubmit: (tarjeta: TarjetaIngresada) => void;
  /** While the parent tokenizes and charges: the submit waits. */
  enviando?: boolean;
  /** A failure to show above the fields (the gateway refused the card). */
  error?: string | null;
  /** i18n key of the submit button; 'Guardar plan' by default. */
  textoGuardar?: string;
}

const T = 'comanda.suscripciones.tarjeta';
const VACIOS: ValoresTarjeta = { nombrePropietario: '', numero: '', expiracion: '', cvc: '' };
const NINGUNO: Record<CampoTarjeta, boolean> = {
  nombrePropietario: false,
  numero: false,
  expiracion: false,
  cvc: false,
};
const TODOS: Record<CampoTarjeta, boolean> = {
  nombrePropietario: true,
  numero: true,
  expiracion: true,
  cvc: true,
};

/**
 * Spec §2/§5 'Ingresar tarjeta de credito': owner name (upper-cased), card number with the brand's icon, expiry
 * 'MM/YY' and CVV, each message shown once its field was left (or on submit). The CVV takes the brand's length
 * (4 digits for American Express: the spec's cap of 3 would refuse every Amex card). Closing passes no data.
 */
export const DialogoTarjeta = ({ open, onClose, ...resto }: DialogoTarjetaProps) => (
  // The form lives inside the dialog's content, which unmounts once closed: the next opening starts empty.
  <Dialog open={open} onClose={() => onClose()} maxWidth="xs" fullWidth aria-labelledby="tarjeta-titulo">
    <FormularioTarjeta cerrar={onClose} {...resto} />
  </Dialog>
);

const FormularioTarjeta = ({
  cerrar,
  onSubmit,
  enviando = false,
  error,
  textoGuardar = `${T}.guardar`,
}: Omit<DialogoTarjetaProps, 'open' | 'onClose'> & { cerrar: () => void }) => {
  const translate = useTranslate();
  const [valores, setValores] = useState<ValoresTarjeta>(VACIOS);
  const [tocados, setTocados] = useState(NINGUNO);
  const marca = marcaDe(valores.numero);
  const errores = validarTarjeta(valores);

  const cambiar = (campo: CampoTarjeta, valor: string) => {
    setValores((v) => {
      switch (campo) {
        case 'nombrePropietario':
          return { ...v, nombrePropietario: valor.toUpperCase() };
        case 'numero':
          return { ...v, numero: formatearNumero(valor) };
        case 'expiracion':
          return { ...v, expiracion: formatearExpiracion(valor, v.expiracion) };
        case 'cvc':
          return { ...v, cvc: soloDigitos(valor).slice(0, digitosCvv(marcaDe(v.numero))) };
      }
    });
  };

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    setTocados(TODOS);
    if (Object.keys(errores).length > 0 || enviando) return;
    const { mes, anio } = partirExpiracion(valores.expiracion);
    onSubmit({
      nombrePropietario: valores.nombrePropietario.trim(),
      numero: soloDigitos(valores.numero),
      cvc: valores.cvc,
      mes,
      anio,
      franquicia: franquiciaDe(marca),
    });
  };

  const campo = (nombre: CampoTarjeta) => {
    const fallo = tocados[nombre] ? errores[nombre] : undefined;
    return {
      name: nombre,
      id: `tarjeta-${nombre}`,
      value: valores[nombre],
      onChange: (e: { target: { value: string } }) => cambiar(nombre, e.target.value),
      onBlur: () => setTocados((t) => ({ ...t, [nombre]: true })),
      error: Boolean(fallo),
      helperText: fallo ? translate(fallo.clave, fallo.valores) : undefined,
      label: translate(`${T}.${nombre}`),
      fullWidth: true,
      required: true,
    };
  };

  return (
    <form noValidate onSubmit={enviar}>
      <DialogTitle id="tarjeta-titulo" sx={{ pr: 6 }}>
        {translate(`${T}.titulo`)}
        <IconButton
          aria-label={translate('comanda.comun.cerrar')}
          onClick={() => cerrar()}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{translate(error, { _: error })}</Alert> : null}
          <TextField {...campo('nombrePropietario')} autoComplete="cc-name" />
          <TextField
            {...campo('numero')}
            autoComplete="cc-number"
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconoMarca marca={marca} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              {...campo('expiracion')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            />
            <TextField
              {...campo('cvc')}
              type="password"
              autoComplete="cc-csc"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: digitosCvv(marca) } }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
        <Button onClick={() => cerrar()}>{translate(`${T}.regresar`)}</Button>
        <Button type="submit" variant="contained" disabled={enviando}>
          {translate(textoGuardar)}
        </Button>
      </DialogActions>
    </form>
  );
};
