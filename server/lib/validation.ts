import type { FastifySchemaValidationError } from 'fastify';
import { ValidationError } from './errors';

/** Spanish names of the API's fields, for validation messages. Fields not listed are spelled out. */
export const LABELS: Record<string, string> = {
  name: 'nombre',
  lastName: 'apellidos',
  telephoneNumber: 'teléfono',
  businessName: 'nombre del negocio',
  businessType: 'tipo de negocio',
  country: 'país',
  email: 'correo electrónico',
  password: 'contraseña',
  recaptchaToken: 'captcha',
  document: 'número de documento',
  documentType: 'tipo de documento',
  selectedCountryCode: 'indicativo',
  method: 'método de inicio de sesión',
  invitation: 'invitación',
  token: 'token',
  nombre: 'nombre',
  direccion: 'dirección',
  id_categoria_padre: 'categoría padre',
  icono: 'icono',
  eliminar_icono: 'eliminar icono',
  orden: 'orden',
  visible_carta: 'visible en la carta',
  ids: 'categorías',
  error: 'error',
  message: 'mensaje',
  stack: 'traza',
  componentName: 'componente',
  moduleName: 'módulo',
  additionalData: 'datos adicionales',
  timestamp: 'fecha',
  valor: 'valor',
  page: 'página',
  rowsPerPage: 'registros por página',
  search: 'búsqueda',
  id: 'id',
};

/** The field a path names: its last segment that is no array position (`ids/0` → `ids`). */
const campoDe = (path: string) =>
  path
    .split('/')
    .filter((s) => s && !/^\d+$/.test(s))
    .pop() ?? '';

export function fieldLabel(path: string): string {
  const key = campoDe(path) || path;
  return (
    LABELS[key] ??
    key
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
  );
}

interface IssueParams {
  expected?: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  values?: unknown[];
}

function describe(label: string, code: string, params: IssueParams, fallback: string): string {
  const campo = `El campo ${label}`;
  switch (code) {
    case 'invalid_type': {
      // Zod leaves the input out of its issues; its default message still says what it received ('… received NaN').
      const recibido = /received (\w+)/.exec(fallback)?.[1];
      const ausente = recibido ? recibido === 'undefined' || recibido === 'null' : params.input == null;
      if (ausente) return `${campo} es requerido`;
      if (params.expected === 'number' || params.expected === 'int') return `${campo} debe ser un número`;
      if (params.expected === 'boolean') return `${campo} debe ser verdadero o falso`;
      return `${campo} no tiene un formato válido`;
    }
    case 'too_small':
      if (params.origin === 'string')
        return Number(params.minimum) <= 1
          ? `${campo} es requerido`
          : `${campo} debe tener al menos ${params.minimum} caracteres`;
      if (params.origin === 'array') return `${campo} debe tener al menos ${params.minimum} elementos`;
      return `${campo} debe ser mayor o igual a ${params.minimum}`;
    case 'too_big':
      if (params.origin === 'string') return `${campo} no puede tener más de ${params.maximum} caracteres`;
      if (params.origin === 'array') return `${campo} no puede tener más de ${params.maximum} elementos`;
      return `${campo} debe ser menor o igual a ${params.maximum}`;
    case 'invalid_format':
      return params.format === 'email'
        ? `${campo} debe ser un correo electrónico válido`
        : `${campo} no tiene un formato válido`;
    case 'invalid_value':
      return `${campo} tiene un valor no permitido`;
    case 'unrecognized_keys':
      return 'La solicitud contiene campos no permitidos';
    case 'custom':
      return fallback;
    default:
      return `${campo} no es válido`;
  }
}

/** Turns the schema validator's issues into one Spanish ValidationError naming each field. */
export function toValidationError(issues: FastifySchemaValidationError[]): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '');
    const field = campoDe(path) || '_';
    const message = describe(
      fieldLabel(path),
      issue.keyword,
      (issue.params ?? {}) as IssueParams,
      issue.message ?? '',
    );
    (errors[field] ??= []).push(message);
  }
  const first = Object.values(errors)[0]?.[0] ?? 'Los datos enviados no son válidos';
  return new ValidationError(first, errors);
}
