import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { errorBody, createFakeApi } from '@/testing/fake-api';
import { TEST_TOKEN } from '@/testing/data';
import { api } from './api';
import { getErrorMessage, getFieldErrors, getServerMessage, type ApiError } from './api-error';
import { TOKEN_STORAGE_KEY } from './auth-token';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeGet: build.query<unknown, string>({ query: (url) => url }),
    probePost: build.mutation<unknown, { url: string; body?: unknown }>({
      query: ({ url, body }) => ({ url, method: 'POST', body }),
    }),
  }),
});

function makeProbeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('root api transport (spec section 7)', () => {
  it('sends credentials and the stored bearer token, and no body or content type on GET', async () => {
    const fake = createFakeApi().on('GET', '/api/probe', { json: { ok: true } });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    const store = makeProbeStore();

    await store.dispatch(probeApi.endpoints.probeGet.initiate('/api/probe')).unwrap();

    const [request] = fake.calls('GET', '/api/probe');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(request?.body).toBeUndefined();
  });

  it('sends no Authorization header without a token, and JSON only when a body exists', async () => {
    const fake = createFakeApi().on('POST', '/api/probe', { status: 201, json: { id: 1 } });
    const store = makeProbeStore();

    await store
      .dispatch(probeApi.endpoints.probePost.initiate({ url: '/api/probe', body: { a: 1 } }))
      .unwrap();
    await store.dispatch(probeApi.endpoints.probePost.initiate({ url: '/api/probe' })).unwrap();

    const [withBody, withoutBody] = fake.calls('POST', '/api/probe');
    expect(withBody?.headers.has('Authorization')).toBe(false);
    expect(withBody?.headers.get('Content-Type')).toBe('application/json');
    expect(withBody?.body).toEqual({ a: 1 });
    expect(withoutBody?.headers.has('Content-Type')).toBe(false);
    expect(withoutBody?.body).toBeUndefined();
  });

  it('does not retry a failing query', async () => {
    const fake = createFakeApi().on('GET', '/api/probe', { status: 500, text: '' });
    const store = makeProbeStore();

    await rejectionOf(store.dispatch(probeApi.endpoints.probeGet.initiate('/api/probe')).unwrap());

    expect(fake.calls('GET', '/api/probe')).toHaveLength(1);
  });

  it('accepts an empty 204 answer', async () => {
    createFakeApi().on('POST', '/api/probe', { status: 204 });
    const store = makeProbeStore();
    await expect(
      store.dispatch(probeApi.endpoints.probePost.initiate({ url: '/api/probe' })).unwrap(),
    ).resolves.toBeNull();
  });
});

describe('error message format (spec section 8)', () => {
  it("is '{status}: {body text}' when the body has text", async () => {
    const body = errorBody(400, 'Password must be at least 6 characters', [
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
    createFakeApi().on('POST', '/api/probe', { status: 400, json: body });
    const store = makeProbeStore();

    const error = await rejectionOf(
      store
        .dispatch(probeApi.endpoints.probePost.initiate({ url: '/api/probe', body: {} }))
        .unwrap(),
    );

    expect(error.status).toBe(400);
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(getServerMessage(error)).toBe('Password must be at least 6 characters');
    expect(getFieldErrors(error)).toEqual({ password: 'Password must be at least 6 characters' });
    expect(getErrorMessage(error, 'fallback')).toBe(error.message);
  });

  it("is '{status}: {statusText}' when the body is empty", async () => {
    createFakeApi().on('GET', '/api/probe', {
      status: 503,
      text: '',
      statusText: 'Service Unavailable',
    });
    const store = makeProbeStore();

    const error = await rejectionOf(
      store.dispatch(probeApi.endpoints.probeGet.initiate('/api/probe')).unwrap(),
    );

    expect(error.message).toBe('503: Service Unavailable');
    expect(getServerMessage(error)).toBeUndefined();
  });

  it('keeps a plain-text body as the message text', async () => {
    createFakeApi().on('GET', '/api/probe', { status: 429, text: 'Too many requests, slow down' });
    const store = makeProbeStore();

    const error = await rejectionOf(
      store.dispatch(probeApi.endpoints.probeGet.initiate('/api/probe')).unwrap(),
    );

    expect(error.message).toBe('429: Too many requests, slow down');
    expect(getServerMessage(error)).toBeUndefined();
  });

  it('reports a network failure', async () => {
    const fake = createFakeApi();
    fake.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = makeProbeStore();

    const error = await rejectionOf(
      store.dispatch(probeApi.endpoints.probeGet.initiate('/api/probe')).unwrap(),
    );

    expect(error).toMatchObject({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
  });

  it('reports a body cut off after the headers as a network failure, not as an answer', async () => {
    const fake = createFakeApi();
    const cutOff = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    fake.fetch.mockResolvedValueOnce(new Response(cutOff, { status: 200 }));
    const store = makeProbeStore();

    const error = await rejectionOf(
      store.dispatch(probeApi.endpoints.probeGet.initiate('/api/probe')).unwrap(),
    );

    expect(error).toMatchObject({ status: 'FETCH_ERROR', message: 'network error' });
  });
});
