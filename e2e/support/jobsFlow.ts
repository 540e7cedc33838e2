// Helpers for jobs-flow.spec.ts: accounts made through the api, and a real PNG for photo uploads.
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const ROLE_IDS = { customer: 3, provider: 4 } as const;
export const DEMO_PRO = { email: 'pro@prohive.test', password: 'prohive-demo-1' } as const;
export const DEMO_CUSTOMER = { email: 'customer@prohive.test', password: 'prohive-demo-1' } as const;

export interface Account {
  email: string;
  password: string;
  token: string;
}

let counter = 0;

/** A fresh account, so the test never depends on what other specs did to the demo data. */
export async function register(
  request: APIRequestContext,
  role: keyof typeof ROLE_IDS,
  name: string,
): Promise<Account> {
  counter += 1;
  const email = `jobs-flow-${role}-${Date.now()}-${counter}@example.test`;
  const password = 'jobs-flow-password-1';
  const response = await request.post('/api/register', {
    data: { name, email, password, password_confirmation: password, roleId: ROLE_IDS[role] },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { email, password, token };
}

export async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Signs in through the /auth form the page is on (or opens it). */
export async function signInOnAuthPage(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Map tiles answer 404, as when the tile host is unreachable: the map must still work. */
export async function failMapTiles(target: Page | BrowserContext): Promise<void> {
  await target.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, (route) => route.fulfill({ status: 404, body: '' }));
}

/** A real 24×24 RGB PNG, so the api's sniffing and re-encoding see a true image. */
export function tinyPng(): Buffer {
  const size = 24;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(x * 10, y * 10, 90);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
