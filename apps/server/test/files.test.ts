import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@market/shared';
import { files } from '../src/db/schema/index.js';
import { processImage } from '../src/lib/images.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { signedIn } from './helpers/factories.js';
import { multipart, samplePdf as pdf, type FilePart } from './helpers/uploads.js';

type Session = Awaited<ReturnType<typeof signedIn>>;

let t: TestContext;
let owner: Session;
let other: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, t.db, 'user');
  other = await signedIn(t.app, t.db, 'verified');
  admin = await signedIn(t.app, t.db, 'admin');
});
afterAll(() => t.close());

// ---------- request helpers ----------

async function upload(cookie: string | null, purpose: string, file: FilePart, opts: { purposeLast?: boolean } = {}) {
  const parts: [string, string | FilePart][] = opts.purposeLast ? [['file', file], ['purpose', purpose]] : [['purpose', purpose], ['file', file]];
  return send(cookie, parts);
}

async function send(cookie: string | null, parts: [string, string | FilePart][]) {
  const body = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

const read = (id: string, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: cookie ? { cookie } : {} });

async function rowOf(id: string) {
  const [row] = await t.db.select().from(files).where(eq(files.id, id));
  return row;
}

async function storedBytes(storageKey: string): Promise<Buffer> {
  const stream = await t.storage.get(storageKey);
  if (!stream) throw new Error(`nothing stored at ${storageKey}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const fileCount = async () => (await t.db.select({ id: files.id }).from(files)).length;

// ---------- fixtures, generated here ----------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width x height grey pixels, with only a few rows of data: tiny on disk, huge once decoded. */
function pixelBombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip archive with stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = zip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});

/** An OLE2 compound file whose directory names the given streams (enough for type detection). */
function compoundFile(...streams: string[]): Buffer {
  const data = Buffer.alloc(1536);
  data.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  ['Root Entry', ...streams].forEach((name, i) => data.write(name, 512 + i * 128, 'utf16le'));
  return data;
}

const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
const xmlSvg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>');

const solid = (width: number, height: number, colour = '#cc3300') => sharp({ create: { width, height, channels: 3, background: colour } });

let jpegWithExif: Buffer;
let png: Buffer;
let animatedGif: Buffer;
let webp: Buffer;
let wide: Buffer;

beforeAll(async () => {
  // 40 wide, 20 high, stored sideways: orientation 6 means "display rotated 90 degrees clockwise", i.e. 20 x 40.
  jpegWithExif = await solid(40, 20)
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'PhoneMaker', Model: 'Secret-Model-X', Copyright: 'owner-private-serial-1234' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 20/1 0/1' },
      },
    })
    .toBuffer();
  png = await sharp({ create: { width: 30, height: 30, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 0.5 } } }).png().toBuffer();
  const frames = await Promise.all(['#ff0000', '#0000ff'].map((c) => solid(16, 12, c).png().toBuffer()));
  animatedGif = await sharp(frames, { join: { animated: true } }).gif({ delay: [200, 200], loop: 0 }).toBuffer();
  webp = await solid(24, 24, '#00aa00').webp().toBuffer();
  wide = await solid(3000, 40).png().toBuffer();
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// ---------- uploads ----------

describe('POST /api/uploads', () => {
  it('refuses visitors with 401 and stores nothing', async () => {
    const before = await fileCount();
    const res = await upload(null, 'gig', { data: png, filename: 'a.png', type: 'image/png' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
    expect(await fileCount()).toBe(before);
  });

  it('stores a JPEG re-encoded: rotated by its EXIF orientation, with no EXIF, GPS or other metadata left', async () => {
    // The fixture really carries the metadata the server must remove.
    const input = await sharp(jpegWithExif).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);
    expect(jpegWithExif.includes('owner-private-serial-1234')).toBe(true);

    const res = await upload(owner.cookie, 'gig', { data: jpegWithExif, filename: 'holiday.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['_id', 'name', 'size', 'type', 'url']);
    expect(body._id).toMatch(uuidPattern);
    expect(body).toMatchObject({ url: `/api/files/${body._id}`, name: 'holiday.jpg', type: 'image/jpeg' });

    const row = await rowOf(body._id);
    expect(row).toMatchObject({ ownerId: owner.user.id, purpose: 'gig', visibility: 'public', mimeType: 'image/jpeg', name: 'holiday.jpg' });
    expect(await t.storage.exists(row.storageKey)).toBe(true);
    const stored = await storedBytes(row.storageKey);
    expect(body.size).toBe(stored.length);
    expect(row.size).toBe(stored.length);
    expect(stored.equals(jpegWithExif)).toBe(false);

    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(stored.includes('owner-private-serial-1234')).toBe(false);
    expect(stored.includes('Secret-Model-X')).toBe(false);
  });

  it('accepts the purpose after the file, and stores avatars public', async () => {
    const res = await upload(owner.cookie, 'avatar', { data: png, filename: 'me.png', type: 'image/png' }, { purposeLast: true });
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json()._id);
    expect(row).toMatchObject({ purpose: 'avatar', visibility: 'public', mimeType: 'image/png', ownerId: owner.user.id });
    const meta = await sharp(await storedBytes(row.storageKey)).metadata();
    expect(meta.format).toBe('png');
    expect(meta.hasAlpha).toBe(true);
    expect([meta.width, meta.height]).toEqual([30, 30]);
  });

  it('keeps GIF animations animated and WebP as WebP', async () => {
    expect((await sharp(animatedGif).metadata()).pages).toBe(2);
    const gifRes = await upload(other.cookie, 'submission', { data: animatedGif, filename: 'loop.gif', type: 'image/gif' });
    expect(gifRes.statusCode).toBe(201);
    expect(gifRes.json().type).toBe('image/gif');
    const gifRow = await rowOf(gifRes.json()._id);
    expect(gifRow.visibility).toBe('private');
    const gifMeta = await sharp(await storedBytes(gifRow.storageKey), { animated: true }).metadata();
    expect(gifMeta).toMatchObject({ format: 'gif', pages: 2, width: 16, pageHeight: 12 });

    const webpRes = await upload(owner.cookie, 'gig', { data: webp, filename: 'leaf.webp', type: 'image/webp' });
    expect(webpRes.statusCode).toBe(201);
    expect(webpRes.json()).toMatchObject({ type: 'image/webp', name: 'leaf.webp' });
    const webpMeta = await sharp(await storedBytes((await rowOf(webpRes.json()._id)).storageKey)).metadata();
    expect(webpMeta.format).toBe('webp');
  });

  it('shrinks large images to fit 2560 pixels (1024 for avatars), never enlarging', async () => {
    const gig = await upload(owner.cookie, 'gig', { data: wide, filename: 'banner.png' });
    expect(gig.statusCode).toBe(201);
    const gigMeta = await sharp(await storedBytes((await rowOf(gig.json()._id)).storageKey)).metadata();
    expect(gigMeta.width).toBe(2560);
    expect(gigMeta.height).toBe(34);

    const avatar = await upload(owner.cookie, 'avatar', { data: wide, filename: 'banner.png' });
    expect(avatar.statusCode).toBe(201);
    expect((await sharp(await storedBytes((await rowOf(avatar.json()._id)).storageKey)).metadata()).width).toBe(1024);
  });

  it('judges the type by the bytes: a JPEG named .png is stored as image/jpeg named .jpg', async () => {
    const res = await upload(owner.cookie, 'gig', { data: jpegWithExif, filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'image/jpeg', name: 'photo.jpg' });
  });

  it('accepts pdf, doc and docx for tasks, stored private and byte for byte', async () => {
    const cases = [
      { data: pdf, filename: 'brief.pdf', type: 'application/pdf' },
      { data: compoundFile('WordDocument', '1Table'), filename: 'old.doc', type: 'application/msword' },
      { data: docx, filename: 'new.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ];
    for (const file of cases) {
      // The client's MIME type is ignored either way.
      const res = await upload(admin.cookie, 'task', { ...file, type: 'application/octet-stream' });
      expect(res.statusCode, file.filename).toBe(201);
      expect(res.json()).toMatchObject({ type: file.type, name: file.filename, size: file.data.length });
      const row = await rowOf(res.json()._id);
      expect(row).toMatchObject({ ownerId: admin.user.id, purpose: 'task', visibility: 'private', mimeType: file.type });
      expect((await storedBytes(row.storageKey)).equals(file.data)).toBe(true);
    }
  });

  it('accepts images for tasks too', async () => {
    const res = await upload(admin.cookie, 'task', { data: png, filename: 'diagram.png' });
    expect(res.statusCode).toBe(201);
    expect(res.json().type).toBe('image/png');
  });

  it('refuses documents for image-only purposes with 415', async () => {
    for (const purpose of ['avatar', 'gig', 'submission']) {
      const res = await upload(other.cookie, purpose, { data: pdf, filename: 'brief.pdf', type: 'application/pdf' });
      expect(res.statusCode, purpose).toBe(415);
      expect(res.json()).toEqual({ message: texts.fileWrongType, code: 'UNSUPPORTED_TYPE' });
    }
  });

  it('refuses HTML, SVG, spreadsheets, installers and plain zips whatever their name, and stores nothing', async () => {
    const before = await fileCount();
    const cases: FilePart[] = [
      { data: html, filename: 'cute-cat.png', type: 'image/png' },
      { data: svg, filename: 'logo.png', type: 'image/png' },
      { data: svg, filename: 'logo.svg', type: 'image/svg+xml' },
      { data: xmlSvg, filename: 'logo.svg', type: 'image/svg+xml' },
      { data: compoundFile('Workbook'), filename: 'sheet.doc', type: 'application/msword' },
      { data: zip({ 'readme.txt': 'hello' }), filename: 'files.docx' },
      { data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00'.padEnd(512, '\0'), 'latin1'), filename: 'setup.pdf' },
    ];
    for (const file of cases) {
      for (const [purpose, by] of [['gig', owner], ['task', admin]] as const) {
        const res = await upload(by.cookie, purpose, file);
        expect(res.statusCode, `${file.filename} for ${purpose}`).toBe(415);
        expect(res.json().message).toBe(texts.fileWrongType);
      }
    }
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file over the limit with 413, wherever the purpose comes', async () => {
    const big = Buffer.concat([jpegWithExif.subarray(0, 20), Buffer.alloc(11 * 1024 * 1024)]);
    for (const purposeLast of [false, true]) {
      const res = await upload(owner.cookie, 'gig', { data: big, filename: 'big.jpg', type: 'image/jpeg' }, { purposeLast });
      expect(res.statusCode, `purposeLast=${purposeLast}`).toBe(413);
      expect(res.json()).toEqual({ message: texts.fileTooLarge, code: 'TOO_LARGE' });
    }
  });

  it('caps avatars at 5 MB while other purposes take more', async () => {
    const sixMb = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(6 * 1024 * 1024)]);
    for (const purposeLast of [false, true]) {
      const avatar = await upload(owner.cookie, 'avatar', { data: sixMb, filename: 'me.jpg' }, { purposeLast });
      expect(avatar.statusCode, `purposeLast=${purposeLast}`).toBe(413);
    }
    // Same size, allowed for a task: it passes the size check (and, being a "pdf", is stored).
    const task = await upload(admin.cookie, 'task', { data: sixMb, filename: 'scan.pdf' });
    expect(task.statusCode).toBe(201);
    expect(task.json().size).toBe(sixMb.length);
  });

  it('refuses a pixel bomb with 413 before decoding it', async () => {
    const bomb = pixelBombPng(20000, 20000);
    expect(bomb.length).toBeLessThan(10_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    const started = Date.now();
    const res = await upload(owner.cookie, 'gig', { data: bomb, filename: 'tiny.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: texts.imageTooManyPixels, code: 'TOO_LARGE' });
    // Decoding 400 megapixels would take seconds and gigabytes; reading the header takes milliseconds.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('counts every frame of an animation toward the pixel cap', async () => {
    // 2 frames of 16 x 12 = 384 pixels; with a cap of 300 the animation is refused though each frame fits.
    await expect(processImage(animatedGif, { maxPixels: 300 })).rejects.toMatchObject({ statusCode: 413, message: texts.imageTooManyPixels });
    await expect(processImage(animatedGif, { maxPixels: 400 })).resolves.toMatchObject({ mimeType: 'image/gif', width: 16, height: 12 });
  });

  it('refuses damaged images with 400 and a clear message, never 500', async () => {
    const header = jpegWithExif.subarray(0, 4);
    const garbage = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7919 + 13) % 251));
    const noiseJpeg = await sharp(randomBytes(200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } }).jpeg().toBuffer();
    expect(noiseJpeg.length).toBeGreaterThan(10_000);
    const cases: [string, Buffer][] = [
      ['garbage after a JPEG signature', Buffer.concat([header, garbage(4000)])],
      ['a JPEG cut in half', noiseJpeg.subarray(0, Math.floor(noiseJpeg.length / 2))],
      ['a PNG with a broken body', Buffer.concat([png.subarray(0, 40), garbage(200)])],
      ['a PNG with random chunks', Buffer.concat([png.subarray(0, 16), randomBytes(300)])],
      ['a GIF header only', Buffer.from('GIF89a')],
    ];
    for (const [label, data] of cases) {
      const res = await upload(owner.cookie, 'gig', { data, filename: 'broken.jpg' });
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toEqual({ message: texts.imageUnreadable, code: 'BAD_REQUEST' });
    }
  });

  it('asks for a file when none, or an empty one, is sent', async () => {
    const none = await send(owner.cookie, [['purpose', 'gig']]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(texts.fileMissing);
    const empty = await upload(owner.cookie, 'gig', { data: Buffer.alloc(0), filename: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(texts.fileMissing);
    const json = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: { purpose: 'gig' }, headers: { cookie: owner.cookie } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(texts.fileMissing);
  });

  it('refuses an unknown or missing purpose, extra files and unknown fields with 400', async () => {
    const before = await fileCount();
    const unknown = await upload(owner.cookie, 'kyc', { data: png, filename: 'id.png' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('purpose');
    const missing = await send(owner.cookie, [['file', { data: png, filename: 'a.png' }]]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('purpose');
    const twoFiles = await send(owner.cookie, [
      ['purpose', 'gig'],
      ['file', { data: png, filename: 'a.png' }],
      ['file', { data: png, filename: 'b.png' }],
    ]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().fields).toHaveProperty('file');
    const extra = await send(owner.cookie, [
      ['purpose', 'gig'],
      ['ownerId', admin.user.id],
      ['file', { data: png, filename: 'a.png' }],
    ]);
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toHaveProperty('ownerId');
    expect(await fileCount()).toBe(before);
  });

  it('cleans the file name: no folders, control characters or overlong names', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.png', 'passwd.png'],
      ['C:\\Users\\me\\Desktop\\scan.png', 'scan.png'],
      ['invoice\u202egnp.exe', 'invoicegnp.exe.png'],
      ['a<b>c:d|e?f*g.PNG', 'a_b_c_d_e_f_g.png'],
      ['...', 'file.png'],
      ['.png', 'png.png'],
      [`${'a'.repeat(300)}.png`, `${'a'.repeat(100)}.png`],
    ];
    for (const [sent, expected] of cases) {
      const res = await upload(owner.cookie, 'gig', { data: png, filename: sent });
      expect(res.statusCode, sent).toBe(201);
      expect(res.json().name, sent).toBe(expected);
    }
  });
});

// ---------- reads ----------

describe('GET /api/files/:id', () => {
  let privatePdf: { id: string; bytes: Buffer };
  let privateImage: { id: string };
  let publicImage: { id: string; bytes: Buffer };
  // Task files are uploaded by admins and delivered work by verified workers; `other` and `admin` read them.
  let taskAdmin: Session;
  let worker: Session;

  beforeAll(async () => {
    taskAdmin = await signedIn(t.app, t.db, 'admin');
    worker = await signedIn(t.app, t.db, 'verified');
    const a = await upload(taskAdmin.cookie, 'task', { data: pdf, filename: 'contrat signé.pdf' });
    privatePdf = { id: a.json()._id, bytes: pdf };
    const b = await upload(worker.cookie, 'submission', { data: png, filename: 'work.png' });
    privateImage = { id: b.json()._id };
    const c = await upload(owner.cookie, 'gig', { data: webp, filename: 'cover.webp' });
    publicImage = { id: c.json()._id, bytes: await storedBytes((await rowOf(c.json()._id)).storageKey) };
  });

  it('serves a private document to its owner as an uncached attachment', async () => {
    const res = await read(privatePdf.id, taskAdmin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(privatePdf.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contrat sign_.pdf"; filename*=UTF-8''contrat%20sign%C3%A9.pdf`);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves a private image inline to its owner', async () => {
    const res = await read(privateImage.id, worker.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="work.png"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('hides private files from other users and visitors with the same 404 as an unknown id', async () => {
    const unknown = await read('0190a000-0000-7000-8000-000000000000', other.cookie);
    expect(unknown.statusCode).toBe(404);
    for (const [who, cookie] of [['another user', other.cookie], ['a visitor', undefined]] as const) {
      for (const id of [privatePdf.id, privateImage.id]) {
        const res = await read(id, cookie);
        expect(res.statusCode, who).toBe(404);
        expect(res.json(), who).toEqual(unknown.json());
        expect(res.body).not.toContain('%PDF');
      }
    }
  });

  it('serves private files to an admin', async () => {
    const res = await read(privatePdf.id, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(privatePdf.bytes)).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('serves public files to visitors, cacheable for a year', async () => {
    const res = await read(publicImage.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(publicImage.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe(String(publicImage.bytes.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="cover.webp"/);
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    const bad = await read('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    const traversal = await read('..%2F..%2Fetc%2Fpasswd');
    expect(traversal.statusCode).toBe(400);
    const unknown = await read('0190a000-0000-7000-8000-000000000001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('answers 404, not 500, when the bytes are gone from storage', async () => {
    const res = await upload(owner.cookie, 'gig', { data: png, filename: 'gone.png' });
    const row = await rowOf(res.json()._id);
    await t.storage.remove(row.storageKey);
    const gone = await read(row.id);
    expect(gone.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents both routes under the files tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/uploads'].post.tags).toEqual(['files']);
    expect(doc.paths['/api/uploads'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/files/{id}'].get.tags).toEqual(['files']);
    expect(doc.paths['/api/files/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  });
});
