import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as that IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const a of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '[2001:db8:1:2::5]', '2001:db8:1:2:a:b:c:d%eth0']) {
      expect(addressKey(a), a).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // An IPv4-compatible (not mapped) tail stays IPv6.
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    for (const v of ['unknown', '', '1.2.3', '203.0.113.7:8080', 'not an address', '::ffff:999.1.1.1']) expect(addressKey(v)).toBe(v);
  });

  it('gives every address of one /64 the same key, and addresses of different /64s different keys', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
    const text = (g: number[]) => g.map((x) => x.toString(16)).join(':');
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), groups(4), (prefix, a, b, other) => {
        // Not an IPv4-mapped address (::ffff:0:0/96), which is keyed by its IPv4 address.
        fc.pre(!(prefix.every((x) => x === 0) && a[0] === 0 && a[1] === 0xffff));
        fc.pre(!(prefix.every((x) => x === 0) && b[0] === 0 && b[1] === 0xffff));
        expect(addressKey(text([...prefix, ...a]))).toBe(addressKey(text([...prefix, ...b])));
        const same = other.every((x, i) => x === prefix[i]);
        expect(addressKey(text([...prefix, ...a])) === addressKey(text([...other, ...a]))).toBe(same);
      }),
    );
  });

  it('maps every IPv4 address and its IPv4-mapped forms to one key', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const [a, b, c, d] = v4.split('.').map(Number);
        const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        expect(addressKey(v4)).toBe(v4);
        expect(addressKey(`::ffff:${v4}`)).toBe(v4);
        expect(addressKey(`::ffff:${hex}`)).toBe(v4);
      }),
    );
  });

  it('keys any IPv6 address as a /64 or an IPv4 address, and a key is its own key', () => {
    fc.assert(
      fc.property(fc.ipV6(), (v6) => {
        const key = addressKey(v6);
        expect(key).toMatch(/^([0-9a-f]{1,4}:){4}:\/64$|^\d+\.\d+\.\d+\.\d+$/);
        if (!key.endsWith('/64')) expect(addressKey(key)).toBe(key);
      }),
    );
  });
});
