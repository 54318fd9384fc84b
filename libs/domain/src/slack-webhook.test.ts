import { isSlackWebhookUrl } from './slack-webhook';

describe('isSlackWebhookUrl', () => {
  it('takes an https hooks.slack.com address everywhere', () => {
    expect(isSlackWebhookUrl('https://hooks.slack.com/services/T0/B0/x', { allowLocal: false })).toBe(true);
  });

  it('refuses plain http, other hosts, look-alikes and credentials', () => {
    for (const url of ['http://hooks.slack.com/services/x', 'https://hooks.slack.com.evil.example/x', 'https://evil.example/hooks.slack.com', 'https://user:pw@hooks.slack.com/x', 'https://hooks.slack.com/', 'not a url']) {
      expect(isSlackWebhookUrl(url, { allowLocal: true })).toBe(false);
    }
  });

  it('takes a receiver on this machine only where local addresses are allowed (never in production)', () => {
    expect(isSlackWebhookUrl('http://127.0.0.1:4555/hook', { allowLocal: true })).toBe(true);
    expect(isSlackWebhookUrl('http://localhost:4555/hook', { allowLocal: true })).toBe(true);
    expect(isSlackWebhookUrl('http://127.0.0.1:4555/hook', { allowLocal: false })).toBe(false);
    expect(isSlackWebhookUrl('http://10.0.0.5/hook', { allowLocal: true })).toBe(false);
  });
});
