import type { SlackTestResult } from '@nordhub/contracts';
import { isSlackWebhookUrl } from '@nordhub/domain';
import type { Db } from '../../../db/db';
import { DeliveryError, enqueueDelivery, type DeliveryHandler } from '../deliveries';
import { companyName, currentWebhook, webhookFor } from './queries';

/** The Slack events a startup can tick, each sent by the code that names it below. */
export type SlackEvent = 'new-applicant' | 'job-confirmation-due';

const excerptLength = 300;
const timeoutMs = 10_000;

/** POSTs a message to an incoming webhook; the answer's status and the start of its body. */
export async function postToSlack(webhookUrl: string, text: string): Promise<{ status: number; body: string }> {
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
    // Never follow a redirect: the address was checked, where it points to was not.
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.text()).slice(0, excerptLength);
  return { status: response.status, body };
}

/** The webhook check for this server: local receivers only outside production. */
export const webhookAllowed = (url: string, production: boolean) => isSlackWebhookUrl(url, { allowLocal: !production });

/**
 * Queues `text` for the startup's Slack channel when it ticked `event` and set a webhook (in the
 * caller's transaction); the delivery worker posts it.
 */
export async function notifySlack(db: Db, companyId: string, event: SlackEvent, text: string): Promise<boolean> {
  if ((await webhookFor(db, companyId, event)) === null) return false;
  await enqueueSlackMessage(db, companyId, event, text);
  return true;
}

/** Queues the message for a company already known to want `event` (slackWantsSql in the caller's read). */
export async function enqueueSlackMessage(db: Db, companyId: string, event: SlackEvent, text: string): Promise<void> {
  await enqueueDelivery(db, { kind: 'slack', companyId, payload: { event, text } });
}

/** Sends a queued Slack message to the channel set now; a 2xx answer is delivered, anything else is retried. */
export function slackDeliveryHandler(db: Db, production: boolean): DeliveryHandler {
  return async (delivery) => {
    const webhook = await currentWebhook(db, delivery.companyId);
    // The startup removed its channel since: nothing to send to.
    if (webhook === null) return null;
    if (!webhookAllowed(webhook, production)) throw new DeliveryError('The Slack webhook address is not allowed on this server');
    const text = typeof delivery.payload.text === 'string' ? delivery.payload.text : '';
    const answer = await postToSlack(webhook, text).catch((error: unknown) => {
      throw new DeliveryError(`Slack could not be reached: ${(error as Error).message}`);
    });
    if (answer.status < 200 || answer.status >= 300) throw new DeliveryError(`Slack answered ${answer.status}: ${answer.body}`, answer.status);
    return answer.status;
  };
}

/** The settings page's "Send a test message": Slack's answer as it came, or why there was none. */
export async function sendTestMessage(db: Db, companyId: string, webhookUrl: string): Promise<SlackTestResult> {
  const name = await companyName(db, companyId);
  try {
    const { status, body } = await postToSlack(webhookUrl, `A test message from Nordhub: ${name} will post its notifications to this channel.`);
    return { ok: status >= 200 && status < 300, status, body, error: null };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return { ok: false, status: null, body: null, error: cause?.message ?? (error as Error).message };
  }
}
