import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * The SSRF guard shared by everything that connects out on a user's say-so (station printers, webhooks): what
 * kind of address an IP is, and the one resolution whose answer the connection then uses (so a name cannot change
 * its answer between the check and the connection: DNS rebinding).
 */
export type ClaseIp = 'loopback' | 'privada' | 'enlace' | 'reservada' | 'publica';

function claseIpv4(ip: string): ClaseIp {
  const [a, b, c] = ip.split('.').map(Number);
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'privada';
  // 169.254.0.0/16: link-local, where cloud metadata (169.254.169.254) lives.
  if (a === 169 && b === 254) return 'enlace';
  if (
    a === 0 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224 // multicast, reserved, broadcast
  )
    return 'reservada';
  return 'publica';
}

/** The class of an IPv4 or IPv6 address (IPv4-mapped IPv6 is judged as its IPv4). */
export function claseIp(ip: string): ClaseIp {
  if (isIP(ip) !== 6) return claseIpv4(ip);
  const v = ip.toLowerCase();
  const mapeada = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (mapeada) return claseIpv4(mapeada[1]);
  if (v === '::1') return 'loopback';
  if (v === '::') return 'reservada';
  if (/^f[cd][0-9a-f]{2}:/.test(v)) return 'privada'; // unique local (AWS metadata fd00:ec2::254 too)
  if (/^fe[89ab][0-9a-f]:/.test(v)) return 'enlace';
  if (/^ff/.test(v) || /^2001:0?db8:/.test(v) || /^64:ff9b:/.test(v) || /^::/.test(v)) return 'reservada';
  return 'publica';
}

/** The address may not be reached from this server: no retry will change it. */
export class DireccionNoPermitidaError extends Error {}
/** The name did not resolve (may change: a retry can succeed). */
export class HostNoResuelveError extends Error {}

/**
 * Resolves `host` once (every address it answers is checked) and gives the first address, refused
 * (`DireccionNoPermitidaError`) unless `permitida(clase)` holds for each.
 */
export async function resolverDestino(
  host: string,
  permitida: (clase: ClaseIp) => boolean,
  motivo: (host: string, ip: string, clase: ClaseIp) => string = (h, ip, clase) =>
    `${h} (${ip}) es una dirección ${clase}, no permitida`,
): Promise<string> {
  const limpio = host.replace(/^\[(.*)\]$/, '$1');
  let direcciones: string[];
  if (isIP(limpio)) direcciones = [limpio];
  else {
    try {
      direcciones = (await lookup(limpio, { all: true, verbatim: true })).map((d) => d.address);
    } catch (error) {
      throw new HostNoResuelveError(`${host} no resuelve: ${(error as Error).message}`);
    }
  }
  if (direcciones.length === 0) throw new HostNoResuelveError(`${host} no resuelve`);
  for (const ip of direcciones)
    if (!permitida(claseIp(ip))) throw new DireccionNoPermitidaError(motivo(host, ip, claseIp(ip)));
  return direcciones[0];
}
