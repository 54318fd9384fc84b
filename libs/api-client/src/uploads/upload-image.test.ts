/** @jest-environment node */
// Node's http adapter: a real multipart upload to a real local server.
import { createApiClient } from '../client';
import { readJsonBody, sendJson, startTestServer, type TestServer } from '../testing';
import { uploadImage } from './upload-image';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('uploadImage', () => {
  it('sends the file as multipart field file_upload, reports progress up to 1 and answers with path and url', async () => {
    let received = '';
    let contentType = '';
    server.handle(async (request, response) => {
      contentType = request.headers['content-type'] ?? '';
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received = Buffer.concat(chunks).toString('latin1');
      sendJson(response, 201, { path: 'images/a.png', url: '/images/a.png', name: 'a.png', size: 4, contentType: 'image/png' });
    });
    const client = createApiClient({ baseURL: `${server.origin}/api` });
    const progress: number[] = [];
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const answer = await uploadImage(file, { client, onProgress: (fraction) => progress.push(fraction) });
    expect(answer).toMatchObject({ path: 'images/a.png', url: '/images/a.png' });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).toContain('name="file_upload"; filename="a.png"');
    expect(progress.at(-1)).toBe(1);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/upload/image' });
  });

  it('rejects with the server message on a refused file', async () => {
    server.handle(async (request, response) => {
      await readJsonBody(request).catch(() => undefined);
      sendJson(response, 413, { statusCode: 413, code: 'E_VALIDATION', message: 'The image must be at most 5 MB' });
    });
    const client = createApiClient({ baseURL: `${server.origin}/api` });
    const file = new File([new Uint8Array(4)], 'b.png', { type: 'image/png' });
    await expect(uploadImage(file, { client })).rejects.toMatchObject({ status: 413, message: 'The image must be at most 5 MB' });
  });

  it('stops when the signal aborts', async () => {
    server.handle(() => undefined); // never answers
    const client = createApiClient({ baseURL: `${server.origin}/api` });
    const controller = new AbortController();
    const file = new File([new Uint8Array(4)], 'c.png', { type: 'image/png' });
    const pending = uploadImage(file, { client, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'E_CANCELLED' });
  });
});
