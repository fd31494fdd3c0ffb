/**
 * The sandbox gate: simulation helpers (funds arriving, a transaction's clock moving on) exist
 * in a sandbox deployment only. In production they answer as something that does not exist.
 */
import type { Config } from '../../config.js';
import { NotFoundError } from '../shared/errors.js';

export const sandboxOnlyMessage = 'Sandbox helpers exist only in a sandbox deployment';

/** Whether this deployment offers the sandbox helpers; the faces word their own "no such path". */
export function sandboxHelpersEnabled(config: Pick<Config, 'environment'>): boolean {
  return config.environment === 'sandbox';
}

/** Every sandbox helper of the domain starts here, whatever face called it. */
export function requireSandbox(config: Pick<Config, 'environment'>): void {
  if (!sandboxHelpersEnabled(config)) throw new NotFoundError(sandboxOnlyMessage);
}
