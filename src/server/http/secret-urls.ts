/**
 * Addresses that carry a secret, and how the log shows them (docs/security.md): whoever reads a log line
 * must not be able to follow the link in it. Every place that logs a path or URL goes through here
 * (the request log, the error handler, the server renderer, error messages), so a new
 * secret-bearing link is added once, below.
 */

/** Paths whose rest after the prefix is a secret: the log shows the prefix and `[redacted]`. */
export const secretPathPrefixes = [
  // better-auth's emailed reset link (/api/auth/reset-password/<token>?callbackURL=…)
  '/api/auth/reset-password/',
  // A group's invite link (the web page /groups/join/<token>); the API takes the token in a body.
  '/groups/join/',
] as const;

/**
 * Query parameters that are secrets, whatever the path: `token` (better-auth's
 * /api/auth/verify-email?token=… and its other callbacks, the web's /reset-password?token=…,
 * /admin/setup?token=… and /api/setup/status?token=…), and an OAuth callback's `code` and `state`.
 */
export const secretQueryParameters = ['token', 'code', 'state'] as const;

const redacted = '[redacted]';

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/**
 * The path as it may be logged: from a secret prefix on, `[redacted]`. Matched as a router might
 * read it (any case, percent-escapes decoded, repeated slashes as one), so /Groups//Join/<token>
 * is redacted too.
 */
export function loggablePath(path: string): string {
  const read = decoded(path)
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const prefix = secretPathPrefixes.find((secret) => read.startsWith(secret) && read !== secret);
  return prefix ? prefix + redacted : path;
}

/** A query string (without its `?`) with the secret parameters' values redacted. */
function loggableQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      const secret = (secretQueryParameters as readonly string[]).includes(
        decoded(name).toLowerCase(),
      );
      return secret && value.length > 0 ? `${name}=${redacted}` : pair;
    })
    .join('&');
}

/**
 * A URL or path (with its query, absolute or not) as it may be logged: its path as loggablePath
 * has it, its secret parameters redacted, anything else unchanged.
 */
export function loggableUrl(url: string): string {
  const [, origin = '', path = '', query, fragment] =
    /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)(?:\?([^#]*))?(#.*)?$/i.exec(url) ?? [];
  return (
    origin +
    loggablePath(path) +
    (query === undefined ? '' : `?${loggableQuery(query)}`) +
    (fragment ?? '')
  );
}

/** Text (an error's message) with every URL or path in it made loggable. */
export function withoutSecretUrls(text: string): string {
  return text.replace(/(?:[a-z][a-z0-9+.-]*:\/\/[^\s/?#"'<>`]*)?\/[^\s"'<>`]*/gi, loggableUrl);
}
