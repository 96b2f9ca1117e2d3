import type { Challenge } from 'altcha-lib';
import { payloadDe } from '../tests/api/auth-soporte';

/** Signs in over HTTP as the browser does: fetch a captcha challenge, solve it, post login. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      method: 'login',
      invitation: 'null',
      recaptchaToken: await payloadDe(challenge),
    }),
  });
  const body = (await res.json()) as { data: { token?: string }; message: string };
  if (!res.ok || !body.data.token) throw new Error(`login respondió ${res.status}: ${body.message}`);
  return body.data.token;
}
