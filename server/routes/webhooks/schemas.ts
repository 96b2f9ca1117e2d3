import { z } from 'zod';
import { respuestas } from '../../../common/api';
import {
  entregaWebhook,
  listaWebhooks,
  MENSAJES_WEBHOOKS as M,
  TIPOS_EVENTO_WEBHOOK,
  webhook,
  webhookConSecreto,
  WEBHOOK_URL_MAX,
} from '../../../common/webhooks';
import { pagina } from '../../../common/api';
import { pageQuery } from '../../lib/schemas';

/** POST webhooks/webhook: the URL (https, public), at least one event type, an optional description. */
export const webhookBody = z.object({
  url: z
    .string({ error: 'El campo url es requerido' })
    .trim()
    .min(1, 'El campo url es requerido')
    .max(WEBHOOK_URL_MAX, M.urlLarga),
  eventos: z
    .array(z.enum(TIPOS_EVENTO_WEBHOOK), { error: M.eventosRequeridos })
    .refine((l) => l.length > 0, M.eventosRequeridos),
  descripcion: z.string().trim().max(200, 'La descripción admite hasta 200 caracteres').nullish(),
});

export const entregasQuery = pageQuery.pick({ page: true, rowsPerPage: true });

export const respuestasWebhooks = {
  lista: respuestas(listaWebhooks),
  conSecreto: respuestas(webhookConSecreto),
  uno: respuestas(webhook),
  entregas: respuestas(pagina(entregaWebhook)),
  vacio: respuestas(z.null()),
};
