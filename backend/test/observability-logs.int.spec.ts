import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { loggableStreamName } from '../src/event-store/personal-data/stream-names.js';
import { aRegistration, registerUser } from './support/accounts.js';
import { HttpClient } from './support/http-client.js';
import { startServer, type ServerProcess } from './support/server-process.js';

interface LogLine {
  level: number;
  msg: string;
  component?: string;
  correlationId?: string;
  [field: string]: any;
}

const DEBUG = 20;
const INFO = 30;

/** The server's complete output lines as structured records: every record line must be JSON. */
function logLines(server: ServerProcess): LogLine[] {
  const output = server.output();
  return output
    .slice(0, output.lastIndexOf('\n'))
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

async function storedEvents(dataDir: string) {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    const events = [];
    for await (const event of store.readAll()) events.push(event);
    return events;
  } finally {
    await store.close();
  }
}

describe('one correlation id from the HTTP request to the projections, in JSON logs', () => {
  let server: ServerProcess;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: 'debug' } });
    http = new HttpClient(server.url);
  });
  afterAll(() => server?.stop());

  it('ties the request, its command, its stored events and the projections that applied them', async () => {
    const correlationId = `signup-${randomUUID()}`;
    const registration = aRegistration();
    const response = await http.request('POST', '/api/auth/register', {
      body: registration,
      headers: { 'x-correlation-id': correlationId },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-correlation-id')).toBe(correlationId);

    // The request line is written when the response is finished: wait for it.
    await expect
      .poll(() =>
        logLines(server).some(
          (line) => line.msg === 'request completed' && line.correlationId === correlationId,
        ),
      )
      .toBe(true);
    const lines = logLines(server).filter((line) => line.correlationId === correlationId);

    const request = lines.find((line) => line.msg === 'request completed');
    expect(request).toMatchObject({
      level: INFO,
      component: 'http',
      method: 'POST',
      route: '/api/auth/register',
      path: '/api/auth/register',
      statusCode: 201,
      service: 'packmeet-api',
    });
    expect(request!.ms).toBeGreaterThan(0);

    const command = lines.find((line) => line.msg === 'command RegisterUser handled');
    expect(command).toMatchObject({ level: INFO, component: 'commands', command: 'RegisterUser' });
    expect(command!.events.map((event: any) => event.type)).toEqual([
      'EmailReserved',
      'UsernameReserved',
      'UserRegistered',
      // Sign-up asks the new member to verify their email (ADR 021).
      'EmailVerificationRequested',
    ]);
    expect(command!.streams).toHaveLength(3);
    expect(command!.streams[2]).toMatch(/^user-/);

    // The stored events carry the same id in their metadata, and are exactly the command's.
    const stored = (await storedEvents(server.dataDir)).filter(
      (event) => event.metadata.correlationId === correlationId,
    );
    expect(stored.map((event) => event.eventId)).toEqual(
      command!.events.map((event: any) => event.eventId),
    );
    // Reservation streams are logged by their kind alone: their names hold an email or username.
    expect(stored.map((event) => loggableStreamName(event.streamName))).toEqual(
      command!.events.map((event: any) => event.stream),
    );
    expect(command!.streams.slice(0, 2)).toEqual(['email-*', 'username-*']);
    const output = server.output().toLowerCase();
    for (const personal of [registration.email, registration.username])
      expect(output).not.toContain(personal.toLowerCase());
    expect(new Set(stored.map((event) => event.metadata.causationId))).toEqual(
      new Set([command!.commandId]),
    );

    // The users projection applied the UserRegistered event, logged with the same id.
    const userRegistered = stored.find((event) => event.type === 'UserRegistered')!;
    const applied = lines.filter((line) => line.component === 'projections');
    expect(applied).toContainEqual(
      expect.objectContaining({
        level: DEBUG,
        msg: 'projection users applied UserRegistered',
        projection: 'users',
        eventId: userRegistered.eventId,
        eventType: 'UserRegistered',
        position: userRegistered.position.toString(),
      }),
    );
    // Nothing in the chain lost the id: every line about these events carries it.
    const eventIds = new Set(stored.map((event) => event.eventId));
    const aboutTheseEvents = logLines(server).filter((line) => eventIds.has(line.eventId));
    expect(aboutTheseEvents.length).toBeGreaterThan(0);
    expect(aboutTheseEvents.every((line) => line.correlationId === correlationId)).toBe(true);
  });

  it('logs a refused command and its 4xx under the caller id, with the reason', async () => {
    const taken = await registerUser(http);
    const correlationId = `dup-${randomUUID()}`;
    const response = await http.request('POST', '/api/auth/register', {
      body: aRegistration({ email: taken.email }),
      headers: { 'x-correlation-id': correlationId },
    });
    expect(response.status).toBe(409);

    await expect
      .poll(() => logLines(server).filter((line) => line.correlationId === correlationId).length)
      .toBe(2);
    const lines = logLines(server).filter((line) => line.correlationId === correlationId);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'command RegisterUser refused',
        code: 'ACCOUNTS.EMAIL_TAKEN',
        reason: 'Email already registered',
        events: [],
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request completed', statusCode: 409, level: INFO }),
    );
  });

  it('makes up a correlation id when the caller sends none, and uses it all the way', async () => {
    const response = await http.post('/api/auth/register', aRegistration());
    const correlationId = response.headers.get('x-correlation-id')!;
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() =>
        logLines(server)
          .filter((line) => line.correlationId === correlationId)
          .map((line) => line.component),
      )
      .toEqual(expect.arrayContaining(['http', 'commands', 'projections']));
  });
});

describe('the default log level', () => {
  let server: ServerProcess;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startServer({ env: { LOG_LEVEL: 'info' } });
    http = new HttpClient(server.url);
  });
  afterAll(() => server?.stop());

  it('keeps commands and writes, and leaves successful reads and per-event lines to debug', async () => {
    const user = await registerUser(http);
    const correlationId = `read-${randomUUID()}`;
    const read = await http.request('GET', '/api/profile', {
      token: user.token,
      headers: { 'x-correlation-id': correlationId },
    });
    expect(read.status).toBe(200);
    const missing = await http.get('/api/groups/no-such-group', user.token);
    expect(missing.status).toBe(404);

    await expect
      .poll(() =>
        logLines(server).some(
          (line) => line.msg === 'request completed' && line.statusCode === 404,
        ),
      )
      .toBe(true);
    const lines = logLines(server);
    expect(lines.every((line) => line.level >= INFO)).toBe(true);
    expect(lines.some((line) => line.msg === 'command RegisterUser handled')).toBe(true);
    expect(
      lines.some((line) => line.msg === 'request completed' && line.route === '/api/auth/register'),
    ).toBe(true);
    expect(lines.some((line) => line.correlationId === correlationId)).toBe(false);
    expect(lines.find((line) => line.statusCode === 404)).toMatchObject({
      route: '/api/groups/:id',
      path: '/api/groups/no-such-group',
      userId: expect.any(String),
    });
  });
});
