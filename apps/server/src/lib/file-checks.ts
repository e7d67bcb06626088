import { basename } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentMimeType, ImageMimeType, archiveMimeTypes } from '@market/shared';

export type DetectedType =
  | { kind: 'image'; mimeType: ImageMimeType }
  | { kind: 'document'; mimeType: DocumentMimeType }
  | { kind: 'archive'; mimeType: (typeof archiveMimeTypes)[number] };

const detectable: Record<string, DetectedType> = {
  'image/jpeg': { kind: 'image', mimeType: 'image/jpeg' },
  'image/png': { kind: 'image', mimeType: 'image/png' },
  // An animated PNG is a PNG to every decoder; it is re-encoded as a still PNG.
  'image/apng': { kind: 'image', mimeType: 'image/png' },
  'image/gif': { kind: 'image', mimeType: 'image/gif' },
  'image/webp': { kind: 'image', mimeType: 'image/webp' },
  'application/pdf': { kind: 'document', mimeType: 'application/pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    kind: 'document',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  // file-type names Office files (docx, xlsx) by their content: only a plain archive is a zip here.
  'application/zip': { kind: 'archive', mimeType: 'application/zip' },
};

// Every Word 97-2003 file has a stream named "WordDocument"; its directory entry holds the name in UTF-16LE.
const wordStreamName = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of a file judged by its bytes only (never its name or the client's MIME type).
 * Returns null for anything outside the accepted formats, which includes SVG, HTML and any text.
 */
export async function detectFileType(data: Buffer): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(data);
  // file-type walks PNG chunks and gives up on a damaged PNG; keep it an image, so the decoder
  // reports it as damaged (400) rather than as a forbidden type. Images are re-encoded, never served as sent.
  if (!found) return imageBySignature(data);
  // OLE2 compound files are also .xls, .ppt and .msi installers: accept only those carrying a Word stream.
  if (found.mime === 'application/x-cfb') {
    return data.includes(wordStreamName) ? { kind: 'document', mimeType: 'application/msword' } : null;
  }
  return detectable[found.mime] ?? null;
}

const imageSignatures: [ImageMimeType, (data: Buffer) => boolean][] = [
  ['image/png', (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff],
  ['image/gif', (d) => ['GIF87a', 'GIF89a'].includes(d.toString('latin1', 0, 6))],
  ['image/webp', (d) => d.toString('latin1', 0, 4) === 'RIFF' && d.toString('latin1', 8, 12) === 'WEBP'],
];

function imageBySignature(data: Buffer): DetectedType | null {
  const match = imageSignatures.find(([, test]) => test(data));
  return match ? { kind: 'image', mimeType: match[0] } : null;
}

const extensionsOf: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/zip': ['zip'],
};

/** The usual extension of a stored type, for storage keys and file names. */
export const extensionFor = (mimeType: string): string => extensionsOf[mimeType]?.[0] ?? 'bin';

const replaceable = new Set([...Object.values(extensionsOf).flat(), 'svg', 'svgz', 'html', 'htm', 'xhtml', 'xml', 'heic', 'avif', 'bmp', 'tif', 'tiff']);

const maxBaseLength = 100;

/**
 * A file name safe to store and to show: no folders, control or bidirectional-override characters
 * (which disguise extensions), no characters Windows refuses, at most 100 characters before the
 * extension, and an extension that matches the detected type ("cv.png" holding a PDF becomes "cv.pdf").
 */
export function cleanFileName(raw: string | undefined, mimeType: string): string {
  const allowed = extensionsOf[mimeType] ?? [];
  let name = basename((raw ?? '').replace(/\\/g, '/'))
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"/\\|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');

  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  // A wrong but familiar extension is replaced ("photo.png" holding a JPEG becomes "photo.jpg"); any other is kept in the name.
  let base = allowed.includes(extension) || replaceable.has(extension) ? name.slice(0, dot) : name;
  const finalExtension = allowed.includes(extension) ? extension : (allowed[0] ?? '');
  // Cut by code points so no surrogate pair is split.
  base = Array.from(base).slice(0, maxBaseLength).join('').trim() || 'file';
  name = finalExtension ? `${base}.${finalExtension}` : base;
  return name;
}

/** A Content-Disposition value with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
