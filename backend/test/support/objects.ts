import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';

export interface UploadTarget {
  uploadURL: string;
  /** `uploads/<userId>/<uploadId>`, the raw upload's key. */
  key: string;
}

/** POST /api/objects/upload as this user. */
export async function requestUpload(http: HttpClient, token: string): Promise<UploadTarget> {
  const response = await http.post<{ uploadURL: string }>('/api/objects/upload', undefined, token);
  expect(response.status, response.text).toBe(200);
  const { uploadURL } = response.body;
  const key = new URL(uploadURL, http.baseUrl).pathname.replace(/^\/api\/objects\//, '');
  return { uploadURL, key };
}

/** PUT {uploadURL}: the file's bytes with whatever content type a browser would declare. */
export function putFile(
  http: HttpClient,
  uploadURL: string,
  body: Uint8Array,
  contentType = 'image/jpeg',
): Promise<Response> {
  return fetch(new URL(uploadURL, http.baseUrl), {
    method: 'PUT',
    // A copy on its own ArrayBuffer: what fetch's types ask for.
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
}

/** The spec's whole flow: upload URL, PUT, finalize. Answers with the finalize response. */
export async function uploadFile(
  http: HttpClient,
  token: string,
  body: Uint8Array,
  contentType = 'image/jpeg',
) {
  const { uploadURL } = await requestUpload(http, token);
  const put = await putFile(http, uploadURL, body, contentType);
  expect(put.status, await put.clone().text()).toBe(200);
  return http.put('/api/objects/finalize', { objectURL: uploadURL }, token);
}

/** The new photo's public path, after checking the upload succeeded. */
export async function uploadPhoto(
  http: HttpClient,
  token: string,
  body: Uint8Array,
  contentType = 'image/jpeg',
): Promise<string> {
  const response = await uploadFile(http, token, body, contentType);
  expect(response.status, response.text).toBe(200);
  return response.body.objectPath;
}

/** GET a served object as bytes. */
export async function download(http: HttpClient, path: string) {
  const response = await fetch(http.baseUrl + path);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** The signed-in user's id, from their profile. */
export async function userIdOf(http: HttpClient, token: string): Promise<string> {
  const response = await http.get<{ id: string }>('/api/profile', token);
  expect(response.status, response.text).toBe(200);
  return response.body.id;
}

export interface StreamedPut {
  status?: number;
  body?: string;
  /** The client's error code (EPIPE, ECONNRESET), when the exchange broke instead. */
  error?: string;
}

/**
 * PUT `total` bytes with Node's http.request, written 64 KiB at a time as a
 * client streaming a file does, with a Content-Length (or chunked, without).
 * Resolves with the answer as the client read it, or the error it got.
 */
export function putStreamed(
  url: URL,
  total: number,
  { chunked = false, firstBytes = Buffer.alloc(0) } = {},
): Promise<StreamedPut> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { 'content-type': 'image/jpeg' };
    if (!chunked) headers['content-length'] = total;
    const request = httpRequest(url, { method: 'PUT', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode, body }));
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: response.statusCode, body, error: error.code ?? error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
    const first = Buffer.alloc(65_536, 1);
    firstBytes.copy(first);
    const rest = Buffer.alloc(65_536, 1);
    let sent = 0;
    const write = () => {
      while (sent < total) {
        const size = Math.min(rest.length, total - sent);
        const chunk = (sent === 0 ? first : rest).subarray(0, size);
        sent += size;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}
