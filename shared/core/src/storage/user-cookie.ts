/** Spec 1 §3, §9: `myfarm_user` keeps only the selected and last accessed account, for 20 days. */
export interface UserCookie {
  selectedAccount?: string;
  lastAccessedAccount?: string;
}

const USER_COOKIE_NAME = 'myfarm_user';
const USER_COOKIE_MAX_AGE_SECONDS = 1_728_000;

const SECOND_LEVEL_SUFFIXES = new Set(['co.uk', 'org.uk', 'ac.uk', 'gov.uk', 'ltd.uk', 'plc.uk', 'me.uk']);

/** The registrable domain, so portal.x.co.uk and www.x.co.uk share the cookie; none for localhost or an IP. */
export function sharedCookieDomain(hostname: string): string | undefined {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.');
  const keep = SECOND_LEVEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.length > keep ? labels.slice(-keep).join('.') : hostname;
}

export function readUserCookie(cookieString: string = document.cookie): UserCookie {
  const raw = cookieString
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${USER_COOKIE_NAME}=`));
  if (!raw) return {};
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(USER_COOKIE_NAME.length + 1))) as UserCookie;
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

export function userCookieString(value: UserCookie, location: Pick<Location, 'hostname' | 'protocol'>): string {
  const domain = sharedCookieDomain(location.hostname);
  return [
    `${USER_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(value))}`,
    `Max-Age=${USER_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    domain ? `Domain=${domain}` : undefined,
    location.protocol === 'https:' ? 'Secure' : undefined,
  ]
    .filter(Boolean)
    .join('; ');
}

export function writeUserCookie(value: UserCookie): void {
  document.cookie = userCookieString(value, window.location);
}
