import type { App } from '../../src/types.js';

export type FilePart = { data: Buffer; filename: string; type?: string };

/** A multipart/form-data body, built by the platform's FormData so the encoding is what browsers send. */
export async function multipart(parts: [string, string | FilePart][]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.data], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
}

/** Uploads one file through POST /api/uploads and returns its answer ({ _id, url, ... }); throws unless 201. */
export async function uploadFile(app: App, cookie: string, purpose: string, file: FilePart): Promise<{ _id: string; url: string }> {
  const body = await multipart([
    ['purpose', purpose],
    ['file', file],
  ]);
  const res = await app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, cookie } });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A small valid PDF (enough for type detection). */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
