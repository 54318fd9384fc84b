import { imagePresets, UPLOAD_FIELD_NAME, type ImagePreset } from '@nordhub/contracts';
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import type { App } from '../../../app-type';
import { createAccount, testPassword } from '../../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../../test/browser';
import { forEachDatabase } from '../../../test/databases';
import { forEachFileStore, useTestS3Server } from '../../../test/file-stores';
import { multipart } from '../../../test/multipart';
import { buildTestApp } from '../../../test/test-app';
import { documentUploadMessages, imageUploadMessages } from './service';

/** A real picture of the given size (noise, so the encoder has something to do). */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares width x height
 * grey pixels (50000 x 50000 is 2.5 gigapixels); its image data is a first row of zeros.
 */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))), pngChunk('IEND', Buffer.alloc(0))]);
}


type UploadBody = { path: string; url: string; contentType: string; size: number; name: string };

const s3 = useTestS3Server();

forEachDatabase(({ db }) => forEachFileStore(s3, ({ kind, env, files, keys }) => {
  let app: App;
  let browser: TestBrowser;
  let png: Buffer;
  beforeAll(async () => {
    app = await buildTestApp(db(), { ...accountsTestEnv, ...env() });
    // One database serves both stores' blocks: an account each.
    const email = `uploader-${kind}@example.com`;
    await createAccount(db(), { email });
    browser = new TestBrowser(app);
    await browser.signIn(email, testPassword);
    png = await picture(64, 48);
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = (who: TestBrowser, field: string, filename: string, bytes: Buffer, url = '/api/upload/image', contentType?: string) => {
    const { payload, headers } = multipart(filename, bytes, contentType, field);
    return who.request('POST', url, { payload, headers });
  };

  it('stores an image recognised by its bytes, serves it, and lets it become the account image', async () => {
    const response = await upload(browser, UPLOAD_FIELD_NAME, 'me.jpeg', png, '/api/upload/image', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const body = response.json() as UploadBody;
    // The name and the header said JPEG; the bytes are a PNG, and that is what counts.
    expect(body).toMatchObject({ contentType: 'image/png', name: 'me.jpeg' });
    expect(body.path).toMatch(/^images\/[0-9a-f-]{36}\.png$/);
    const served = await app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect(served.rawPayload.length).toBe(body.size);

    const me = await browser.put('/api/users/me', { imagePath: body.path });
    expect(me.json()).toMatchObject({ image: { path: body.path }, imageUrl: body.url });
  });

  it('strips EXIF (camera, GPS) and other metadata from an uploaded photo', async () => {
    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'NordCam', Model: 'Secret 1', Copyright: 'Someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(browser, UPLOAD_FIELD_NAME, 'photo.jpg', photo);
    expect(response.statusCode).toBe(201);
    const served = await app.inject({ url: (response.json() as UploadBody).url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('NordCam'))).toBe(false);
  });

  it('refuses what is not an image, a fake with an image header, a missing file field, and a file over 5 MB', async () => {
    const text = await upload(browser, UPLOAD_FIELD_NAME, 'fake.png', Buffer.from('just text, not a picture'), '/api/upload/image', 'image/png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Upload a PNG, JPEG, WebP or GIF image', fields: [{ path: 'file_upload' }] });

    const signatureOnly = Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]);
    const broken = await upload(browser, UPLOAD_FIELD_NAME, 'broken.png', signatureOnly);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'The image could not be read; please upload another one', fields: [{ path: 'file_upload' }] });

    const wrongField = await upload(browser, 'other', 'me.png', png);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Choose an image to upload (form field file_upload)');

    const huge = await upload(browser, UPLOAD_FIELD_NAME, 'huge.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: 'The image is larger than 5 MB', fields: [{ path: 'file_upload' }] });
  });

  describe('hostile files', () => {
    const svgWithScript = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
    const uploadRows = async () => (await db().one<{ count: number }>('SELECT count(*)::int AS count FROM uploads')).count;

    it.each([
      ['text named .png', 'notes.png', 'image/png', () => Buffer.from('just text, not a picture'), 400, imageUploadMessages.type],
      ['HTML named .jpg', 'page.jpg', 'image/jpeg', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 400, imageUploadMessages.type],
      ['an SVG with a script', 'logo.svg', 'image/svg+xml', () => svgWithScript, 400, imageUploadMessages.type],
      ['an SVG with a script named .png', 'logo.png', 'image/png', () => svgWithScript, 400, imageUploadMessages.type],
      ['a truncated PNG', 'cut.png', 'image/png', async () => (await picture(300, 200)).subarray(0, 400), 400, imageUploadMessages.unreadable],
      ['a truncated JPEG', 'cut.jpg', 'image/jpeg', async () => {
        const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).jpeg().toBuffer();
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      }, 400, imageUploadMessages.unreadable],
      ['a PNG signature on HTML', 'poly.png', 'image/png', () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]), 400, imageUploadMessages.unreadable],
      ['a decompression bomb (50000 x 50000 pixels in a small PNG)', 'bomb.png', 'image/png', () => pngBomb(50_000, 50_000), 400, imageUploadMessages.tooManyPixels],
      ['a file over 5 MB', 'huge.png', 'image/png', async () => Buffer.concat([await picture(16, 16), Buffer.alloc(5 * 1024 * 1024)]), 413, imageUploadMessages.tooLarge],
    ] as const)('refuses %s as an image with a clear message and keeps nothing', async (_what, name, type, bytes, status, message) => {
      const keysBefore = await keys();
      const rowsBefore = await uploadRows();
      const response = await upload(browser, UPLOAD_FIELD_NAME, name, await bytes(), '/api/upload/image', type);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message, fields: [{ path: UPLOAD_FIELD_NAME, message }] });
      expect(await keys()).toEqual(keysBefore);
      expect(await uploadRows()).toBe(rowsBefore);
    });

    it.each([
      ['an SVG with a script named .pdf', 'cv.pdf', 'application/pdf', () => svgWithScript, 400, documentUploadMessages.type],
      ['HTML named .docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', () => Buffer.from('<html><script>alert(1)</script></html>'), 400, documentUploadMessages.type],
      ['a file over 5 MB', 'cv.pdf', 'application/pdf', () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]), 413, documentUploadMessages.tooLarge],
    ] as const)('refuses %s as a document with a clear message and keeps nothing', async (_what, name, type, bytes, status, message) => {
      const keysBefore = await keys();
      const rowsBefore = await uploadRows();
      const response = await upload(browser, UPLOAD_FIELD_NAME, name, bytes(), '/api/upload/file', type);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message, fields: [{ path: UPLOAD_FIELD_NAME, message }] });
      expect(await keys()).toEqual(keysBefore);
      expect(await uploadRows()).toBe(rowsBefore);
    });

    it.each([
      ['../../../etc/passwd.png', 'passwd.png'],
      ['..\\..\\win.png', 'win.png'],
      ['a\u0000b.png', 'ab.png'],
      ['<img src=x onerror=alert(1)>.png', '<img src=x onerror=alert(1)>.png'],
    ])('keeps the file name %j only as the name shown (%j), never in the stored path', async (name, shown) => {
      const response = await upload(browser, UPLOAD_FIELD_NAME, name, png);
      expect(response.statusCode).toBe(201);
      const body = response.json() as UploadBody;
      expect(body.path).toMatch(/^images\/[0-9a-f-]{36}\.png$/);
      expect(body.name).toBe(shown);
    });
  });

  it('stores documents through POST /upload/file by their content', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const stored = await upload(browser, UPLOAD_FIELD_NAME, 'cv.txt', pdf, '/api/upload/file');
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ contentType: 'application/pdf', name: 'cv.txt', size: pdf.length });
    expect((stored.json() as UploadBody).path).toMatch(/^files\/[0-9a-f-]{36}\.pdf$/);

    const notDocument = await upload(browser, UPLOAD_FIELD_NAME, 'cv.pdf', png, '/api/upload/file', 'application/pdf');
    expect(notDocument.statusCode).toBe(400);
    expect(notDocument.json().message).toBe('Upload a PDF or Word document');

    const unknownType = await upload(browser, UPLOAD_FIELD_NAME, 'a.bin', pdf, '/api/upload/video');
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().fields[0].path).toBe('type');
  });

  it('refuses a guest with 403 E_NOT_SIGNED_IN', async () => {
    const response = await upload(new TestBrowser(app), UPLOAD_FIELD_NAME, 'me.png', png);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('E_NOT_SIGNED_IN');
  });

  describe('GET /api/images/{preset}/{path}', () => {
    let source: UploadBody;
    beforeAll(async () => {
      source = (await upload(browser, UPLOAD_FIELD_NAME, 'big.png', await picture(2400, 1800))).json() as UploadBody;
    });

    const expected: Record<ImagePreset, [number, number]> = {
      thumbnail: [200, 200],
      listing: [1200, 675],
      large: [1200, 900],
      cover: [1600, 900],
      portrait: [600, 1200],
      social: [1200, 630],
    };

    it.each(Object.keys(imagePresets) as ImagePreset[])('serves the %s preset in its size as WebP', async (preset) => {
      const response = await app.inject({ url: `/api/images/${preset}/${source.path}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect({ format, size: [width, height] }).toEqual({ format: 'webp', size: expected[preset] });
    });

    it('doubles the size at scale 2 with quality 60, and keeps renderings in the store', async () => {
      const url = `/api/images/thumbnail/${source.path}?scale=2`;
      const response = await app.inject({ url });
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect([width, height]).toEqual([400, 400]);
      const original = await app.inject({ url: source.url });
      const atQuality60 = await sharp(original.rawPayload).resize({ width: 400, height: 400, fit: 'cover' }).webp({ quality: 60 }).toBuffer();
      expect(response.rawPayload.equals(atQuality60)).toBe(true);
      expect(await files().head(`.image-cache/thumbnail@2x/${source.path}.webp`)).toMatchObject({ size: response.rawPayload.length });
      expect((await app.inject({ url })).rawPayload.equals(response.rawPayload)).toBe(true);
      // The cache folder is not reachable as a stored file.
      expect((await app.inject({ url: `/api/files/.image-cache/thumbnail@2x/${source.path}.webp` })).statusCode).toBe(404);
    });

    it('answers 400 for an unknown preset or scale and 404 for a missing image', async () => {
      expect((await app.inject({ url: `/api/images/huge/${source.path}` })).statusCode).toBe(400);
      expect((await app.inject({ url: `/api/images/thumbnail/${source.path}?scale=7` })).statusCode).toBe(400);
      expect((await app.inject({ url: '/api/images/thumbnail/images/none.png' })).statusCode).toBe(404);
    });
  });
}));
