import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { requestHeader } from './node-request.js';

/**
 * The caller's address for per-IP limits. The socket's peer, unless `trustProxy` proxies stand in
 * front: each appends the address it received from to X-Forwarded-For, so the client is the entry
 * `trustProxy` places before the socket's peer; anything further left was written by the client
 * and is ignored. Undefined only for in-process requests (tests) without a trusted header.
 */
export function clientIp(c: Context, trustProxy: number): string | undefined {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
  if (trustProxy <= 0) return socket ? ipKey(socket) : undefined;
  const forwarded = (requestHeader(c, 'x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const hops = [...forwarded, socket];
  const client = hops[Math.max(0, hops.length - 1 - trustProxy)];
  return client ? ipKey(client) : undefined;
}

/**
 * The address as a limit key: IPv4-mapped IPv6 as plain IPv4, and IPv6 by its /64 (one customer's
 * network hands out a whole /64, so single addresses would let one client rotate for ever).
 */
export function ipKey(address: string): string {
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
