import { type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Writes a row the server has just stored into a cached list: in place of the row with its id, or
 * added at the end. A read of the list still under way was answered before the write and would
 * replace the list without the row, so that read is cancelled and made again instead (a refetch
 * alone would join a first read under way). Resolves when the list is up to date.
 */
export async function writeListRow<Row extends { id: string }>(queryClient: QueryClient, queryKey: QueryKey, row: Row): Promise<void> {
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') {
    await queryClient.cancelQueries({ queryKey, exact: true });
    await queryClient.invalidateQueries({ queryKey, exact: true });
    return;
  }
  queryClient.setQueryData<Row[]>(queryKey, (list) => {
    if (!list) return list;
    return list.some((item) => item.id === row.id) ? list.map((item) => (item.id === row.id ? row : item)) : [...list, row];
  });
}
