import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('DELETE /api/dogs/{id}', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("removes the owner's dog", async () => {
    const { token } = await registerUser(app.http);
    const keep = await addDog(app.http, token, { name: 'Keep' });
    const gone = await addDog(app.http, token, { name: 'Gone' });
    const response = await app.http.delete(`/api/dogs/${gone.id}`, token);
    expect(response.status).toBe(204);
    expect(
      (await app.http.get('/api/dogs', token)).body.map((dog: { id: string }) => dog.id),
    ).toEqual([keep.id]);
    expect((await app.http.delete(`/api/dogs/${gone.id}`, token)).status).toBe(404);
  });

  it("answers 404 for another owner's dog and keeps it", async () => {
    const owner = await registerUser(app.http);
    const stranger = await registerUser(app.http);
    const dog = await addDog(app.http, owner.token);
    expect((await app.http.delete(`/api/dogs/${dog.id}`, stranger.token)).status).toBe(404);
    expect((await app.http.delete(`/api/dogs/${dog.id}`)).status).toBe(401);
    expect((await app.http.get('/api/dogs', owner.token)).body).toHaveLength(1);
  });
});
