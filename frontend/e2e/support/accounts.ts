import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { inboxOf, tokenOf } from '../../../backend/test/support/smtp.js';

export interface TestUser {
  email: string;
  password: string;
  username: string;
  firstName: string;
  token: string;
}

/**
 * Creates an account through the real API (for tests whose subject is not sign-up). With email
 * on, its address is verified through the link in the sign-up email that arrived; with email off
 * nothing asks for it.
 */
export async function registerThroughApi(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const unique = randomUUID().slice(0, 8);
  const body = {
    firstName: 'Jordan',
    lastName: 'Rivera',
    username: `jordan_${unique}`,
    email: `jordan.${unique}@example.com`,
    password: 'walkies-every-day',
    city: 'Denver',
    state: 'CO',
    isTrainer: false,
    ...overrides,
  };
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const inbox = inboxOf(baseUrl);
  if (inbox) {
    const link = await inbox.linkFor(body.email, 'verify-email');
    const verified = await fetch(`${baseUrl}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenOf(link) }),
    });
    if (verified.status !== 200)
      throw new Error(`verify-email failed: ${verified.status} ${await verified.text()}`);
  }
  return {
    email: body.email,
    password: body.password,
    username: body.username,
    firstName: body.firstName,
    token,
  };
}

export async function addDogThroughApi(
  baseUrl: string,
  token: string,
  dog: Record<string, unknown>,
) {
  const response = await fetch(`${baseUrl}/api/dogs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(dog),
  });
  if (response.status !== 201)
    throw new Error(`add dog failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; name: string };
}

/** Signs the browser in the way the app does: the token in local storage. */
export async function signInWithToken(page: Page, baseUrl: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** Chooses an option in one of the app's Radix selects, found by its label (required ones end in *). */
export async function choose(page: Page, label: string, option: string, index = 0): Promise<void> {
  await page
    .getByLabel(new RegExp(`^${label}\\s*\\*?$`))
    .nth(index)
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the city picker (labelled `label`) and chooses the matching suggestion. */
export async function pickCity(
  page: Page,
  search: string,
  choice: string,
  label = 'Location',
): Promise<void> {
  const input = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await input.click();
  await input.fill(search);
  await page
    .getByRole('option', { name: new RegExp(`^${choice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
}
