/**
 * Which URLs a webhook may have. http(s) only (https in production); no credentials in the
 * URL (it is listed back and logged); and, unless the operator sets
 * WEBHOOK_ALLOW_PRIVATE_URLS, only hosts that are public: an IP literal must be a public
 * address, and a host name must be fully qualified and resolve only to public addresses.
 *
 * The deliverer should check the address again when it connects: DNS may answer differently
 * later (DNS rebinding); isPublicAddress is the same check.
 */
import { lookup } from 'node:dns/promises';
import type { Environment } from '../../config.js';
import { isPublicAddress } from './addresses.js';

/** All the addresses a host name resolves to; rejects when it does not resolve. */
export type HostResolver = (hostname: string) => Promise<string[]>;

export const systemHostResolver: HostResolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface WebhookUrlPolicy {
  environment: Environment;
  allowPrivate: boolean;
  resolveHost: HostResolver;
}

const maxWebhookUrlLength = 2048;
const resolveTimeoutMs = 5_000;

export const webhookUrlMessages = {
  required: 'is required',
  notString: 'must be a string',
  tooLong: `must be at most ${maxWebhookUrlLength} characters long`,
  notUrl: 'must be an absolute http or https URL, such as https://example.com/webhooks',
  httpsOnly: 'must use https',
  httpOnly: 'must use http or https',
  credentials: 'must not contain a username or password',
  privateAddress: 'must not point to a loopback, private or link-local address',
  resolvesPrivate: 'has a host name that resolves to a loopback, private or link-local address',
  unqualified: 'must name its host by a fully qualified domain name, such as hooks.example.com',
  unresolved: 'has a host name that does not resolve',
};

/** The normalised URL (as the WHATWG URL parser writes it), or the problem with it. */
export async function checkWebhookUrl(raw: unknown, policy: WebhookUrlPolicy): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const fail = (message: string) => ({ ok: false as const, message });
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return fail(webhookUrlMessages.required);
  if (typeof raw !== 'string') return fail(webhookUrlMessages.notString);
  const text = raw.trim();
  if (text.length > maxWebhookUrlLength) return fail(webhookUrlMessages.tooLong);
  if (!URL.canParse(text)) return fail(webhookUrlMessages.notUrl);
  const url = new URL(text);
  if (policy.environment === 'production' && url.protocol !== 'https:') return fail(webhookUrlMessages.httpsOnly);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail(webhookUrlMessages.httpOnly);
  if (url.username !== '' || url.password !== '') return fail(webhookUrlMessages.credentials);
  if (!policy.allowPrivate) {
    const problem = await hostProblem(url.hostname, policy.resolveHost);
    if (problem) return fail(problem);
  }
  return { ok: true, url: url.href };
}

async function hostProblem(hostname: string, resolveHost: HostResolver): Promise<string | null> {
  // The parser has already turned decimal, octal and hex IPv4 forms into dotted quads.
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname.replace(/\.$/, '').toLowerCase();
  if (/^[\d.]+$/.test(host) || host.includes(':')) return isPublicAddress(host) ? null : webhookUrlMessages.privateAddress;
  if (host === 'localhost' || host.endsWith('.localhost')) return webhookUrlMessages.privateAddress;
  if (!host.includes('.')) return webhookUrlMessages.unqualified;
  const addresses = await resolveWithTimeout(resolveHost, host);
  if (addresses === null || addresses.length === 0) return webhookUrlMessages.unresolved;
  return addresses.every(isPublicAddress) ? null : webhookUrlMessages.resolvesPrivate;
}

async function resolveWithTimeout(resolveHost: HostResolver, host: string): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), resolveTimeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([resolveHost(host).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
