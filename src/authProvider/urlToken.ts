import { setToken } from '../dataProvider/http';
import { limpiarSesion } from './session';

/** Public pages whose `token` query parameter is theirs (a mail or invitation token), not a session. */
const PAGINAS_CON_TOKEN_PROPIO = ['/usermailverify', '/invitado'];

/**
 * Spec §4 'App start': a token in the URL query replaces the stored one, then the page goes once to the same URL
 * without the token and with redirected=true. Call it before rendering; when it answers true the browser is already
 * leaving the page, so do not render.
 */
export function adoptTokenFromUrl(location: Pick<Location, 'href' | 'replace'> = window.location): boolean {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token || PAGINAS_CON_TOKEN_PROPIO.includes(url.pathname)) return false;
  limpiarSesion();
  setToken(token);
  url.searchParams.delete('token');
  url.searchParams.set('redirected', 'true');
  location.replace(url.toString());
  return true;
}
