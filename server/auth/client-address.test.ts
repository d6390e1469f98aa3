import { describe, expect, it } from 'vitest';
import { clientAddressKey, UNKNOWN_ADDRESS } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, in any spelling', () => {
    expect(clientAddressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('groups an IPv6 address by its /64, whatever way it is written', () => {
    const key = clientAddressKey('2001:db8::1');
    expect(key).toBe('2001:db8:0:0::/64');
    for (const same of [
      '2001:db8:0:0:ffff::2',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '2001:DB8::abcd:1234:5678:9abc',
      '2001:db8:0:0:1:2:3:4',
      '2001:db8::',
      '2001:db8::192.0.2.1',
      '2001:db8::1%eth0',
    ]) {
      expect(clientAddressKey(same), same).toBe(key);
    }
  });

  it('gives another /64 another key', () => {
    const key = clientAddressKey('2001:db8::1');
    for (const other of ['2001:db8:0:1::1', '2001:db8:1::1', '2001:db9::1', '::1', 'fe80::1']) {
      expect(clientAddressKey(other), other).not.toBe(key);
    }
    expect(clientAddressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%en0')).toBe('fe80:0:0:0::/64');
    // 64:ff9b::/96 (NAT64) is IPv6, not a mapped IPv4 address.
    expect(clientAddressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('does not mistake an address whose sixth group is ffff for a mapped one', () => {
    expect(clientAddressKey('2001:db8:0:0:0:ffff:c000:201')).toBe('2001:db8:0:0::/64');
  });

  it('counts a missing or malformed address as unknown', () => {
    for (const bad of [undefined, '', 'not-an-address', '2001:db8::1::2', '300.1.1.1', '1.2.3']) {
      expect(clientAddressKey(bad), String(bad)).toBe(UNKNOWN_ADDRESS);
    }
  });
});
