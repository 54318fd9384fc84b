// The sign-in burst of browsing-load.mjs's signInBurst, sent from its own thread: every seeker of
// workerData.burst signs in at the same moment (coming back after a 429's Retry-After, as the
// product's sign-in does); posts the recorder's state back.
import { parentPort, workerData } from 'node:worker_threads';
import { recorder, SEEKER_PASSWORD } from './browsing-load.mjs';
import { HttpUser } from './harness.mjs';

const { baseUrl, burst } = workerData;
const { state, timed } = recorder(['signIn']);
await Promise.all(
  burst.map((seeker) =>
    timed('signIn', 200, new HttpUser(baseUrl, { 'x-forwarded-for': seeker.address }), 'POST', '/api/users/sign-in', {
      json: { email: seeker.email, password: SEEKER_PASSWORD },
    }),
  ),
);
parentPort.postMessage(state);
