import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { esRtl, IDIOMA_POR_DEFECTO, type Idioma } from '../i18n/idiomas';
import { interpolar, TEXTOS_CORREO, type TextosCorreo } from '../i18n/correos';

/** A rendered message, as the outbox stores it (JSON) and the mailer sends it. */
export interface Correo {
  para: string;
  asunto: string;
  html: string;
  texto: string;
  /** The link the message carries (tests read it); never logged: it grants the account. */
  enlace?: string;
}

export interface Mailer {
  /** Sends one message (SMTP) or writes it as `.eml` under `${dataDir}/mail/`. Never call it inside a transaction. */
  send(correo: Correo): Promise<{ archivo?: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

const escapar = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function plantilla(
  titulo: string,
  saludo: string,
  parrafos: string[],
  boton: string,
  enlace: string,
  pie: string,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
) {
  const { sinBoton, firma } = TEXTOS_CORREO[idioma].comun;
  const html = `<!doctype html>
<html lang="${idioma}"${esRtl(idioma) ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>${escapar(titulo)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="font-size:22px;margin:0 0 16px">${escapar(titulo)}</h1>
<p style="font-size:15px;line-height:1.5">${escapar(saludo)}</p>
${parrafos.map((p) => `<p style="font-size:15px;line-height:1.5">${escapar(p)}</p>`).join('\n')}
<p style="text-align:center;margin:28px 0">
<a href="${escapar(enlace)}" style="background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold;display:inline-block">${escapar(boton)}</a>
</p>
<p style="font-size:13px;line-height:1.5;color:#6b7280">${escapar(sinBoton)}<br>
<a href="${escapar(enlace)}" style="color:#1d4ed8;word-break:break-all">${escapar(enlace)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#6b7280">${escapar(pie)}</p>
<p style="font-size:13px;color:#6b7280">${escapar(firma)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  const texto = [
    titulo,
    '',
    saludo,
    '',
    ...parrafos.flatMap((p) => [p, '']),
    `${boton}: ${enlace}`,
    '',
    pie,
    '',
    firma,
  ].join('\n');
  return { html, texto };
}

/** A mail of the catalogue (server/i18n/correos) in a language: its texts with the values filled in. */
export function redactar(
  idioma: Idioma,
  clave: Exclude<keyof TextosCorreo, 'comun'>,
  datos: { para: string; enlace: string; nombre?: string; valores?: Record<string, string | number> },
): Correo {
  const { comun } = TEXTOS_CORREO[idioma];
  const textos: { asunto: string; titulo: string; parrafos: string[]; boton: string; pie?: string } =
    TEXTOS_CORREO[idioma][clave];
  const valores = { ...datos.valores, nombre: datos.nombre ?? '' };
  const rellenar = (t: string) => interpolar(t, valores);
  const saludo = datos.nombre === undefined ? comun.saludoSinNombre : rellenar(comun.saludo);
  const { html, texto } = plantilla(
    rellenar(textos.titulo),
    saludo,
    textos.parrafos.map(rellenar),
    textos.boton,
    datos.enlace,
    textos.pie ?? comun.avisoSeguridad,
    idioma,
  );
  return { para: datos.para, asunto: rellenar(textos.asunto), html, texto };
}

export interface DatosEnlace {
  publicUrl: string;
  nombre: string;
  email: string;
  token: string;
}

/** "Verifica tu correo": link to /usermailverify?token=..&email=.. (spec §2). */
export function correoVerificacion(
  { publicUrl, nombre, email, token }: DatosEnlace,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Correo {
  const enlace = `${publicUrl}/usermailverify?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  return { ...redactar(idioma, 'verificacion', { para: email, enlace, nombre }), enlace };
}

/** Password reset: link to /resetpassword?valJp=<token>&email=<email> (spec §2). */
export function correoRestablecimiento(
  { publicUrl, nombre, email, token }: DatosEnlace,
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Correo {
  const enlace = `${publicUrl}/resetpassword?valJp=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  return { ...redactar(idioma, 'restablecimiento', { para: email, enlace, nombre }), enlace };
}

/** Invitation to a company: link to /invitado?token=..&email=..&id=.. (spec §2), single-use, expiring. */
export function correoInvitacion(
  {
    publicUrl,
    empresa,
    email,
    token,
    id,
    dias,
  }: {
    publicUrl: string;
    empresa: string;
    email: string;
    token: string;
    id: number;
    dias: number;
  },
  idioma: Idioma = IDIOMA_POR_DEFECTO,
): Correo {
  const enlace = `${publicUrl}/invitado?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}&id=${id}`;
  return { ...redactar(idioma, 'invitacion', { para: email, enlace, valores: { empresa, dias } }), enlace };
}

/**
 * Outgoing mail. With SMTP_URL it goes through SMTP; without it every message is written as an `.eml` file into
 * `${dataDir}/mail/` and its path is logged (never its link), so sign-up and password reset work on a laptop with no mail server.
 */
export default fp(async (app) => {
  const { config } = app;
  const from = config.mailFrom;

  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    app.addHook('onClose', () => smtp.close());
    app.decorate('mail', {
      async send(correo: Correo) {
        await smtp.sendMail({
          from,
          to: correo.para,
          subject: correo.asunto,
          html: correo.html,
          text: correo.texto,
        });
        return {};
      },
    });
    return;
  }

  const dir = join(config.dataDir, 'mail');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  app.decorate('mail', {
    async send(correo: Correo) {
      const info = await stream.sendMail({
        from,
        to: correo.para,
        subject: correo.asunto,
        html: correo.html,
        text: correo.texto,
      });
      await mkdir(dir, { recursive: true });
      const archivo = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(archivo, info.message as Buffer);
      // Only the file's path: a link or token in the log would let anyone who reads logs take over the account.
      app.log.info({ asunto: correo.asunto, archivo }, 'correo guardado en archivo');
      return { archivo };
    },
  });
});
