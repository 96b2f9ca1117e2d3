import { useEffect, useMemo, useRef } from 'react';
import { useRecordContext, useTranslate, type Validator } from 'react-admin';
import type { Catalogo, CampoReferencia } from '../../../common/catalogo';
import { SearchableSelect } from '../../components/SearchableSelect';
import { UNAUTHENTICATED } from '../../dataProvider/http';
import { useConsulta } from '../../dataProvider/useConsulta';
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
  const notificar = useNotificar();
  const translate = useTranslate();
  const claveError = campo.textos?.opciones_error
    ? claveTextoCampo(c, nombre, 'opciones_error')
    : 'comanda.errores.generico';
  const lectura = useConsulta<Opcion[]>(campo.opcionesDesde!);
  const opciones = useMemo(
    () => (lectura.data ?? []).filter((o) => o.id !== excluir),
    [lectura.data, excluir],
  );
  // A failed read says so once, as a toast (not a fetch: the read above is react-query's).
  const { error } = lectura;
  const avisado = useRef<unknown>(null);
  useEffect(() => {
    if (!error || avisado.current === error) return;
    avisado.current = error;
    const mensaje = error.message || 'comanda.errores.generico';
    if (mensaje === UNAUTHENTICATED) return;
    notificar.error(claveError, { args: { mensaje: translate(mensaje, { _: mensaje }) } });
  }, [error, claveError, notificar, translate]);
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
