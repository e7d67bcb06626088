import type { Page } from '@playwright/test';
import { switchAccount } from './sign-in.js';

/** Tiny valid images and a PDF, made here so the specs need no fixture files. */
export const pngBytes = (seed: number) => {
  // A 1x1 PNG whose single pixel differs per seed (the CRC is computed below).
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  // Stored (uncompressed) deflate block holding one scanline: filter 0 + RGB.
  const raw = Buffer.from([0, seed & 0xff, (seed * 7) & 0xff, (seed * 13) & 0xff]);
  const adler = (() => {
    let a = 1;
    let b = 0;
    for (const x of raw) {
      a = (a + x) % 65521;
      b = (b + a) % 65521;
    }
    const out = Buffer.alloc(4);
    out.writeUInt32BE(((b << 16) | a) >>> 0);
    return out;
  })();
  const idat = Buffer.concat([Buffer.from([0x78, 0x01, 0x01, raw.length, 0, ~raw.length & 0xff, 0xff]), raw, adler]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
};

export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * Signs the page in as a demo account through the API, signing out whoever was signed in, and
 * leaves it on a document of the site that is not the app (robots.txt: API answers may load and
 * fetch nothing), so its storage can be read and its fetches carry the session. Signing in through the
 * login modal is what auth.spec.ts tests; here it would only cost time and flake under load.
 */
export async function signInAs(page: Page, username: string): Promise<void> {
  await switchAccount(page, username);
  await page.goto('/robots.txt');
}

/** The id of the user signed in on the page. */
export const currentUserId = async (page: Page): Promise<string> => page.evaluate(() => JSON.parse(localStorage.getItem('currentUser')!)._id as string);

type Created = { _id: string; title: string };
type FileInput = { name: string; mimeType: string; buffer: Buffer };

/**
 * Uploads the files for `purpose`, then POSTs the body with their URLs as `files`, from inside the
 * page (fetch with its session cookie), as the web app does; answers the 201's field `answerKey`.
 */
async function postWithUploads<T>(page: Page, input: { purpose: 'task' | 'submission'; files: FileInput[]; url: string; body: object; answerKey: string }): Promise<T> {
  const files = input.files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') }));
  return page.evaluate(
    async ({ purpose, files, url, body, answerKey }) => {
      const urls: string[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('purpose', purpose);
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        form.append('file', new Blob([bytes], { type: file.mimeType }), file.name);
        const res = await fetch('/api/uploads', { method: 'POST', body: form });
        if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
        urls.push((await res.json()).url);
      }
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, files: urls }) });
      if (res.status !== 201) throw new Error(`POST ${url} failed: ${res.status} ${await res.text()}`);
      return (await res.json())[answerKey];
    },
    { purpose: input.purpose, files, url: input.url, body: input.body, answerKey: input.answerKey },
  ) as Promise<T>;
}

/** Creates a task through the API as the admin signed in on the page, uploading the files first. */
export function createTaskViaApi(admin: Page, input: { title: string; assignee: string; deadline?: string; files?: FileInput[] }): Promise<Created> {
  const body = { title: input.title, desc: `Steps for ${input.title}: read the brief and deliver screenshots.`, assignee: input.assignee, deadline: input.deadline };
  return postWithUploads<Created>(admin, { purpose: 'task', files: input.files ?? [], url: '/api/task', body, answerKey: 'task' });
}

/** Submits work for a task through the API as the worker signed in on the page (its assignee), uploading the images first. */
export function submitWorkViaApi(worker: Page, input: { taskId: string; desc: string; status?: 'To Do' | 'In Progress'; files?: FileInput[] }): Promise<{ _id: string }> {
  const body = { id: input.taskId, desc: input.desc, status: input.status ?? 'In Progress' };
  return postWithUploads<{ _id: string }>(worker, { purpose: 'submission', files: input.files ?? [], url: '/api/submitedTask', body, answerKey: 'submission' });
}

/** Assigns a task to another worker through the API, as the admin signed in on the page. */
export async function reassignTaskViaApi(admin: Page, taskId: string, assignee: string): Promise<void> {
  await admin.evaluate(
    async ({ taskId, assignee }) => {
      const res = await fetch(`/api/task/${taskId}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ assignee }) });
      if (res.status !== 200) throw new Error(`reassign failed: ${res.status} ${await res.text()}`);
    },
    { taskId, assignee },
  );
}
