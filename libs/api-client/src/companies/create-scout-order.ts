import { type ScoutOrder, type ScoutOrderForm } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { scoutOrdersPath } from './get-scout-orders';

/** POST /companies/{key}/scout-orders: a new order, awaiting payment. */
export async function createScoutOrder(key: string, input: ScoutOrderForm, { client = apiClient, signal }: RequestOptions = {}): Promise<ScoutOrder> {
  return parseResponse(import('@nordhub/contracts').then((contracts) => contracts.scoutOrderSchema), await client.post<unknown>(scoutOrdersPath(key), input, { signal }));
}

export function useCreateScoutOrder(key: string) {
  const queryClient = useQueryClient();
  return useMutation<ScoutOrder, ApiClientError, ScoutOrderForm>({
    mutationFn: (input) => createScoutOrder(key, input),
    onSuccess: async (order) => {
      queryClient.setQueryData(queryKeys.companyPortal.scoutOrder(key, order.id), order);
      await queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.scoutOrders(key), exact: true });
    },
  });
}
