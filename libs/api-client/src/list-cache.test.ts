import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { writeListRow } from './list-cache';

type Row = { id: string; text: string };
const key = ['rows'];
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

/** A list the server holds; each read answers after `delayMs` with the rows as they were when it began. */
function serverList(rows: Row[], delayMs: number) {
  let reads = 0;
  const read = () => {
    reads += 1;
    const answer = [...rows];
    return new Promise<Row[]>((resolve) => setTimeout(() => resolve(answer), reads === 1 ? delayMs : 0));
  };
  return { rows, read, reads: () => reads };
}

describe('writeListRow', () => {
  it('replaces the row with the same id, or adds the row at the end', async () => {
    const queryClient = newQueryClient();
    queryClient.setQueryData<Row[]>(key, [{ id: 'a', text: 'first' }]);
    await writeListRow(queryClient, key, { id: 'a', text: 'changed' });
    await writeListRow(queryClient, key, { id: 'b', text: 'added' });
    expect(queryClient.getQueryData(key)).toEqual([
      { id: 'a', text: 'changed' },
      { id: 'b', text: 'added' },
    ]);
  });

  it('leaves a list nobody has read unread', async () => {
    const queryClient = newQueryClient();
    await writeListRow(queryClient, key, { id: 'a', text: 'first' });
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('reads the list again when a read under way began before the write', async () => {
    const queryClient = newQueryClient();
    const server = serverList([{ id: 'a', text: 'first' }], 200);
    // An observer keeps the query active, as a component showing the list does.
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: server.read });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.reads()).toBe(1);
    const row = { id: 'b', text: 'stored while the list loaded' };
    server.rows.push(row);
    await writeListRow(queryClient, key, row);
    expect(queryClient.getQueryData(key)).toEqual([{ id: 'a', text: 'first' }, row]);
    // The first read's late answer does not come back to replace it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(queryClient.getQueryData(key)).toEqual([{ id: 'a', text: 'first' }, row]);
    expect(server.reads()).toBe(2);
    unsubscribe();
  });
});
