import { describe, expect, expectTypeOf, it } from 'vitest';
import type { LifecycleEventName } from '../../../src/domain/lifecycle/decision.js';
import type { reportReadyEvent } from '../../../src/domain/partners/reports/events.js';
import type { VerificationEventName } from '../../../src/domain/verification/events.js';
import { eventNameProblems, webhookEventNames, type WebhookEventName } from '../../../src/domain/webhooks/event-names.js';

describe('webhook event names', () => {
  it('are exactly the names the service writes: the lifecycle’s, create, the verification events, a dispute’s messages, report_ready', () => {
    expectTypeOf<WebhookEventName>().toEqualTypeOf<LifecycleEventName | VerificationEventName | 'create' | 'dispute_message' | typeof reportReadyEvent>();
    expect(new Set(webhookEventNames).size).toBe(webhookEventNames.length);
  });

  it('refuse unknown names once each, and an empty filter where one is not allowed', () => {
    expect(eventNameProblems(['create', 'x', 'x', 'agree'], false)).toEqual(['has an unknown event name: "x"']);
    expect(eventNameProblems([], false)).toEqual(['must name at least one event (leave it out, or send null, for every event)']);
    expect(eventNameProblems([], true)).toBeNull();
    expect(eventNameProblems(['create', 'report_ready'], false)).toBeNull();
  });
});
