import { describe, expect, it } from 'vitest';
import { claseIp, type ClaseIp } from '../../server/lib/destinos';

/** Every form an address may take, with the class the printer and webhook guards judge it by. */
const FORMAS: [string, ClaseIp][] = [
  // IPv4
  ['8.8.8.8', 'publica'],
  ['172.32.0.1', 'publica'],
  ['10.1.2.3', 'privada'],
  ['172.16.0.9', 'privada'],
  ['192.168.1.50', 'privada'],
  ['127.0.0.1', 'loopback'],
  ['127.8.8.8', 'loopback'],
  ['169.254.1.1', 'enlace'],
  ['169.254.169.254', 'metadatos'],
  ['0.0.0.0', 'reservada'],
  ['100.64.0.1', 'reservada'],
  ['224.0.0.1', 'reservada'],
  ['255.255.255.255', 'reservada'],
  ['240.0.0.1', 'reservada'],
  ['192.0.2.1', 'reservada'],
  // IPv6
  ['2800:3f0:4005::200e', 'publica'],
  ['2606:4700::1111', 'publica'],
  ['::1', 'loopback'],
  ['::', 'reservada'],
  ['fe80::1', 'enlace'],
  ['fd12:3456::1', 'privada'],
  ['fd00:ec2::254', 'metadatos'],
  ['ff02::1', 'reservada'],
  ['2001:db8::1', 'reservada'],
  // IPv4-mapped and IPv4-compatible: judged as their IPv4
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:169.254.169.254', 'metadatos'],
  ['::ffff:8.8.8.8', 'publica'],
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['::a00:1', 'privada'],
  ['::ffff:0:7f00:1', 'loopback'],
  // 6to4 (2002:<IPv4>::/48)
  ['2002:7f00:1::', 'loopback'],
  ['2002:a9fe:a9fe::1', 'metadatos'],
  ['2002:c0a8:101::1', 'privada'],
  ['2002:808:808::1', 'publica'],
  // Teredo (client IPv4 inverted in the last 32 bits; server 65.54.227.120)
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
  ['2001:0:4136:e378:8000:63bf:3f57:fefa', 'privada'],
  ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'publica'],
  ['2001:0:7f00:1:8000:63bf:f7f7:f7f7', 'loopback'],
  // NAT64
  ['64:ff9b::a00:1', 'privada'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::808:808', 'publica'],
  ['64:ff9b:1::a00:1', 'reservada'],
  // Not an address
  ['impresora', 'reservada'],
];

describe('claseIp (ipaddr.js ranges, embedded IPv4 judged as its IPv4)', () => {
  it.each(FORMAS)('%s is %s', (ip, clase) => {
    expect(claseIp(ip)).toBe(clase);
  });

  it('takes a bracketed IPv6 as the URL writes it', () => {
    expect(claseIp('[::ffff:127.0.0.1]')).toBe('loopback');
    expect(claseIp('[2606:4700::1111]')).toBe('publica');
  });
});
