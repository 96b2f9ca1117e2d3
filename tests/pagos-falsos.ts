import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Local fakes of Wompi's REST API and PayU's service.cgi that answer as their documentation says, on 127.0.0.1 at
 * a random port. They check what a real gateway checks (keys, signature, unique reference) from the documents'
 * text, not from our code, and keep every request so a test can look at what was sent.
 */

interface Pedido {
  metodo: string;
  ruta: string;
  auth: string | undefined;
  cuerpo: Record<string, unknown>;
}

async function servidor(responder: (p: Pedido, res: ServerResponse) => void) {
  const pedidos: Pedido[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const partes: Buffer[] = [];
    req.on('data', (d) => partes.push(d));
    req.on('end', () => {
      const texto = Buffer.concat(partes).toString('utf8');
      const p: Pedido = {
        metodo: req.method ?? 'GET',
        ruta: req.url ?? '/',
        auth: req.headers.authorization,
        cuerpo: texto ? JSON.parse(texto) : {},
      };
      pedidos.push(p);
      res.setHeader('content-type', 'application/json');
      responder(p, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const puerto = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${puerto}`,
    pedidos,
    cerrar: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const enviar = (res: ServerResponse, status: number, cuerpo: unknown) => {
  res.statusCode = status;
  res.end(JSON.stringify(cuerpo));
};
const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

export const LLAVES_WOMPI = {
  llavePublica: 'pub_test_falsa',
  llavePrivada: 'prv_test_falsa',
  secretoIntegridad: 'test_integrity_falso',
};

/**
 * Wompi: Bearer keys, acceptance tokens, payment sources, transactions (PENDING first, 422 on a repeated reference),
 * the list by `?reference=`. `red.perder` drops the answer of the next charge after making it (a timeout on the
 * way back); `red.caida` drops every connection (the gateway unreachable).
 */
export async function wompiFalso(estadoFinal: (monto: number) => string = () => 'APPROVED') {
  const transacciones = new Map<string, Record<string, unknown>>();
  const red = { perder: false, caida: false };
  const referencias = new Set<string>();
  let siguiente = 1;
  const s = await servidor((p, res) => {
    if (red.caida) return res.destroy();
    if (p.metodo === 'GET' && p.ruta === `/v1/merchants/${LLAVES_WOMPI.llavePublica}`)
      return enviar(res, 200, {
        data: {
          presigned_acceptance: { acceptance_token: 'acept_terminos', permalink: 'https://x/terminos.pdf' },
          presigned_personal_data_auth: { acceptance_token: 'acept_datos', permalink: 'https://x/datos.pdf' },
        },
      });
    if (p.auth !== `Bearer ${LLAVES_WOMPI.llavePrivada}`)
      return enviar(res, 401, {
        error: { type: 'INVALID_ACCESS_TOKEN', reason: 'Se esperaba una llave privada' },
      });
    if (p.metodo === 'POST' && p.ruta === '/v1/payment_sources') {
      const c = p.cuerpo;
      if (
        c.type !== 'CARD' ||
        c.acceptance_token !== 'acept_terminos' ||
        c.accept_personal_auth !== 'acept_datos'
      )
        return enviar(res, 422, {
          error: { type: 'INPUT_VALIDATION_ERROR', messages: { acceptance_token: ['inválido'] } },
        });
      return enviar(res, 201, { data: { id: 3891, type: 'CARD', token: c.token, status: 'AVAILABLE' } });
    }
    if (p.metodo === 'POST' && p.ruta === '/v1/transactions') {
      const c = p.cuerpo;
      const firma = sha256(
        `${c.reference}${c.amount_in_cents}${c.currency}${LLAVES_WOMPI.secretoIntegridad}`,
      );
      if (!Number.isInteger(c.amount_in_cents) || c.signature !== firma)
        return enviar(res, 422, {
          error: { type: 'INPUT_VALIDATION_ERROR', messages: { signature: ['inválida'] } },
        });
      if (referencias.has(String(c.reference)))
        return enviar(res, 422, {
          error: {
            type: 'INPUT_VALIDATION_ERROR',
            messages: { reference: ['La referencia ya ha sido usada'] },
          },
        });
      referencias.add(String(c.reference));
      const id = `12345-${siguiente++}`;
      const t = {
        id,
        reference: c.reference,
        amount_in_cents: c.amount_in_cents,
        currency: c.currency,
        status: 'PENDING',
      };
      transacciones.set(id, { ...t, status: estadoFinal(Number(c.amount_in_cents)) });
      if (red.perder) {
        red.perder = false;
        return res.destroy();
      }
      return enviar(res, 201, { data: t });
    }
    const buscar = /^\/v1\/transactions\?reference=(.*)$/.exec(p.ruta);
    if (p.metodo === 'GET' && buscar) {
      const referencia = decodeURIComponent(buscar[1]);
      return enviar(res, 200, {
        data: [...transacciones.values()].filter((t) => t.reference === referencia),
      });
    }
    const leer = /^\/v1\/transactions\/(.+)$/.exec(p.ruta);
    if (p.metodo === 'GET' && leer) {
      const t = transacciones.get(decodeURIComponent(leer[1]));
      return t ? enviar(res, 200, { data: t }) : enviar(res, 404, { error: { type: 'NOT_FOUND_ERROR' } });
    }
    enviar(res, 404, { error: { type: 'NOT_FOUND_ERROR' } });
  });
  return { ...s, red, url: `${s.url}/v1` };
}

export const LLAVES_PAYU = {
  apiLogin: 'pRRXKOl8ikMmt9u',
  apiKey: '4Vj8eK4rloUd272L48hsrarnUA',
  merchantId: '508029',
  accountId: '512321',
};

/**
 * PayU's service.cgi: SUBMIT_TRANSACTION checks keys and the MD5 signature; TRANSACTION_RESPONSE_DETAIL reads one;
 * ORDER_DETAIL_BY_REFERENCE_CODE lists the orders under a reference with their transactions. `red.perder` drops
 * the answer of the next submit after making it.
 */
export async function payuFalso(estado = 'APPROVED') {
  const transacciones = new Map<string, Record<string, unknown>>();
  const red = { perder: false };
  let siguiente = 1;
  const s = await servidor((p, res) => {
    const c = p.cuerpo as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (p.metodo !== 'POST' || !p.ruta.endsWith('/service.cgi')) return enviar(res, 404, {});
    if (c.merchant?.apiLogin !== LLAVES_PAYU.apiLogin || c.merchant?.apiKey !== LLAVES_PAYU.apiKey)
      return enviar(res, 200, { code: 'ERROR', error: 'Invalid credentials' });
    if (c.command === 'SUBMIT_TRANSACTION') {
      const o = c.transaction.order;
      const v = o.additionalValues.TX_VALUE;
      const firma = createHash('md5')
        .update(`${LLAVES_PAYU.apiKey}~${LLAVES_PAYU.merchantId}~${o.referenceCode}~${v.value}~${v.currency}`)
        .digest('hex');
      if (o.signature !== firma) return enviar(res, 200, { code: 'ERROR', error: 'Invalid signature' });
      const id = `tx-${siguiente++}`;
      transacciones.set(id, { state: estado, referenceCode: o.referenceCode });
      if (red.perder) {
        red.perder = false;
        return res.destroy();
      }
      return enviar(res, 200, {
        code: 'SUCCESS',
        error: null,
        transactionResponse: {
          orderId: 1000 + siguiente,
          transactionId: id,
          state: estado,
          responseCode: 'APPROVED',
        },
      });
    }
    if (c.command === 'TRANSACTION_RESPONSE_DETAIL') {
      const t = transacciones.get(c.details?.transactionId);
      if (!t) return enviar(res, 200, { code: 'ERROR', error: 'Transaction not found' });
      return enviar(res, 200, { code: 'SUCCESS', result: { payload: t } });
    }
    if (c.command === 'ORDER_DETAIL_BY_REFERENCE_CODE') {
      const referencia = c.details?.referenceCode;
      const propias = [...transacciones].filter(([, t]) => t.referenceCode === referencia);
      return enviar(res, 200, {
        code: 'SUCCESS',
        result: {
          payload: propias.length
            ? [
                {
                  id: 840_000 + propias.length,
                  referenceCode: referencia,
                  status: 'CAPTURED',
                  transactions: propias.map(([id, t]) => ({
                    id,
                    type: 'AUTHORIZATION_AND_CAPTURE',
                    transactionResponse: { state: t.state, responseCode: 'APPROVED' },
                  })),
                },
              ]
            : null,
        },
      });
    }
    enviar(res, 200, { code: 'ERROR', error: 'Unknown command' });
  });
  return {
    ...s,
    red,
    urlPagos: `${s.url}/payments-api/4.0/service.cgi`,
    urlConsultas: `${s.url}/reports-api/4.0/service.cgi`,
  };
}
