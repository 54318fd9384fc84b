import { forEachFileStore, useTestS3Server } from '../test/file-stores';
import { loadConfig } from '../config';
import { createFileStore } from './create-file-store';
import { storedKey } from './file-store';

const s3 = useTestS3Server();

forEachFileStore(s3, ({ kind, env, files }) => {
  const read = async (key: string) => {
    const stored = await files().get(key);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return { ...stored, bytes: Buffer.concat(chunks) };
  };

  it('stores, reads (stream and buffer), describes, replaces and deletes an object by key', async () => {
    const key = 'files/some folder/cv 1.pdf';
    const pdf = Buffer.from('%PDF-1.4 one');
    await files().put(key, pdf, 'application/pdf');

    const stored = await read(key);
    expect(stored).toMatchObject({ size: pdf.length, contentType: 'application/pdf' });
    expect(stored?.bytes.equals(pdf)).toBe(true);
    expect(stored?.etag).not.toBe('');
    expect((await files().getBuffer(key))?.equals(pdf)).toBe(true);
    expect(await files().head(key)).toMatchObject({ size: pdf.length, contentType: 'application/pdf' });

    const longer = Buffer.from('%PDF-1.4 the second version');
    await files().put(key, longer, 'application/pdf');
    expect((await files().getBuffer(key))?.equals(longer)).toBe(true);

    await files().delete(key);
    expect(await files().get(key)).toBeNull();
    expect(await files().getBuffer(key)).toBeNull();
    expect(await files().head(key)).toBeNull();
    // Deleting what is gone is fine.
    await files().delete(key);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await files().get('images/none.png')).toBeNull();
    expect(await files().head('images/none.png')).toBeNull();
  });

  if (kind === 's3') {
    it("sends its keys and reports the server's refusal with S3's error code", async () => {
      // s3rver checks the access key id but not SigV4 signatures themselves.
      const wrong = createFileStore(loadConfig({ ...env(), S3_ACCESS_KEY_ID: 'NOT-A-KEY' }));
      await expect(wrong.put('images/x.png', Buffer.from('x'))).rejects.toThrow('S3 PUT failed: 403 InvalidAccessKeyId');
    });
  }
});

describe('storedKey', () => {
  it('normalises a requested path and refuses ones that leave the store or name hidden entries', () => {
    expect(storedKey('images/a.png')).toBe('images/a.png');
    expect(storedKey('/images//a.png')).toBe('images/a.png');
    expect(storedKey('images/../files/a.pdf')).toBe('files/a.pdf');
    expect(storedKey('../../etc/passwd')).toBe('etc/passwd');
    expect(storedKey('.image-cache/thumbnail@1x/a.png.webp')).toBeNull();
    expect(storedKey('images/.secret')).toBeNull();
    expect(storedKey('images/')).toBeNull();
    expect(storedKey('')).toBeNull();
  });
});
