import { useState } from 'react';
import { FormHelperText } from '@mui/material';
import type { FileRejection } from 'react-dropzone';
import { ImageField, ImageInput, useTranslate } from 'react-admin';
import { MAX_UPLOAD_BYTES, TIPOS_IMAGEN } from '../../../common/constantes';
import { CLAVES_COMUNES } from './claves';

/** A stored image arrives as a URL; the image input shows it as {src}. */
const formatoImagen = (valor: unknown) => (typeof valor === 'string' ? { src: valor, title: '' } : valor);

/** The dropzone's `accept`: the types the server takes, by MIME type. */
const TIPOS = Object.fromEntries(Object.keys(TIPOS_IMAGEN).map((tipo) => [tipo, []]));

/** Why the dropped file was refused: too big wins over the type, since phone photos are usually both JPEG and large. */
export function motivoRechazo(rechazos: FileRejection[]): string | null {
  const codigos = rechazos.flatMap((r) => r.errors.map((e) => e.code));
  if (codigos.includes('file-too-large')) return CLAVES_COMUNES.imagen_grande;
  if (codigos.includes('file-invalid-type')) return CLAVES_COMUNES.imagen_tipo;
  return codigos.length > 0 ? CLAVES_COMUNES.imagen_invalida : null;
}

/**
 * An image field (`tipo: 'imagen'`): react-admin's image input, limited to the types and size the server takes; a
 * refused file is said at the field, in words, at once. Its file travels as multipart under the field's name.
 */
export const EntradaImagen = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const [rechazo, setRechazo] = useState<string | null>(null);
  return (
    <>
      <ImageInput
        source={source}
        label={label}
        accept={TIPOS}
        // react-admin's title above the drop zone is a span, not a <label>: name the hidden file input itself.
        inputProps={{ 'aria-label': translate(label) }}
        maxSize={MAX_UPLOAD_BYTES}
        format={formatoImagen}
        placeholder={<p>{translate(CLAVES_COMUNES.imagen_soltar)}</p>}
        helperText={CLAVES_COMUNES.imagen_ayuda}
        options={{
          onDropRejected: (rechazos) => setRechazo(motivoRechazo(rechazos)),
          onDropAccepted: () => setRechazo(null),
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      {rechazo ? (
        <FormHelperText error role="alert" sx={{ mt: -1, mb: 2 }}>
          {translate(rechazo)}
        </FormHelperText>
      ) : null}
    </>
  );
};
