import { type ContactMessageForm, type ContactMessageReceipt } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

export const contactPath = '/contact';

/** POST /contact: sends the contact form to the Nordhub team (the sender gets a copy by e-mail). */
export async function sendContactMessage(form: ContactMessageForm, { client = apiClient, signal }: RequestOptions = {}): Promise<ContactMessageReceipt> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.contactMessageReceiptSchema), await client.post<unknown>(contactPath, form, { signal }));
}

export const useSendContactMessage = () =>
  useMutation<ContactMessageReceipt, ApiClientError, ContactMessageForm>({
    mutationFn: (form) => sendContactMessage(form),
  });
