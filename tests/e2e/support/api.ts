/** A tiny API client for test set-up: same-origin JSON requests that keep the session cookie. */
export class ApiSession {
  private cookies = new Map<string, string>();

  constructor(readonly baseURL: string) {}

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.baseURL}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        Origin: this.baseURL,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(response);
    return response;
  }

  /** POST and insist on a 2xx answer. */
  async post<T = unknown>(path: string, body: unknown = {}): Promise<T> {
    const response = await this.request('POST', path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** GET a URL of the app (an emailed link, say) without following redirects. */
  async visit(url: string): Promise<Response> {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: this.cookies.size ? { Cookie: this.cookieHeader() } : {},
    });
    this.remember(response);
    return response;
  }
}
