/**
 * The body of POST /transaction/{id}/disbursement_methods: a DisbursementMethodInput. With `id`
 * it selects that saved method of the caller (other fields are then ignored, so a saved method
 * may be sent back as read); without, it is a new method, read by the disbursement-methods
 * domain.
 */
import type { PayoutMethodChoice } from '../../domain/lifecycle/commands.js';
import { has, readObjectBody } from './body.js';

export function parsePayoutMethodChoice(body: unknown): PayoutMethodChoice {
  const fields = readObjectBody(body);
  if (!has(fields, 'id')) return { newMethod: fields };
  // Anything but a number names none of the caller's methods: the domain says so.
  return { savedMethodId: typeof fields.id === 'number' ? fields.id : null };
}
