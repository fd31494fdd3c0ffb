import { describe, expect, it } from 'vitest';
import { defaultNodeEnvironment } from '../../src/cli/node-env.js';

describe('NODE_ENV of the long-running commands', () => {
  it('is production for serve and worker when the environment does not set it', () => {
    for (const command of ['serve', 'worker']) {
      for (const env of [{}, { NODE_ENV: '' }] as NodeJS.ProcessEnv[]) {
        defaultNodeEnvironment(command, env);
        expect(env.NODE_ENV, command).toBe('production');
      }
    }
  });

  it('keeps a NODE_ENV that is set, and leaves the one-shot commands alone', () => {
    const set: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    defaultNodeEnvironment('serve', set);
    expect(set.NODE_ENV).toBe('development');
    for (const command of ['customer create', 'migrate', 'listen']) {
      const env: NodeJS.ProcessEnv = {};
      defaultNodeEnvironment(command, env);
      expect(env.NODE_ENV, command).toBeUndefined();
    }
  });
});
