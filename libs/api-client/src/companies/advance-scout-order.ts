import { type ScoutOrder, type ScoutOrderStatusChange } from '@nordhub/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { type ApiClientError } from '../errors';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';
import { scoutOrdersPath } from './get-scout-orders';

/** POST /companies/{key}/scout-orders/{id}/status: the team moves a paid order on (admins). */
export async function advanceScoutOrder(key: string, id: string, change: ScoutOrderStatusChange, { client = apiClient, signal }: RequestOptions = {}): Promise<ScoutOrder> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.scoutOrderSchema),
    await client.post<unknown>(`${scoutOrdersPath(key)}/${encodeURIComponent(id)}/status`, change, { signal }),
  );
}

export function useAdvanceScoutOrder(key: string) {
  const queryClient = useQueryClient();
  return useMutation<ScoutOrder, ApiClientError, { id: string } & ScoutOrderStatusChange>({
    mutationFn: ({ id, status }) => advanceScoutOrder(key, id, { status }),
    onSuccess: async (order) => {
      queryClient.setQueryData(queryKeys.companyPortal.scoutOrder(key, order.id), order);
      await queryClient.invalidateQueries({ queryKey: queryKeys.companyPortal.scoutOrders(key), exact: true });
    },
  });
}
