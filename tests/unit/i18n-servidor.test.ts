import { describe, expect, it } from 'vitest';
import { IDIOMAS, idiomaDeCabecera, type Idioma } from '../../server/i18n/idiomas';
import { TEXTOS_CORREO } from '../../server/i18n/correos';
import { MENSAJES_ES, PALABRAS_ES } from '../../server/i18n/errores/es';
import { TRADUCCIONES_ERRORES, traducirEnvelope, traducirMensaje } from '../../server/i18n/errores';
import { FRAMEWORK_MESSAGES, GENERIC_ERROR, RUTA_INEXISTENTE } from '../../server/plugins/errors';
import { ForbiddenError, NotFoundError, UNAUTHENTICATED } from '../../server/lib/errors';
import { LABELS, toValidationError } from '../../server/lib/validation';
import { SIN_PERMISO } from '../../server/plugins/permisos';
import { MENSAJE_LIMITE } from '../../server/plugins/rate-limit';
import { MENSAJES_CAPTCHA } from '../../server/plugins/captcha';
import { MENSAJE_PASSWORD_DEBIL } from '../../server/lib/fortaleza';
import { MENSAJES_RESTRICCION } from '../../server/db/errores-pg';
import { MENSAJES_UPLOADS } from '../../server/plugins/uploads';
import { MENSAJES_AUTH } from '../../server/routes/auth/service';
import { MENSAJES as MENSAJES_FORMULARIOS } from '../../server/routes/auth/schemas';
import { mensajeBloqueo } from '../../server/routes/auth/bloqueo';
import { USUARIO_YA_REGISTRADO } from '../../server/services/empresas';
import { MENSAJES_USUARIOS } from '../../server/routes/usuarios/schemas';
import {
  correoInvitacion,
  correoRestablecimiento,
  correoVerificacion,
  type Correo,
} from '../../server/plugins/mail';
import { correoIntentosFallidos, correoPasswordCambiada } from '../../server/routes/auth/avisos';
import { correoAvisoCambio, correoConfirmarCambio } from '../../server/routes/usuarios/avisos';

/**
 * The server's own texts in the six languages (issue 30): the mails and the API's refusals. Every language has
 * the keys of the Spanish, none empty, the same {placeholders}, none left as the Spanish.
 */
const OTROS = IDIOMAS.filter((i): i is Exclude<Idioma, 'es'> => i !== 'es');

type Arbol = { [clave: string]: string | string[] | Arbol };
const planos = (arbol: object, prefijo = ''): [string, string][] =>
  Object.entries(arbol as Arbol).flatMap(([clave, valor]) =>
    typeof valor === 'string'
      ? [[`${prefijo}${clave}`, valor] as [string, string]]
      : Array.isArray(valor)
        ? valor.map((v, i) => [`${prefijo}${clave}.${i}`, v] as [string, string])
        : planos(valor, `${prefijo}${clave}.`),
  );
const marcas = (texto: string) => [...texto.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Words rightly the same as in Spanish in a language (cognates, technical words). */
const IGUALES: Partial<Record<Idioma, string[]>> = {
  en: [],
  fr: ['minute'],
  it: ['componente', 'minuto'],
};

describe('mail texts, key for key', () => {
  const espanol = planos(TEXTOS_CORREO.es);
  it.each(OTROS)('%s has every key of the Spanish, same placeholders, translated', (idioma) => {
    const traduccion = new Map(planos(TEXTOS_CORREO[idioma]));
    expect([...traduccion.keys()].sort()).toEqual(espanol.map(([k]) => k).sort());
    for (const [clave, texto] of espanol) {
      const otro = traduccion.get(clave)!;
      expect(otro.trim(), `${idioma} ${clave}`).not.toBe('');
      expect(marcas(otro), `${idioma} ${clave}`).toEqual(marcas(texto));
      expect(otro, `${idioma} ${clave} left in Spanish`).not.toBe(texto);
    }
  });
});

describe('API messages, key for key', () => {
  it.each(OTROS)('%s translates every listed message and word', (idioma) => {
    const { mensajes, palabras } = TRADUCCIONES_ERRORES[idioma];
    expect(Object.keys(mensajes).sort()).toEqual([...MENSAJES_ES].sort());
    expect(Object.keys(palabras).sort()).toEqual([...PALABRAS_ES].sort());
    for (const [es, otro] of [...Object.entries(mensajes), ...Object.entries(palabras)]) {
      expect(otro.trim(), `${idioma} ${es}`).not.toBe('');
      expect(marcas(otro), `${idioma} ${es}`).toEqual(marcas(es));
      if (!IGUALES[idioma]?.includes(es)) expect(otro, `${idioma} ${es} left in Spanish`).not.toBe(es);
    }
  });

  it('lists the messages the server answers, so none drifts out of the dictionary', () => {
    const lanzados = [
      GENERIC_ERROR,
      RUTA_INEXISTENTE,
      ...Object.values(FRAMEWORK_MESSAGES).map(([, m]) => m),
      new NotFoundError().message,
      new ForbiddenError().message,
      SIN_PERMISO,
      MENSAJE_LIMITE,
      MENSAJE_PASSWORD_DEBIL,
      USUARIO_YA_REGISTRADO,
      MENSAJES_CAPTCHA.faltante.signin,
      MENSAJES_CAPTCHA.faltante.signup,
      MENSAJES_CAPTCHA.expirado,
      MENSAJES_CAPTCHA.noDisponible,
      MENSAJES_RESTRICCION.check,
      MENSAJES_RESTRICCION.noExiste,
      MENSAJES_RESTRICCION.enUso,
      MENSAJES_RESTRICCION.repetido,
      MENSAJES_RESTRICCION.requerido('nombre'),
      ...Object.values(MENSAJES_UPLOADS),
      ...Object.values(MENSAJES_FORMULARIOS),
      ...Object.values(MENSAJES_AUTH),
      ...Object.values(MENSAJES_USUARIOS),
      mensajeBloqueo(45_000),
      mensajeBloqueo(120_000),
    ];
    for (const m of lanzados) expect(traducirMensaje(m, 'en'), m).not.toBe(m);
    for (const etiqueta of new Set(Object.values(LABELS)))
      if (!['captcha', 'token', 'error', 'id'].includes(etiqueta))
        expect(PALABRAS_ES as readonly string[], etiqueta).toContain(etiqueta);
  });
});

describe('translating a refusal', () => {
  it('answers the language, its placeholders filled and the field named in the language', () => {
    expect(traducirMensaje('El registro no existe o no pertenece a tu empresa', 'en')).toBe(
      'The record does not exist or does not belong to your company',
    );
    expect(traducirMensaje('El campo correo electrónico es requerido', 'fr')).toBe(
      'Le champ adresse e-mail est obligatoire',
    );
    expect(traducirMensaje('El campo nombre no puede tener más de 80 caracteres', 'it')).toBe(
      'Il campo nome non può superare 80 caratteri',
    );
    expect(traducirMensaje(mensajeBloqueo(45_000), 'ar')).toBe(
      'محاولات فاشلة كثيرة جدًا لهذا الحساب. حفاظًا على الأمان، انتظر 45 ثانية قبل المحاولة مرة أخرى أو أعد تعيين كلمة المرور.',
    );
    expect(traducirMensaje(mensajeBloqueo(120_000), 'zh')).toContain('等待 2 分钟');
  });

  it('keeps Spanish word for word, an unlisted message as it is, and the texts the app compares', () => {
    for (const m of MENSAJES_ES) expect(traducirMensaje(m, 'es')).toBe(m);
    expect(traducirMensaje('Un mensaje que el diccionario no tiene', 'en')).toBe(
      'Un mensaje que el diccionario no tiene',
    );
    expect(traducirMensaje(UNAUTHENTICATED, 'fr')).toBe(UNAUTHENTICATED);
  });

  it('translates the envelope: message, field errors and message_object, the rest untouched', () => {
    const v = toValidationError([
      { instancePath: '/email', keyword: 'invalid_type', params: {}, message: 'received undefined' },
    ] as never);
    const body = { success: false, code: 422, message: v.message, data: v.data };
    expect(traducirEnvelope(body, 'en')).toEqual({
      success: false,
      code: 422,
      message: 'The email field is required',
      data: { errors: { email: ['The email field is required'] } },
    });
    expect(traducirEnvelope(body, 'es')).toBe(body);
    const conObjeto = {
      message: MENSAJES_AUTH.enlaceRestablecimiento,
      data: null,
      message_object: { token: [MENSAJES_AUTH.enlaceRestablecimiento] },
    };
    expect(traducirEnvelope(conObjeto, 'ar').message_object).toEqual({
      token: ['رابط إعادة تعيين كلمة المرور غير صالح أو انتهت صلاحيته'],
    });
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['es-CO,es;q=0.9', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['fr', 'fr'],
    ['it-IT', 'it'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['ar', 'ar'],
    ['de-DE,de;q=0.9', 'es'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['en;q=0.2,ar;q=0.8', 'ar'],
    ['en;q=0', 'es'],
    ['*', 'es'],
  ] as const)('%j → %s', (cabecera, idioma) => expect(idiomaDeCabecera(cabecera)).toBe(idioma));
});

describe('each mail in each language', () => {
  const datos = { publicUrl: 'https://app.co', nombre: 'Ana', email: 'ana@x.co', token: 'tok' };
  const cambio = {
    publicUrl: 'https://app.co',
    nombre: 'Ana',
    empresa: 'La Esquina',
    anterior: 'ana@x.co',
    nuevo: 'ana@y.co',
  };
  const correos: Record<string, (idioma: Idioma) => Correo> = {
    verificacion: (i) => correoVerificacion(datos, i),
    restablecimiento: (i) => correoRestablecimiento(datos, i),
    invitacion: (i) =>
      correoInvitacion(
        {
          publicUrl: 'https://app.co',
          empresa: 'La Esquina',
          email: 'ana@x.co',
          token: 'tok',
          id: 7,
          dias: 7,
        },
        i,
      ),
    intentosFallidos: (i) => correoIntentosFallidos(datos, 5, i),
    passwordCambiada: (i) => correoPasswordCambiada(datos, i),
    confirmarCambio: (i) => correoConfirmarCambio(cambio, 'tok', 72, i),
    avisoCambio: (i) => correoAvisoCambio(cambio, i),
  };
  const casos = Object.keys(correos).flatMap((clave) => IDIOMAS.map((idioma) => [clave, idioma] as const));

  it.each(casos)(
    '%s in %s: its subject, paragraphs, button and signature, values filled',
    (clave, idioma) => {
      const c = correos[clave]!(idioma);
      const textos = TEXTOS_CORREO[idioma][clave as 'verificacion'];
      const { comun } = TEXTOS_CORREO[idioma];
      expect(c.asunto.replace('La Esquina', '{empresa}')).toBe(textos.asunto);
      expect(c.html).toContain(`<html lang="${idioma}"${idioma === 'ar' ? ' dir="rtl"' : ''}>`);
      for (const parte of [...textos.parrafos, textos.boton, comun.firma]) {
        const primera = parte.split(/\{\w+\}/)[0]!;
        expect(c.texto, parte).toContain(primera);
      }
      expect(c.html.replace(/&#39;/g, "'")).toContain(comun.sinBoton);
      expect(c.texto).not.toMatch(/\{\w+\}/);
      expect(c.html).not.toMatch(/\{\w+\}/);
      expect(c.texto).toContain('https://app.co/');
      if (clave !== 'invitacion') expect(c.texto).toContain('Ana');
      if (clave === 'invitacion' || clave.endsWith('Cambio')) expect(c.texto).toContain('La Esquina');
    },
  );

  it('Spanish stays the default and word for word', () => {
    const c = correoVerificacion(datos);
    expect(c).toEqual(correoVerificacion(datos, 'es'));
    expect(c.asunto).toBe('Verifica tu correo');
    expect(c.html).toContain('<html lang="es">');
    expect(c.texto).toBe(
      [
        'Verifica tu correo',
        '',
        'Hola Ana,',
        '',
        'Gracias por crear tu cuenta en Comanda. Para terminar, confirma que este correo es tuyo.',
        '',
        'El enlace es válido durante 72 horas.',
        '',
        `Verificar mi correo: ${c.enlace}`,
        '',
        'Si no creaste una cuenta en Comanda, ignora este mensaje.',
        '',
        '— El equipo de Comanda',
      ].join('\n'),
    );
    expect(
      correoInvitacion({
        publicUrl: 'https://app.co',
        empresa: 'La Esquina',
        email: 'a@x.co',
        token: 't',
        id: 1,
        dias: 7,
      }).asunto,
    ).toBe('Te invitaron a La Esquina en Comanda');
  });

  it('English, French and Arabic read as written', () => {
    expect(correoRestablecimiento(datos, 'en').asunto).toBe('Reset your password');
    expect(correoIntentosFallidos(datos, 5, 'fr').texto).toContain(
      "Quelqu'un a tenté de se connecter à votre compte Comanda 5 fois de suite avec un mot de passe incorrect.",
    );
    expect(correoConfirmarCambio(cambio, 'tok', 72, 'ar').texto).toContain('الرابط صالح لمدة 72 ساعة');
    expect(correoPasswordCambiada(datos, 'zh').texto).toContain('Ana，您好：');
  });
});
