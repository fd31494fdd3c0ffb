/** TransactionAction JSON → the core's Command, and the core's domain paths → wire paths. */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../src/domain/shared/errors.js';
import { batchableActionTypes, itemActionTypes, partyActionTypes } from '../../../src/domain/lifecycle/commands.js';
import { toJsonSchema } from '../../../src/rest/parse/shape.js';
import { actionRenames, checkAction, parseTransactionAction, transactionActionBody } from '../../../src/rest/parse/transaction-action.js';
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

  it('reads an *_information that is not an object as empty, and shipping information that is not one as a problem of the field', () => {
    expect(parseTransactionAction({ action: 'reject', rejection_information: 'no' })).toEqual({
      input: { type: 'reject', rejectionReason: undefined },
      errors: expect.objectContaining({ hasErrors: false }),
    });
    const ship = parseTransactionAction({ action: 'ship', shipping_information: 'fedex' });
    expect(ship.input).toEqual({ type: 'ship' });
    expect(ship.errors.toObject()).toEqual({ shipping_information: ['must be an object'] });
    const terms = parseTransactionAction({ action: 'modify_terms', modify_terms_information: { items: null } });
    expect(terms.input).toEqual({ type: 'modify_terms', terms: {} });
    expect(terms.errors.toObject()).toEqual({ modify_terms_information: { items: ['must be a list'] } });
  });

  it('reads each batch entry with its own action’s declaration, item_id only where the action concerns one item', () => {
    const read = parseTransactionAction({
      action: 'batch',
      batch_information: {
        actions: [
          { action: 'receive', item_id: 4 },
          { action: 'agree', item_id: 4 },
          { action: 'cancel', item_id: null },
        ],
      },
    });
    expect(read.input).toEqual({ type: 'batch', actions: [{ type: 'receive', itemId: 4 }, { type: 'agree' }, { type: 'cancel' }] });
    expect(read.errors.toObject()).toEqual({ batch_information: { actions: { '1': { item_id: ['agree applies to the whole transaction and names no item'] } } } });
  });

  it('documents TransactionAction as the union of every action’s body, on action', () => {
    type Option = { properties: { action: { const?: string; enum?: string[] }; item_id?: { type?: string } } };
    const names = (options: Option[]) => options.flatMap((option) => option.properties.action.enum ?? [option.properties.action.const!]);
    const document = toJsonSchema(transactionActionBody) as { oneOf: (Option & { properties: { batch_information?: unknown } })[] };
    expect(names(document.oneOf).sort()).toEqual([...partyActionTypes, 'modify'].sort());
    const batch = document.oneOf.find((option) => option.properties.action.const === 'batch')!;
    const entries = (batch.properties.batch_information as { properties: { actions: { items: { oneOf: Option[] } } } }).properties.actions.items.oneOf;
    expect(names(entries).sort()).toEqual([...batchableActionTypes, 'modify'].sort());
    const takesItem = entries.filter((option) => option.properties.item_id?.type === 'integer').map((option) => option.properties.action.const);
    expect(takesItem.sort()).toEqual([...itemActionTypes].sort());
  });
});
