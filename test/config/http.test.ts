import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('http settings', () => {
  it('reads CORS_ORIGINS as origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example.com/, http://localhost:3000' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:3000',
    ]);
  });

  it('checks the TLS pair even beside bad values, after them, and reports each problem once', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*', TLS_KEY_FILE: '/etc/key.pem', CHECK_PAYEE_NAME: 'Heldfunds Inc.', CHECK_ADDRESS: '{"city": 1}' })).toThrow(
      new ConfigError([
        'CORS_ORIGINS must list origins such as https://app.example.com, comma-separated; got "*"',
        'CHECK_ADDRESS must be a JSON object with line1, line2, city, state, post_code and an ISO 3166-1 alpha-2 country',
        'TLS_CERT_FILE and TLS_KEY_FILE must be set together',
      ]),
    );
  });
});
