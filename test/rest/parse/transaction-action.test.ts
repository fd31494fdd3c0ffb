/** TransactionAction JSON → the core's Command, and the core's domain paths → wire paths. */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/domain/shared/errors.js';
import { actionRenames, checkAction, parseTransactionAction } from '../../../src/rest/parse/transaction-action.js';
import { submit } from '../../../src/rest/parse/submit.js';
import { toWireErrors } from '../../../src/rest/parse/wire-errors.js';

const wire = (body: Record<string, unknown>, domainErrors: Record<string, unknown>) =>
  toWireErrors(domainErrors as never, actionRenames(parseTransactionAction(body).input));

async function refusal(body: unknown): Promise<unknown> {
  const parsed = parseTransactionAction(body);
  const error = await submit(parsed, { check: checkAction, run: async () => 'ran', renames: actionRenames(parsed.input) }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).errors;
}

describe('parseTransactionAction', () => {
  it('reads typed commands in domain terms', () => {
    expect(
      parseTransactionAction({ action: 'ship', shipping_information: { tracking_information: { tracking_id: 'T1' }, authorization_type: 'push' } }, 7).input,
    ).toEqual({
      type: 'ship',
      itemId: 7,
      shippingInformation: { trackingInformation: { carrier: undefined, trackingId: 'T1', carrierContact: undefined }, authorizationType: 'push' },
    });
    expect(parseTransactionAction({ action: 'modify', modify_terms_information: { items: [{ id: 3, schedule: [{ id: 4, amount: '12.50' }] }] } }).input).toEqual({
      type: 'modify_terms',
      terms: { items: [{ itemId: 3, schedule: [{ scheduleId: 4, amount: 1250n }] }] },
    });
    expect(parseTransactionAction({ action: 'modify_party', modify_party_information: { party: { id: 9, customer: 'new@example.com' } } }).input).toEqual({
      type: 'modify_party',
      partyId: 9,
      customer: 'new@example.com',
    });
  });

  it('renames the core’s paths per action', () => {
    const reason = { rejectionReason: ['must be at most 1000 characters'] };
    expect(wire({ action: 'reject' }, reason)).toEqual({ rejection_information: { rejection_reason: reason.rejectionReason } });
    expect(wire({ action: 'authenticator_rejects' }, reason)).toEqual({ rejection_information: { rejection_reason: reason.rejectionReason } });
    expect(wire({ action: 'reject_return' }, reason)).toEqual({ reject_return_information: { rejection_reason: reason.rejectionReason } });
    expect(wire({ action: 'cancel' }, { cancellationReason: ['x'] })).toEqual({ cancel_information: { cancellation_reason: ['x'] } });
    expect(
      wire({ action: 'modify_terms' }, { terms: { items: { '0': { itemId: ['a'], inspectionPeriod: ['b'], schedule: { '1': { scheduleId: ['c'] } } } } } }),
    ).toEqual({
      modify_terms_information: { items: { '0': { id: ['a'], inspection_period: ['b'], schedule: { '1': { id: ['c'] } } } } },
    });
    expect(wire({ action: 'modify_party' }, { partyId: ['p'], customer: ['c'] })).toEqual({ modify_party_information: { party: { id: ['p'], customer: ['c'] } } });
    expect(wire({ action: 'ship' }, { shippingInformation: { trackingInformation: { trackingId: ['t'] } }, itemId: ['i'] })).toEqual({
      shipping_information: { tracking_information: { tracking_id: ['t'] } },
      item_id: ['i'],
    });
    const batch = { action: 'batch', batch_information: { actions: [{ action: 'ship' }, { action: 'reject_return' }] } };
    expect(wire(batch, { actions: { '1': { rejectionReason: ['r'] } } })).toEqual({
      batch_information: { actions: { '1': { reject_return_information: { rejection_reason: ['r'] } } } },
    });
  });

  it('answers the parser’s problems under wire names, with the core’s checks of the rest', async () => {
    expect(await refusal({ action: 'reject', rejection_information: { rejection_reason: 5 } })).toEqual({
      rejection_information: { rejection_reason: ['must be a string'] },
    });
    expect(
      await refusal({
        action: 'batch',
        batch_information: {
          actions: [
            { action: 'update_tracking', shipping_information: { tracking_information: { carrier: 5 } } },
            { action: 'modify_party' },
            { action: 'reject_return', reject_return_information: { rejection_reason: 'x'.repeat(1001) } },
          ],
        },
      }),
    ).toEqual({
      batch_information: {
        actions: {
          '0': { shipping_information: { tracking_information: { carrier: ['must be a string'] } } },
          '1': { action: ['must be an action other than batch and modify_party'] },
          '2': { reject_return_information: { rejection_reason: ['must be at most 1000 characters'] } },
        },
      },
    });
    expect(await refusal({ action: 'modify_party', modify_party_information: { party: { id: 3, customer: 'not an email' } } })).toEqual({
      modify_party_information: ['must be a valid email address'],
    });
  });

  it('refuses a body that names no action it takes at once', () => {
    expect(() => parseTransactionAction([])).toThrow(ValidationError);
    expect(() => parseTransactionAction({ action: 'fund' })).toThrow(/invalid fields/);
    expect(() => parseTransactionAction({ action: 'cancel' }, 3)).toThrow(ValidationError);
  });
});
