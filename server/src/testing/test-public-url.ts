/** The PUBLIC_URL of every test app: the sign-in's redirects and the demo partner's origin name it. */
export const TEST_PUBLIC_URL = 'http://localhost:8080';
