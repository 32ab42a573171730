import type { Adapter, AdapterPayload } from 'oidc-provider';

function withoutNonce({ nonce: _nonce, ...payload }: AdapterPayload): AdapterPayload {
  return payload;
}

/**
 * OpenID Connect Core §12.2: an ID token issued on refresh SHOULD NOT carry a nonce, since no authentication
 * request asked for it. oidc-provider copies the code's nonce into each refresh token, and from there into every
 * refreshed ID token; storing refresh tokens without it leaves the sign-in's ID token its nonce and gives the
 * refreshed ones none.
 */
export function withoutRefreshTokenNonce(factory: (model: string) => Adapter): (model: string) => Adapter {
  return (model) => {
    const adapter = factory(model);
    if (model !== 'RefreshToken') return adapter;
    return {
      upsert: (id, payload, expiresIn) => adapter.upsert(id, withoutNonce(payload), expiresIn),
      find: (id) => adapter.find(id),
      findByUid: (uid) => adapter.findByUid(uid),
      findByUserCode: (userCode) => adapter.findByUserCode(userCode),
      consume: (id) => adapter.consume(id),
      destroy: (id) => adapter.destroy(id),
      revokeByGrantId: (grantId) => adapter.revokeByGrantId(grantId),
    };
  };
}
