/**
 * The sandbox gate: simulation helpers (funds arriving, a transaction's clock moving on) exist
 * in a sandbox deployment only. In production they answer as something that does not exist.
 */
import type { Config } from '../../config.js';
import { NotFoundError } from '../shared/errors.js';

export const sandboxOnlyMessage = 'Sandbox helpers exist only in a sandbox deployment';

export function requireSandbox(config: Pick<Config, 'environment'>): void {
  if (config.environment !== 'sandbox') throw new NotFoundError(sandboxOnlyMessage);
}
