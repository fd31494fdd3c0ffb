import type { TLSSocket } from 'node:tls';
import type { Config } from '../config.js';
import type { Services } from '../domain/services.js';
import { ForbiddenError } from '../domain/shared/errors.js';
import type { EdgeRequest } from './edge-request.js';

/**
 * The client's address for the guessing limits. Behind TRUST_PROXY, each of the
 * TRUST_PROXY_HOPS proxies appends the address it was reached from to X-Forwarded-For, so the
 * client is that many entries from the right; entries further left are whatever the client
 * sent and are never believed.
 */
export function clientAddress(forwardedFor: string | null, socketAddress: string | undefined, config: Pick<Config, 'trustProxy' | 'trustProxyHops'>): string {
  if (config.trustProxy && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const client = hops[Math.max(hops.length - config.trustProxyHops, 0)];
    if (client) return client;
  }
  return socketAddress || 'unknown';
}

/** Production is HTTPS only; plain HTTP is accepted on loopback (development, health checks). */
export function refuseInsecureProduction(request: EdgeRequest, services: Services): void {
  const { socket } = request;
  if (!socket) return;
  const forwardedProto = request.headers.get('x-forwarded-proto');
  if (!isAcceptableTransport(services, socket, forwardedProto)) throw new HttpsRequiredError();
}

export function isAcceptableTransport(services: Services, socket: TLSSocket, forwardedProto: string | null): boolean {
  if (services.config.environment !== 'production') return true;
  if (socket.encrypted) return true;
  if (services.config.trustProxy && forwardedProto?.split(',')[0]?.trim() === 'https') return true;
  const remote = socket.remoteAddress ?? '';
  return remote === '::1' || remote.startsWith('127.') || remote === '::ffff:127.0.0.1';
}

class HttpsRequiredError extends ForbiddenError {
  constructor() {
    super('HTTPS is required: this service does not accept unencrypted HTTP');
  }
}
