import { type ScoutOrder } from '@nordhub/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../client';
import { parseResponse } from '../parse';
import { queryKeys } from '../query-keys';
import { type RequestOptions } from '../request-options';

export const scoutOrdersPath = (key: string) => `/companies/${encodeURIComponent(key)}/scout-orders`;

/** GET /companies/{key}/scout-orders: the startup's Scout and headhunter orders, newest first. */
export async function getScoutOrders(key: string, { client = apiClient, signal }: RequestOptions = {}): Promise<ScoutOrder[]> {
  const list = await parseResponse(import('@nordhub/contracts').then((contracts) => contracts.scoutOrderListSchema), await client.get<unknown>(scoutOrdersPath(key), { signal }));
  return list.orders;
}

export const scoutOrdersQueryOptions = (key: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.scoutOrders(key), queryFn: ({ signal }) => getScoutOrders(key, { client, signal }) });

export const useScoutOrders = (key: string) => useQuery(scoutOrdersQueryOptions(key));

/** GET /companies/{key}/scout-orders/{id}: one order with its status. */
export async function getScoutOrder(key: string, id: string, { client = apiClient, signal }: RequestOptions = {}): Promise<ScoutOrder> {
  return parseResponse(
    import('@nordhub/contracts').then((contracts) => contracts.scoutOrderSchema),
    await client.get<unknown>(`${scoutOrdersPath(key)}/${encodeURIComponent(id)}`, { signal }),
  );
}

export const scoutOrderQueryOptions = (key: string, id: string, { client }: Pick<RequestOptions, 'client'> = {}) =>
  queryOptions({ queryKey: queryKeys.companyPortal.scoutOrder(key, id), queryFn: ({ signal }) => getScoutOrder(key, id, { client, signal }) });

/** One order; not fetched without an id (a confirmation page opened without one). */
export const useScoutOrder = (key: string, id: string | null) => useQuery({ ...scoutOrderQueryOptions(key, id ?? ''), enabled: Boolean(id) });
