import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate, type Validator } from 'react-admin';
import type { Catalogo, CampoReferencia } from '../../../common/catalogo';
import { SearchableSelect } from '../../components/SearchableSelect';
import { http, UNAUTHENTICATED, type Envelope } from '../../dataProvider/http';
import { useNotificar } from '../../notifications';
import { claveTextoCampo } from './claves';

type Opcion = { id: number; nombre: string };

/**
 * A reference whose choices are what `campo.opcionesDesde` answers (an array), offered in the order it answers
 * them: a tree's possible parents, top level only, as the till orders them. The record itself is left out. A
 * failure is an error toast in the field's words (`textos.opciones_error`); an ended session is the auth
 * provider's to handle.
 */
export const ReferenciaDesde = ({
  c,
  nombre,
  campo,
  source,
  label,
  helperText,
  validate,
}: {
  c: Catalogo;
  nombre: string;
  campo: CampoReferencia;
  source: string;
  label: string;
  helperText?: string;
  validate: Validator;
}) => {
  const record = useRecordContext<{ id: number }>();
  const excluir = campo.catalogo === c.recurso ? record?.id : undefined;
  const [opciones, setOpciones] = useState<Opcion[]>([]);
  const notificar = useNotificar();
  const translate = useTranslate();
  const claveError = campo.textos?.opciones_error
    ? claveTextoCampo(c, nombre, 'opciones_error')
    : 'comanda.errores.generico';
  useEffect(() => {
    let activo = true;
    http
      .get<Envelope<Opcion[]>>(campo.opcionesDesde!)
      .then(({ data }) => {
        if (activo) setOpciones(data.data.filter((o) => o.id !== excluir));
      })
      .catch((error: unknown) => {
        const mensaje = error instanceof Error && error.message ? error.message : 'comanda.errores.generico';
        if (!activo || mensaje === UNAUTHENTICATED) return;
        notificar.error(claveError, { args: { mensaje: translate(mensaje, { _: mensaje }) } });
      });
    return () => {
      activo = false;
    };
  }, [campo.opcionesDesde, excluir, claveError, notificar, translate]);
  return (
    <SearchableSelect
      source={source}
      label={label}
      choices={opciones}
      optionText="nombre"
      optionValue="id"
      helperText={helperText}
      validate={validate}
    />
  );
};
