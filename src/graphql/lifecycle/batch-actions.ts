import { act, BatchActionError } from '../../domain/transactions/act.js';
import { BatchActionInput } from './batch-action-input.js';
import { batchCommands } from './action-table.js';
import { batchFailure, transactionMutation } from './transaction-mutation.js';

transactionMutation('batchActions', {
  description:
    "Several actions at once, all or none: each is decided on the state the previous ones left. A refusal answers the failed action's error type; its message names the action's index, and validation paths start with actions.<index>.",
  actor: 'party',
  args: (arg) => ({ actions: arg({ type: [BatchActionInput], required: true, description: '1 to 50 actions.' }) }),
  run: async ({ args, transactionId, caller, context }) => {
    try {
      return await act(context.services, caller, transactionId, { type: 'batch', actions: batchCommands(args.actions) });
    } catch (error) {
      if (!(error instanceof BatchActionError)) throw error;
      throw batchFailure(error);
    }
  },
});
