import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

// Per-address limits must not be escaped by moving through one's own IPv6 network.

describe('addressKey', () => {
  it('counts every address of one IPv6 /64 as one client, whatever its notation', () => {
    const keys = [
      '2001:db8:1:2::a',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:1',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::1%eth0',
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps other /64 networks apart', () => {
    expect(addressKey('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 one, and leaves IPv4 and the rest as they are', () => {
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
