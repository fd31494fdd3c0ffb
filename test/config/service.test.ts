import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('service settings', () => {
  it('PUBLIC_URL defaults to http://HOST:PORT, declared in the concern, and loses a trailing slash', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://0.0.0.0:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://escrow.example.com/' }).publicUrl).toBe('https://escrow.example.com');
  });

  it('reads a blank variable as unset', () => {
    expect(loadConfig({ PORT: '  ', ENVIRONMENT: '' })).toMatchObject({ port: 4000, environment: 'sandbox' });
  });
});
