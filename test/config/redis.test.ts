import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('redis settings', () => {
  it('EVENTS_CHANNEL defaults to one channel per environment', () => {
    expect(loadConfig({}).eventsChannel).toBe('heldfunds:sandbox:events');
    expect(loadConfig({ ENVIRONMENT: 'production' }).eventsChannel).toBe('heldfunds:production:events');
    expect(loadConfig({ EVENTS_CHANNEL: 'shared:events' }).eventsChannel).toBe('shared:events');
  });
});
