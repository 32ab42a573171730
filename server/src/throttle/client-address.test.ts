import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientAddressKey } from './client-address';

describe('client address keys', () => {
  it('keep IPv4 addresses, and read IPv4-mapped IPv6 as IPv4', () => {
    assert.equal(clientAddressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientAddressKey('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it('count an IPv6 address by its /64 network, however it is written', () => {
    assert.equal(clientAddressKey('2001:db8:85a3:0042:1000:8a2e:370:7334'), '2001:db8:85a3:42::/64');
    assert.equal(clientAddressKey('2001:DB8:85a3:42::1'), '2001:db8:85a3:42::/64');
    assert.equal(clientAddressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientAddressKey('::1'), '0:0:0:0::/64');
    assert.equal(clientAddressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
  });
});
