import type { Harness } from './harness.js';

/** One answer of the web face, read whole. */
export interface WebPage {
  status: number;
  body: string;
  headers: Headers;
  /** Where a redirect pointed (Location), else null. */
  location: string | null;
}

/**
 * A browser at HTTP level: keeps its cookies (a jar), reads the CSRF token of the last page,
 * posts forms as a browser does. Follows no redirect unless asked, so tests see them.
 */
export class WebClient {
  readonly jar = new Map<string, string>();
  /** The CSRF token of the last page that carried a form. */
  csrf = '';

  constructor(
    readonly harness: Harness,
    readonly headers: Record<string, string> = {},
  ) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get session(): string | undefined {
    return this.jar.get('heldfunds_session');
  }

  private async send(path: string, init: RequestInit): Promise<WebPage> {
    const response = await this.harness.fetch(path, {
      ...init,
      redirect: 'manual',
      headers: { ...this.headers, ...(this.jar.size ? { cookie: this.cookie } : {}), ...(init.headers as Record<string, string> | undefined) },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /Max-Age=0\b/.test(set)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const body = response.headers.get('content-type')?.startsWith('text/event-stream') ? '' : await response.text();
    const token = /name="csrf" value="([^"]+)"/.exec(body)?.[1];
    if (token) this.csrf = token;
    return { status: response.status, body, headers: response.headers, location: response.headers.get('location') };
  }

  get(path: string): Promise<WebPage> {
    return this.send(path, { method: 'GET' });
  }

  /** GET, following redirects within the service (at most 6). */
  async browse(path: string): Promise<WebPage & { path: string }> {
    let next = path;
    for (let hop = 0; hop < 6; hop += 1) {
      const page = await this.get(next);
      if (page.status >= 300 && page.status < 400 && page.location) {
        const target = new URL(page.location, 'http://heldfunds.test');
        next = target.pathname + target.search;
        continue;
      }
      return { ...page, path: next };
    }
    throw new Error(`too many redirects from ${path}`);
  }

  /** POSTs a form; the page's CSRF token goes with it unless the fields give one (or `csrf: null` leaves it out). */
  post(path: string, fields: Record<string, string | null>): Promise<WebPage> {
    const form = new URLSearchParams();
    const withToken = 'csrf' in fields ? fields : { csrf: this.csrf, ...fields };
    for (const [name, value] of Object.entries(withToken)) if (value !== null) form.set(name, value);
    return this.send(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  }

  /**
   * POSTs a form with files as a browser does (multipart/form-data): the page's CSRF token goes
   * with it; each file is a part under its field's name, with its name and declared type.
   */
  postMultipart(path: string, fields: Record<string, string>, files: { field: string; name: string; type: string; bytes: Uint8Array }[]): Promise<WebPage> {
    const form = new FormData();
    for (const [name, value] of Object.entries({ csrf: this.csrf, ...fields })) form.append(name, value);
    for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    return this.send(path, { method: 'POST', body: form });
  }

  /** Signs in with the form; answers the POST's answer (303 on success). */
  async signIn(email: string, password: string): Promise<WebPage> {
    await this.get('/sign-in');
    return this.post('/sign-in', { email, password });
  }
}

/** The POST forms of a page: their action and their fields' current values (hidden, text, checked, first option). */
export function formsOf(body: string): { action: string; fields: Record<string, string> }[] {
  const forms: { action: string; fields: Record<string, string> }[] = [];
  for (const match of body.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const attributes = match[1]!;
    if (!/method="post"/i.test(attributes)) continue;
    const action = (/action="([^"]*)"/.exec(attributes)?.[1] ?? '').replace(/&amp;/g, '&');
    const fields: Record<string, string> = {};
    for (const input of match[2]!.matchAll(/<(input|textarea|select)\b([^>]*)>/g)) {
      const name = /name="([^"]+)"/.exec(input[2]!)?.[1];
      if (!name) continue;
      const type = /type="([^"]+)"/.exec(input[2]!)?.[1] ?? 'text';
      if ((type === 'radio' || type === 'checkbox') && !/\bchecked\b/.test(input[2]!)) continue;
      if (name in fields) continue;
      fields[name] = (/value="([^"]*)"/.exec(input[2]!)?.[1] ?? 'x')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"');
    }
    forms.push({ action, fields });
  }
  return forms;
}

/** The same-site links of a page (a href), without fragments. */
export function linksOf(body: string): string[] {
  return [...body.matchAll(/<a\b[^>]*href="([^"#][^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')).filter((href) => href.startsWith('/'));
}
