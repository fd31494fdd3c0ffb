import { describe, expect, it, vi } from 'vitest';
import { isPublicAddress } from '../../../src/domain/webhooks/addresses.js';
import { checkWebhookUrl, webhookUrlMessages } from '../../../src/domain/webhooks/url.js';

describe('isPublicAddress', () => {
  it('accepts public unicast IPv4 and IPv6', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '172.15.255.255', '172.32.0.0', '100.63.255.255', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
  });

  it('refuses loopback, private, link-local, CGNAT, unspecified, multicast, reserved and documentation ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '192.0.0.8',
      '192.0.2.1',
      '198.18.0.1',
      '198.51.100.1',
      '203.0.113.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::127.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::1',
      '2001:db8::1',
      '2001:0:4136:e378::1',
      '2002:7f00:1::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'fec0::1',
      'ff02::1',
      '100::1',
      // IPv4 carried in IPv6 is refused whatever the IPv4 address: mapped, translated, NAT64, compatible
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '::ffff:0:808:808',
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
      '::8.8.8.8',
      // other special-use ranges
      '192.175.48.1',
      '192.52.193.1',
      '2001:2::1',
      '2001:3::1',
      '2001:20::1',
      '2620:4f:8000::1',
      '3fff::1',
      '5f00::1',
      '4000::1',
      // legacy IPv4 spellings are not addresses here
      '127.1',
      '0x7f.0.0.1',
      '2130706433',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  it('refuses what is not an IP address at all', () => {
    for (const address of ['', 'localhost', 'example.com', '1.2.3', '::g']) expect(isPublicAddress(address)).toBe(false);
  });
});

describe('checkWebhookUrl', () => {
  const policy = { environment: 'sandbox' as const, allowPrivate: false, resolveHost: async () => ['93.184.215.14'] };

  it('times out a resolver that never answers, as unresolvable', async () => {
    const hanging = { ...policy, resolveHost: () => new Promise<string[]>(() => {}) };
    const started = Date.now();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const result = checkWebhookUrl('https://slow.example.com/x', hanging);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await result).toEqual({ ok: false, message: webhookUrlMessages.unresolved });
    } finally {
      vi.useRealTimers();
    }
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('treats a resolver answering no addresses as unresolvable', async () => {
    expect(await checkWebhookUrl('https://empty.example.com/x', { ...policy, resolveHost: async () => [] })).toEqual({
      ok: false,
      message: webhookUrlMessages.unresolved,
    });
  });
});
