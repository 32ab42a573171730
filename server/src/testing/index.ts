export { CookieJar } from './cookie-jar';
export { authorizationCode, bearer, codeExchange, followSignIn, openLoginPage, pkcePair, postLogin, signIn, tokenRequest } from './sign-in';
export { signOut } from './sign-out';
export { createTestApp, TEST_PUBLIC_URL, type TestApp } from './test-app';
export { migratedTestDatabaseFor, testAppFor } from './test-app-for';
export { createTestDatabase, type TestDatabase } from './test-database';
export { latestDestinationCode, latestResetLink, readOutbox, readSmsOutbox } from './read-outbox';
export { fakeSalePricing, HAULAGE_ALLOWANCE } from './fake-sale-pricing';
export { pdfText } from './pdf-text';
