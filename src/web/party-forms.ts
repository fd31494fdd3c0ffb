import { html, type Html } from './html.js';
import type { FieldProblem } from './graphql.js';
import { readForm, readUploadForm, type WebRequest } from './http.js';

// The party page's forms: what a form sent back carries, and a field that keeps what was
// typed and names its problem beside it. The page's actions and its dispute share them.

/** A form sent back: which action, what was typed, and what the core refused, by field where it named one. */
export interface Sent {
  anchor: string;
  values: URLSearchParams;
  messages: string[];
  fields: FieldProblem[];
  /** The names of the files it carried, in order (a refused file is named by them). */
  fileNames?: string[];
  /** The action waits for the party to confirm it (the first press of accept, reject, cancel). */
  confirming?: boolean;
}

/** A labelled input that keeps what was typed and names its problem beside it (aria-invalid, aria-describedby). */
export function input(anchor: string, name: string, label: string, sent: Sent | undefined, attributes: Html = html``, kind: 'input' | 'textarea' = 'input'): Html {
  const id = `${anchor}-${name.replace('.', '-')}`;
  const key = name.slice(name.lastIndexOf('.') + 1);
  const problems = (sent?.fields ?? []).filter((problem) => problem.path[problem.path.length - 1] === key).flatMap((problem) => problem.messages);
  const value = sent?.values.get(name) ?? '';
  const invalid = problems.length > 0 ? html`aria-invalid="true" aria-describedby="${id}-error"` : '';
  const control =
    kind === 'textarea'
      ? html`<textarea id="${id}" name="${name}" ${attributes} ${invalid}>${value}</textarea>`
      : html`<input id="${id}" name="${name}" value="${value}" ${attributes} ${invalid} />`;
  return html`<label for="${id}">${label}</label>${control}${problems.length > 0 ? html`<p class="field-error" id="${id}-error">${label}: ${problems.join('; ')}</p>` : ''}`;
}

/** A party form's fields, and the files it carries (a form with a file input is sent as multipart/form-data). */
export interface PartyForm {
  form: URLSearchParams;
  files: File[];
}

/**
 * Reads a party form: urlencoded, or multipart (bounded by the upload limit, readUploadForm)
 * when it has a file input. A file input left empty is sent by browsers as an empty part: no file.
 */
export async function readPartyForm(web: WebRequest): Promise<PartyForm> {
  if (!/^multipart\/form-data\b/i.test(web.request.headers.get('content-type') ?? '')) return { form: await readForm(web), files: [] };
  const data = await readUploadForm(web);
  const form = new URLSearchParams();
  const files: File[] = [];
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else if (name === 'files' && (value.size > 0 || value.name !== '')) files.push(value);
  }
  return { form, files };
}
