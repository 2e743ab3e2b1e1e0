import { get } from 'node:http';

export interface RawAnswer {
  status?: number;
  encoding?: string;
  type?: string;
  body: Buffer;
}

/** GET with the given Accept-Encoding, body as sent: node:http, because fetch decodes gzip. */
export function rawGet(url: string, acceptEncoding: string, token?: string): Promise<RawAnswer> {
  const headers: Record<string, string> = { 'accept-encoding': acceptEncoding };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'],
          type: response.headers['content-type'],
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}
