import { useId, useState, type Ref } from 'react';
import {
  FilledInput,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

interface CampoTextoProps {
  nombre: string;
  /** Translation key of the label. */
  etiqueta: string;
  valor: string;
  alCambiar: (valor: string) => void;
  /** Translation key of the error shown under the field (red), if any. */
  error?: string;
  tipo?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text field of the sign-in form, drawn as react-admin's TextInput/PasswordInput draw theirs (the theme's filled,
 * dense field, a reserved helper line, the password's show/hide button) from MUI's form-control parts: MUI's
 * TextField would bring its select, menu and popover, and react-admin's inputs react-hook-form, to the page every
 * visitor loads first (issue 12's budget for /signin).
 */
export const CampoTexto = ({
  nombre,
  etiqueta,
  valor,
  alCambiar,
  error,
  tipo = 'text',
  autoComplete,
  inputRef,
}: CampoTextoProps) => {
  const translate = useTranslate();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const ayuda = `${id}-helper-text`;
  return (
    <FormControl error={Boolean(error)}>
      <InputLabel htmlFor={id}>{translate(etiqueta)}</InputLabel>
      <FilledInput
        id={id}
        name={nombre}
        type={tipo === 'password' && visible ? 'text' : tipo}
        autoComplete={autoComplete}
        value={valor}
        onChange={(evento) => alCambiar(evento.target.value)}
        inputRef={inputRef}
        inputProps={{ 'aria-describedby': ayuda }}
        endAdornment={
          tipo === 'password' ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(
                  visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                )}
                onClick={() => setVisible(!visible)}
                size="small"
              >
                {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {/* Always there (a zero-width space without an error), so an error does not push the form down. */}
      <FormHelperText id={ayuda}>{error ? translate(error, { _: error }) : '\u200b'}</FormHelperText>
    </FormControl>
  );
};
