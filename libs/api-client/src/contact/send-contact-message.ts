import { type ContactMessageForm, type ContactMessageReceipt, contactMessageReceiptSchema } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

export const contactPath = '/contact';

/** POST /contact: sends the contact form to the Nordhub team (the sender gets a copy by e-mail). */
export async function sendContactMessage(form: ContactMessageForm, { client = apiClient, signal }: RequestOptions = {}): Promise<ContactMessageReceipt> {
  const response = await client.post<unknown>(contactPath, form, { signal });
  return parseResponse(contactMessageReceiptSchema, response);
}

export const useSendContactMessage = () =>
  useMutation<ContactMessageReceipt, ApiClientError, ContactMessageForm>({
    mutationFn: (form) => sendContactMessage(form),
  });
