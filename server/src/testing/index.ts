export { CookieJar } from './cookie-jar';
export { bearer, openLoginPage, pkcePair, postLogin, signIn, tokenRequest } from './sign-in';
export { createTestApp, TEST_PUBLIC_URL, type TestApp } from './test-app';
export { createTestDatabase, type TestDatabase } from './test-database';
export { latestResetLink, readOutbox } from './read-outbox';
export { fakeRows, fakeSalePricing, HAULAGE_ALLOWANCE, type FakeSalePricing } from './fake-sale-pricing';
