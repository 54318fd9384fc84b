/**
 * @jest-environment node
 */
import { setUpTransportServer } from '../test-utils/test-server';
import { recordJobView } from './record-job-view';

const api = setUpTransportServer();

describe('recordJobView', () => {
  it('posts the view of the job to its path, waiting for nothing', async () => {
    const posted = new Promise<string>((resolve) =>
      api.server.handle((request, response) => {
        resolve(`${request.method} ${request.url}`);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"views":7,"counted":true}');
      }),
    );
    expect(recordJobView('a b', { client: api.client })).toBeUndefined();
    await expect(posted).resolves.toBe('POST /api/jobs/a%20b/view');
  });
});
