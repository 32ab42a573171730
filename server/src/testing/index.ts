export { CookieJar } from './cookie-jar';
export { bearer, openLoginPage, pkcePair, postLogin, signIn, tokenRequest } from './sign-in';
export { createTestApp, TEST_PUBLIC_URL, type TestApp } from './test-app';
export { createTestDatabase, type TestDatabase } from './test-database';
export { latestResetLink, readOutbox } from './read-outbox';
export { fakeSalePricing, HAULAGE_ALLOWANCE } from './fake-sale-pricing';
export { pdfText } from './pdf-text';
