/** The body of POST /customer/me/webhook read into the domain's input: `{url}` and nothing else. */
import type { WebhookInput } from '../../domain/webhooks/webhooks.js';
import { ErrorReport } from '../../domain/shared/field-errors.js';
import { readObjectBody, reportUnknownFields } from './body.js';
import { field, readString } from './json.js';
import { parsed, type Parsed } from './submit.js';

export function parseNewWebhook(body: unknown): Parsed<WebhookInput> {
  const object = readObjectBody(body);
  const report = new ErrorReport();
  reportUnknownFields(object, ['url'], report.at());
  return parsed({ url: field(object, 'url', readString, report.at()) }, report);
}
