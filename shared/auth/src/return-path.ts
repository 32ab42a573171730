const DEFAULT_RETURN_PATH = '/dashboard';

/** Only a same-origin path may be a return path, so a crafted sign-in link cannot send the user elsewhere. */
export function safeReturnPath(path: unknown): string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return DEFAULT_RETURN_PATH;
  }
  if (path === '/' || path === '/login' || path.startsWith('/callback')) return DEFAULT_RETURN_PATH;
  return path;
}
