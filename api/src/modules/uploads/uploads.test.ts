import { UPLOAD_FIELD_NAME } from '@nordhub/contracts';
import type { App } from '../../app';
import { createAccount, testPassword } from '../../test/accounts';
import { accountsTestEnv, TestBrowser } from '../../test/browser';
import { forEachDatabase } from '../../test/databases';
import { buildTestApp, tempDir } from '../../test/test-app';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(field: string, filename: string, bytes: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----nordhub-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

forEachDatabase(({ db }) => {
  let app: App;
  let folder: ReturnType<typeof tempDir>;
  let browser: TestBrowser;
  beforeAll(async () => {
    folder = tempDir();
    app = await buildTestApp(db(), { ...accountsTestEnv, UPLOADS_DIR: folder.dir });
    await createAccount(db(), { email: 'uploader@example.com' });
    browser = new TestBrowser(app);
    await browser.signIn('uploader@example.com', testPassword);
  });
  afterAll(async () => {
    await app.close();
    folder.remove();
  });

  const upload = (who: TestBrowser, field: string, filename: string, bytes: Buffer) => {
    const { payload, headers } = multipart(field, filename, bytes);
    return who.request('POST', '/api/upload/image', { payload, headers });
  };

  it('stores an image recognised by its bytes, serves it, and lets it become the account image', async () => {
    const response = await upload(browser, UPLOAD_FIELD_NAME, 'me.png', png);
    expect(response.statusCode).toBe(201);
    const body = response.json() as { path: string; url: string; contentType: string; size: number; name: string };
    expect(body).toMatchObject({ contentType: 'image/png', size: png.length, name: 'me.png' });
    expect(body.path).toMatch(/^images\/[0-9a-f-]{36}\.png$/);
    const served = await app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    const me = await browser.put('/api/users/me', { imagePath: body.path });
    expect(me.json()).toMatchObject({ image: { path: body.path }, imageUrl: body.url });
  });

  it('refuses what is not an image, a missing file field, and a file over 5 MB', async () => {
    const text = await upload(browser, UPLOAD_FIELD_NAME, 'fake.png', Buffer.from('just text, not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Upload a PNG, JPEG, WebP or GIF image', fields: [{ path: 'file_upload' }] });

    const wrongField = await upload(browser, 'other', 'me.png', png);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Choose an image to upload (form field file_upload)');

    const huge = await upload(browser, UPLOAD_FIELD_NAME, 'huge.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The image is larger than 5 MB');
  });

  it('refuses a guest with 403 E_NOT_SIGNED_IN', async () => {
    const response = await upload(new TestBrowser(app), UPLOAD_FIELD_NAME, 'me.png', png);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('E_NOT_SIGNED_IN');
  });
});
