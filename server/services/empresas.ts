import { CATALOGOS } from '../../common/catalogos';
import { entradaConfiguracion, validarConfiguracion } from '../../common/configuraciones';
import { telefonoE164 } from '../../common/telefono';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { tenantScope } from '../db/client';
import { sql } from 'drizzle-orm';
import { ahoraMas } from '../db/reloj';
import { TenantScope } from '../db/tenant';
import {
  configuraciones,
  empresas,
  TABLAS_CATALOGO,
  sedes,
  suscripcionesEmpresa,
  tokensCorreo,
  usuarios,
} from '../db/schema';
import { ConflictError } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { hashToken, randomToken } from '../lib/tokens';
import { enqueue } from '../outbox';
import { correoVerificacion } from '../plugins/mail';
import type { Idioma } from '../i18n/idiomas';

import type { TipoNegocio } from '../../common/constantes';

export const USUARIO_YA_REGISTRADO = 'Este usuario ya se encuentra registrado';

/** The trial's time zone: the product's market is Colombia. */
export const ZONA_HORARIA = 'America/Bogota';

/** How long the link of the verification mail works. */
export const VERIFICACION_TTL_HORAS = 72;

/**
 * Settings every new company starts with (spec §3 'Configuration entry'):
 * - activarErpBegranda '0': the ERP integration starts off (spec §1: active only with value 1);
 * - moneda 'COP' and zonaHoraria 'America/Bogota': the product's market (spec §9: Colombian pesos);
 * - porcentajePropinaSugerida '10': the voluntary tip restaurants in Colombia customarily suggest.
 */
export const CONFIGURACIONES_INICIALES = [
  { nombre: 'activarErpBegranda', valor: '0' },
  { nombre: 'moneda', valor: 'COP' },
  { nombre: 'zonaHoraria', valor: ZONA_HORARIA },
  { nombre: 'porcentajePropinaSugerida', valor: '10' },
];

export const SEDE_PRINCIPAL = 'Sede principal';

/** Colombia's id in `paises`, and the NIT's in `tipos_documento` (seeds). */
const COLOMBIA = 53;
const TIPO_DOCUMENTO_NIT = 2;

/**
 * The receipt's company details from what the owner typed at sign-up (issue 34): the business name, the NIT with its
 * check digit (a Colombian company that signed up with its NIT), the phone. Each is checked as the settings page
 * checks it; one that does not pass is left for the owner to type there. The address is not asked at sign-up.
 */
export function datosDelRecibo(input: NuevaEmpresa): { nombre: string; valor: string }[] {
  const candidatos: [string, string | null][] = [
    ['razonSocial', input.nombre.trim()],
    ['nit', input.idPais === COLOMBIA && input.tipoDocumento === TIPO_DOCUMENTO_NIT ? input.documento : null],
    ['telefono', telefonoE164(input.telefono, input.codigoTelefono)],
  ];
  return candidatos.flatMap(([nombre, valor]) => {
    const entrada = entradaConfiguracion(nombre)?.entrada;
    const resultado = entrada && valor ? validarConfiguracion(entrada, valor) : null;
    return resultado?.ok ? [{ nombre, valor: resultado.valor }] : [];
  });
}

/** Today's date in `timeZone` as YYYY-MM-DD. */
export function fechaLocal(ahora: Date, timeZone = ZONA_HORARIA): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ahora);
}

/** Last day of the trial: today in Bogotá plus `dias` calendar days, as YYYY-MM-DD. */
export function fechaFinPrueba(ahora: Date, dias: number): string {
  const [y, m, d] = fechaLocal(ahora).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + dias)).toISOString().slice(0, 10);
}

export interface NuevaEmpresa {
  nombre: string;
  tipoNegocio: TipoNegocio;
  idPais: number;
  /** Only for Colombia (country 53); null elsewhere. */
  tipoDocumento: number | null;
  documento: string;
  telefono: string;
  /** 'dialcode_countrycode', e.g. '+57_CO', as the sign-up form sends it. */
  codigoTelefono: string;
  propietario: {
    nombre: string;
    apellido: string;
    /** Stored lower-cased: e-mail is unique across companies, case-insensitively. */
    email: string;
    password: string;
  };
  /** The demo company starts verified and gets no verification mail. */
  emailVerificado?: boolean;
  /** The language of the verification mail (the sign-up form's); Spanish when absent. */
  idioma?: Idioma;
}

export interface EmpresaCreada {
  empresaId: number;
  usuarioId: number;
}

/** Unique violation on the e-mail, in whatever wrapper the driver and Drizzle put it. */
export function esCorreoDuplicado(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown; constraint?: string } | undefined;
    e;
    e = e.cause as typeof e
  )
    if (e.code === '23505') return true;
  return false;
}

/**
 * Creates a company with everything it needs to be used at once, in ONE transaction: the company, its owner
 * (role 0, every module), and then, switched to the company's tenant scope (role comanda_app + RLS): the trial
 * subscription, the main venue, the default payment methods, the default settings and the verification mail
 * (in the outbox, delivered after commit). An e-mail already registered answers 409.
 */
export async function crearEmpresa(
  database: Database,
  input: NuevaEmpresa,
  config: Pick<Config, 'trialDays' | 'publicUrl'>,
  /** Signs the owner in inside the same transaction (sign-up): a failure there leaves no company behind. */
  iniciarSesion?: (tx: Db, creada: EmpresaCreada) => Promise<string>,
  /** More rows of the new company, written last in the same transaction as its tenant (the demo's catalogue). */
  completar?: (scope: TenantScope) => Promise<void>,
): Promise<EmpresaCreada & { token?: string }> {
  const email = input.propietario.email.trim().toLowerCase();
  // Hashing is slow (scrypt): done before the transaction so it holds no connection (or PGlite's lock) meanwhile.
  const passwordHash = await hashPassword(input.propietario.password);
  const tokenVerificacion = input.emailVerificado ? null : randomToken();
  try {
    return await database.auth.transaction(async (tx) => {
      const [empresa] = await tx
        .insert(empresas)
        .values({
          nombre: input.nombre,
          tipo_negocio: input.tipoNegocio,
          id_pais: input.idPais,
          tipo_documento: input.tipoDocumento,
          documento: input.documento,
          telefono: input.telefono,
          codigo_telefono: input.codigoTelefono,
        })
        // One clock: the company's creation time is the database's now(); the trial's end counts from it.
        .returning({ id: empresas.id, ahora: empresas.created_at });
      const [usuario] = await tx
        .insert(usuarios)
        .values({
          empresa_id: empresa.id,
          nombre: input.propietario.nombre,
          apellido: input.propietario.apellido,
          email,
          password_hash: passwordHash,
          telefono: input.telefono,
          id_rol: 0,
          acceso_modulo_tag: '*',
          email_verificado_at: input.emailVerificado ? sql`now()` : null,
        })
        .returning({ id: usuarios.id });
      if (tokenVerificacion)
        await tx.insert(tokensCorreo).values({
          token_hash: hashToken(tokenVerificacion),
          proposito: 'verificacion',
          usuario_id: usuario.id,
          expires_at: ahoraMas(VERIFICACION_TTL_HORAS * 3600),
        });

      // Sessions are the owner connection's (the tenant role cannot reach them): before the switch below.
      const token = await iniciarSesion?.(tx, { empresaId: empresa.id, usuarioId: usuario.id });

      // From here on the transaction runs as the company's tenant, like every request does.
      await tx.execute(tenantScope(empresa.id));
      const scope = new TenantScope(tx, empresa.id);
      await scope.insert(suscripcionesEmpresa, {
        estado_periodo_pueba: 1,
        fecha_fin_periodo_prueba: fechaFinPrueba(empresa.ahora, config.trialDays),
      });
      await scope.insert(sedes, { nombre: SEDE_PRINCIPAL, principal: true });
      for (const c of CATALOGOS)
        for (const fila of c.iniciales ?? []) await scope.insert(TABLAS_CATALOGO[c.recurso], fila as never);
      for (const entrada of [...CONFIGURACIONES_INICIALES, ...datosDelRecibo(input)])
        await scope.insert(configuraciones, entrada);
      await completar?.(scope);
      if (tokenVerificacion)
        await enqueue(
          tx,
          empresa.id,
          'correo',
          correoVerificacion(
            {
              publicUrl: config.publicUrl,
              nombre: input.propietario.nombre,
              email,
              token: tokenVerificacion,
            },
            input.idioma,
          ),
        );
      return { empresaId: empresa.id, usuarioId: usuario.id, token };
    });
  } catch (error) {
    if (esCorreoDuplicado(error)) throw new ConflictError(USUARIO_YA_REGISTRADO, []);
    throw error;
  }
}
