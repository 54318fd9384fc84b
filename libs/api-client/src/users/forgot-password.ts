import { type ForgotPassword, type ForgotPasswordResponse } from '@nordhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { type RequestOptions } from '../request-options';

export const forgotPasswordPath = '/users/forgot-password';

export async function forgotPassword(
  payload: ForgotPassword,
  { client = apiClient, signal }: RequestOptions = {},
): Promise<ForgotPasswordResponse> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.forgotPasswordResponseSchema), await client.post<unknown>(forgotPasswordPath, payload, { signal }));
}

export const useForgotPassword = () =>
  useMutation<ForgotPasswordResponse, ApiClientError, ForgotPassword>({ mutationFn: (payload) => forgotPassword(payload) });
