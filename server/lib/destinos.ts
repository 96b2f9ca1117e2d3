import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard shared by everything that connects out on a user's say-so (station printers, webhooks): what
 * kind of address an IP is, and the one resolution whose answer the connection then uses (so a name cannot change
 * its answer between the check and the connection: DNS rebinding).
 *
 * 'reservada' is every special range that is neither loopback, private nor link-local: unspecified, broadcast,
 * multicast, carrier-grade NAT, documentation, benchmarking and the other reserved blocks. 'metadatos' is a cloud
 * metadata endpoint (always refused, even where its range is otherwise accepted: fd00:ec2::254 is unique-local).
 */
export type ClaseIp = 'loopback' | 'privada' | 'enlace' | 'metadatos' | 'reservada' | 'publica';

/** How an error message names each class ("una dirección …"). */
export const NOMBRE_CLASE: Record<ClaseIp, string> = {
  loopback: 'de loopback',
  privada: 'privada',
  enlace: 'de enlace local',
  metadatos: 'de metadatos de la nube',
  reservada: 'reservada',
  publica: 'pública',
};

const METADATOS = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/** ipaddr.js's ranges of both families and the class each is; any other range is 'reservada'. */
const CLASE_DE_RANGO = new Map<string, ClaseIp>([
  ['unicast', 'publica'],
  ['private', 'privada'],
  ['uniqueLocal', 'privada'],
  ['loopback', 'loopback'],
  ['linkLocal', 'enlace'],
]);
const claseDeRango = (ip: ipaddr.IPv4 | ipaddr.IPv6): ClaseIp =>
  CLASE_DE_RANGO.get(ip.range()) ?? 'reservada';

function claseIpv4(ip: ipaddr.IPv4): ClaseIp {
  return METADATOS.has(ip.toString()) ? 'metadatos' : claseDeRango(ip);
}

const ipv4De = (alto: number, bajo: number) =>
  new ipaddr.IPv4([alto >> 8, alto & 0xff, bajo >> 8, bajo & 0xff]);

/**
 * The IPv4 addresses an IPv6 address carries and reaches (mapped, IPv4-compatible, SIIT, NAT64 64:ff9b::/96,
 * 6to4, Teredo's server and client), or null for a native IPv6 address.
 */
function ipv4Embebidas(ip: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = ip.parts;
  switch (ip.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [ipv4De(p[6], p[7])];
    case 'rfc6052':
      // Only the well-known prefix has a fixed place for the IPv4; 64:ff9b:1::/48 (local use) has none.
      return p[2] === 0 ? [ipv4De(p[6], p[7])] : [];
    case '6to4':
      return [ipv4De(p[1], p[2])];
    case 'teredo':
      // 2001:0:<server>:<flags>:<port ^ ffff>:<client ^ ffffffff>
      return [ipv4De(p[6] ^ 0xffff, p[7] ^ 0xffff), ipv4De(p[2], p[3])];
    case 'unicast':
      // IPv4-compatible ::a.b.c.d (deprecated; :: and ::1 have their own ranges).
      return p.slice(0, 6).every((x) => x === 0) ? [ipv4De(p[6], p[7])] : null;
    default:
      return null;
  }
}

function claseIpv6(ip: ipaddr.IPv6): ClaseIp {
  if (METADATOS.has(ip.toString())) return 'metadatos';
  const embebidas = ipv4Embebidas(ip);
  if (embebidas) {
    // An address that reaches an IPv4 is judged as it; of two (Teredo), the one that is not public.
    const clases = embebidas.map(claseIpv4);
    return clases.find((c) => c !== 'publica') ?? (clases.length ? 'publica' : 'reservada');
  }
  return claseDeRango(ip);
}

/** The class of an IPv4 or IPv6 address (ipaddr.js's ranges); anything that is not an address is 'reservada'. */
export function claseIp(ip: string): ClaseIp {
  const limpio = ip.replace(/^\[(.*)\]$/, '$1');
  if (!isIP(limpio)) return 'reservada';
  const direccion = ipaddr.parse(limpio);
  return direccion.kind() === 'ipv4'
    ? claseIpv4(direccion as ipaddr.IPv4)
    : claseIpv6(direccion as ipaddr.IPv6);
}

/** The address may not be reached from this server: no retry will change it. */
export class DireccionNoPermitidaError extends Error {}
/** The name did not resolve (may change: a retry can succeed). */
export class HostNoResuelveError extends Error {}

/**
 * Resolves `host` once (every address it answers is checked) and gives the first address, refused
 * (`DireccionNoPermitidaError`) unless `permitida(clase)` holds for each. The caller connects to this address,
 * never to the name again.
 */
export async function resolverDestino(
  host: string,
  permitida: (clase: ClaseIp) => boolean,
  motivo: (host: string, ip: string, clase: ClaseIp) => string = (h, ip, clase) =>
    `${h} (${ip}) es una dirección ${NOMBRE_CLASE[clase]}, no permitida`,
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
