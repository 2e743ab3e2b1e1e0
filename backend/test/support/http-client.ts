export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A tiny fetch wrapper for tests: JSON in, parsed JSON (or text) out, optional bearer token. */
export class HttpClient {
  constructor(readonly baseUrl: string) {}

  request<T = any>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      rawBody?: string;
    } = {},
  ): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    return fetch(this.baseUrl + path, { method, headers, body }).then(async (response) => {
      const text = await response.text();
      let parsed: unknown = text;
      if (response.headers.get('content-type')?.includes('application/json') && text)
        parsed = JSON.parse(text);
      return { status: response.status, headers: response.headers, body: parsed as T, text };
    });
  }

  get = <T = any>(path: string, token?: string) => this.request<T>('GET', path, { token });
  post = <T = any>(path: string, body?: unknown, token?: string) =>
    this.request<T>('POST', path, { body, token });
  put = <T = any>(path: string, body?: unknown, token?: string) =>
    this.request<T>('PUT', path, { body, token });
  delete = <T = any>(path: string, token?: string) => this.request<T>('DELETE', path, { token });

  /**
   * Every item of a paged list: follows the answers' `Link: <url>; rel="next"`
   * (ADR 033) until there is none. Throws on an answer other than 200.
   */
  async all<T = any>(path: string, token?: string): Promise<T[]> {
    const items: T[] = [];
    for (let next: string | null = path; next;) {
      const response: HttpResponse<T[]> = await this.get<T[]>(next, token);
      if (response.status !== 200)
        throw new Error(`GET ${next}: ${response.status} ${response.text}`);
      items.push(...response.body);
      next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    }
    return items;
  }
}
