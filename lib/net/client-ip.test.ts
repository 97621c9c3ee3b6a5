import { describe, expect, it } from 'vitest';
import { clientIp, normaliseAddress, trustedProxies } from './client-ip.mjs';

const loopback = trustedProxies('127.0.0.1,::1');

describe('normaliseAddress', () => {
  it.each([
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['203.0.113.5', '203.0.113.5'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['not an address', ''],
    ['203.0.113.5:1234', ''],
    [undefined, ''],
  ])('%s → %s', (raw, expected) => expect(normaliseAddress(raw)).toBe(expected));
});

describe('trustedProxies', () => {
  it('reads addresses and CIDRs of both families', () => {
    const list = trustedProxies('127.0.0.1, ::1, 10.0.0.0/8, 2001:db8::/32')!;
    expect(list.check('10.20.30.40', 'ipv4')).toBe(true);
    expect(list.check('127.0.0.2', 'ipv4')).toBe(false);
    expect(list.check('2001:db8:1::5', 'ipv6')).toBe(true);
  });
  it('is null when unset or empty', () => {
    expect(trustedProxies(undefined)).toBeNull();
    expect(trustedProxies(' , ')).toBeNull();
  });
  it.each(['127.0.0.1/33', 'localhost', '10.0.0.0/8/1', '::1/129'])('refuses %s', (value) => {
    expect(() => trustedProxies(value)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('clientIp', () => {
  it('is the peer when no proxy is trusted, whatever the headers say', () => {
    expect(clientIp('127.0.0.7', '203.0.113.9', '203.0.113.8', null)).toBe('127.0.0.7');
  });
  it('is the peer when the peer is not a trusted proxy', () => {
    expect(clientIp('127.0.0.7', '203.0.113.9', undefined, loopback)).toBe('127.0.0.7');
    expect(clientIp('::ffff:192.0.2.1', '203.0.113.9', undefined, loopback)).toBe('192.0.2.1');
  });
  it("is the trusted proxy's X-Forwarded-For entry, nearest first", () => {
    expect(clientIp('127.0.0.1', '203.0.113.9', undefined, loopback)).toBe('203.0.113.9');
    // A client-written entry to the left of the proxy's own is not believed.
    expect(clientIp('127.0.0.1', '198.51.100.1, 203.0.113.9', undefined, loopback)).toBe('203.0.113.9');
    expect(clientIp('::1', '2001:db8::5', undefined, loopback)).toBe('2001:db8::5');
  });
  it('walks past trusted hops and stops at garbage', () => {
    const two = trustedProxies('127.0.0.1,10.0.0.0/8');
    expect(clientIp('127.0.0.1', '203.0.113.9, 10.1.2.3', undefined, two)).toBe('203.0.113.9');
    expect(clientIp('127.0.0.1', 'junk, 10.1.2.3', undefined, two)).toBe('10.1.2.3');
    expect(clientIp('127.0.0.1', 'junk', undefined, two)).toBe('127.0.0.1');
  });
  it('takes X-Real-IP from a trusted proxy that sent no X-Forwarded-For', () => {
    expect(clientIp('127.0.0.1', undefined, '203.0.113.4', loopback)).toBe('203.0.113.4');
    expect(clientIp('127.0.0.1', undefined, 'junk', loopback)).toBe('127.0.0.1');
  });
});
