import { eventNameProblems, webhookEventNames, type WebhookEventName } from '../domain/webhooks/event-names.js';
import { readFlags } from './flags.js';
import { closestMatch } from './suggest.js';
import { UsageError } from './usage.js';

// `heldfunds listen`'s options (src/cli/listen.ts runs it). Every value is checked here, before
// anything connects: a bad URL, an unknown event name or a malformed secret is a usage error.

export interface ListenOptions {
  /** The server's address, without a trailing slash: its GraphQL WebSocket is `${url}/graphql`. */
  url: string;
  email: string;
  /** An API key of a partner account. */
  key: string;
  /** The local receiver every event is POSTed to, signed. */
  forwardTo: string;
  /** Only these events are forwarded; null: every event. */
  events: WebhookEventName[] | null;
  /** The signing secret given with --secret; unset: a fresh one for this run. */
  secret: string | undefined;
}

/** An http(s) address that names a host and carries no credentials, as a URL. */
function httpUrl(name: string, value: string | undefined, example: string): URL {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required (e.g. ${example})`);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new UsageError(`--${name} must be an http(s) URL such as ${example}; got "${value.slice(0, 200)}"`);
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') {
    throw new UsageError(`--${name} must be an http(s) URL such as ${example}; got "${value.slice(0, 200)}"`);
  }
  if (parsed.username !== '' || parsed.password !== '') throw new UsageError(`--${name} must not carry credentials: give --email and --key`);
  return parsed;
}

/** `--events a,b`: names of webhook events (src/domain/webhooks/event-names.ts), each known. */
function eventsOption(value: string | undefined): WebhookEventName[] | null {
  if (value === undefined) return null;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const problems = eventNameProblems(names, false);
  if (problems) {
    const unknown = names.find((name) => !(webhookEventNames as readonly string[]).includes(name));
    const closest = unknown === undefined ? undefined : closestMatch(unknown, webhookEventNames);
    const hint = closest === undefined ? `; event names: ${webhookEventNames.join(', ')}` : ` (did you mean "${closest}"?)`;
    throw new UsageError(`--events ${problems.join('; ')}${hint}`);
  }
  return [...new Set(names)] as WebhookEventName[];
}

/** A Standard Webhooks secret: `whsec_` and the base64 of at least 24 bytes (the service makes 32). */
function secretOption(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const encoded = value.startsWith('whsec_') ? value.slice('whsec_'.length) : null;
  if (encoded === null || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0 || Buffer.from(encoded, 'base64').length < 24) {
    throw new UsageError('--secret must be a signing secret like the service makes: whsec_ and the base64 of 24 bytes or more');
  }
  return value;
}

export function parseListenOptions(args: string[]): ListenOptions {
  const values = readFlags(args, {
    url: { type: 'string' },
    email: { type: 'string' },
    key: { type: 'string' },
    'forward-to': { type: 'string' },
    events: { type: 'string' },
    secret: { type: 'string' },
  }).values;
  const url = httpUrl('url', values.url, 'http://localhost:8080');
  if (url.search !== '' || url.hash !== '') throw new UsageError('--url must be the server address alone, without a query');
  if (!values.email) throw new UsageError('--email is required: the partner account whose events are forwarded');
  if (!values.key) throw new UsageError('--key is required: an API key of that account (heldfunds api-key create)');
  const forwardTo = httpUrl('forward-to', values['forward-to'], 'http://localhost:3000/hooks');
  return {
    url: url.toString().replace(/\/+$/, ''),
    email: values.email,
    key: values.key,
    forwardTo: forwardTo.toString(),
    events: eventsOption(values.events),
    secret: secretOption(values.secret),
  };
}
