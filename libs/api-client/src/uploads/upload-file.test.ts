/** @jest-environment node */
import { createApiClient } from '../client';
import { sendJson, startTestServer, type TestServer } from '../testing';
import { uploadFile, uploadPath } from './upload-file';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('uploadFile', () => {
  it('posts documents to upload/file and images to upload/image', async () => {
    expect([uploadPath('image'), uploadPath('file')]).toEqual(['/upload/image', '/upload/file']);
    server.handle(async (request, response) => {
      for await (const chunk of request) void chunk;
      sendJson(response, 201, { path: 'files/cv.pdf', url: '/api/files/files/cv.pdf', name: 'cv.pdf', size: 5, contentType: 'application/pdf' });
    });
    const client = createApiClient({ baseURL: `${server.origin}/api` });
    const file = new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' });
    await expect(uploadFile('file', file, { client })).resolves.toMatchObject({ path: 'files/cv.pdf', contentType: 'application/pdf' });
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/upload/file' });
  });
});
