import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashPassword, verifyPassword } from './password';

describe('scrypt password hashing', () => {
  it('stores the parameters, a salt and the hash as scrypt$N$r$p$salt$hash', async () => {
    const hash = await hashPassword('myfarm-demo');
    assert.match(hash, /^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('salts every hash so equal passwords give different hashes', async () => {
    assert.notEqual(await hashPassword('same'), await hashPassword('same'));
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('myfarm-demo');
    assert.equal(await verifyPassword('myfarm-demo', hash), true);
    assert.equal(await verifyPassword('myfarm-dem0', hash), false);
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    assert.equal(await verifyPassword('x', 'plain-text'), false);
    assert.equal(await verifyPassword('x', 'scrypt$a$b$c$d$e'), false);
    assert.equal(await verifyPassword('x', 'scrypt$16384$8$1$c2FsdA$'), false);
  });
});
