import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PersonalDataRule } from '../../contracts/personal-data.js';
import type { MemberKey } from './key-store.port.js';

/*
 * The envelope that replaces an event's personal fields in the log: the
 * fields' values as one AES-256-GCM ciphertext, with the key id and the paths
 * in clear (paths are not personal; they say what to redact without the key).
 * Authenticated with the event type and subject, so an envelope cannot be
 * moved onto another member's event.
 */

export const SEALED = '_sealed';

export interface SealedEnvelope {
  /** Envelope format version. */
  v: 1;
  keyId: string;
  iv: string;
  tag: string;
  ciphertext: string;
  fields: string[];
}

type Data = Record<string, unknown>;

export function getPath(data: Data, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Data)[part];
  }
  return value;
}

/**
 * A copy of `data` with each path set to its value, or removed for
 * `undefined`; objects along the paths are copied, never changed in place
 * (an in-memory store hands out the very objects it keeps).
 */
export function withPaths(data: Data, entries: readonly [string, unknown][]): Data {
  const copy: Data = { ...data };
  entries: for (const [path, value] of entries) {
    const parts = path.split('.');
    let target = copy;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      // No object on the way: nothing to set there (the paths come from present fields).
      if (next === null || typeof next !== 'object') continue entries;
      target = target[part] = { ...(next as Data) };
    }
    const last = parts.at(-1)!;
    if (value === undefined) delete target[last];
    else target[last] = value;
  }
  return copy;
}

const aad = (type: string, subject: string) => Buffer.from(`${type}\u0000${subject}`);

/** Moves the rule's present fields into an envelope sealed with `key`; the data unchanged when none is present. */
export function seal(type: string, data: Data, rule: PersonalDataRule, key: MemberKey): Data {
  const fields = rule.fields
    .map((field) => field.path)
    .filter((path) => getPath(data, path) !== undefined);
  if (fields.length === 0) return data;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(aad(type, String(data[rule.subject])));
  const plain = JSON.stringify(fields.map((path) => getPath(data, path)));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const envelope: SealedEnvelope = {
    v: 1,
    keyId: key.keyId,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    fields,
  };
  return {
    ...withPaths(
      data,
      fields.map((path) => [path, undefined]),
    ),
    [SEALED]: envelope,
  };
}

/** Puts the envelope's fields back; throws when the key is not the one that sealed it or the envelope was altered. */
export function unseal(type: string, data: Data, rule: PersonalDataRule, key: MemberKey): Data {
  const { [SEALED]: sealed, ...rest } = data;
  const envelope = sealed as SealedEnvelope;
  if (envelope.v !== 1 || envelope.keyId !== key.keyId) {
    throw new Error(`Envelope sealed with key ${envelope.keyId} (format ${envelope.v})`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(envelope.iv, 'base64'));
  decipher.setAAD(aad(type, String(data[rule.subject])));
  decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
  const plain = Buffer.concat([
    decipher.update(Buffer.from(envelope.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
  const values = JSON.parse(plain) as unknown[];
  return withPaths(
    rest,
    envelope.fields.map((path, index) => [path, values[index]]),
  );
}

/**
 * The data as it reads once its member is forgotten: every personal field
 * that is there (sealed or, from before encryption, in clear) at its
 * redacted value.
 */
export function redact(data: Data, rule: PersonalDataRule): Data {
  const { [SEALED]: sealed, ...rest } = data;
  const sealedFields = new Set((sealed as SealedEnvelope | undefined)?.fields ?? []);
  const subject = String(data[rule.subject]);
  return withPaths(
    rest,
    rule.fields
      .filter((field) => sealedFields.has(field.path) || getPath(rest, field.path) !== undefined)
      .map((field) => [field.path, field.redacted(subject)]),
  );
}
