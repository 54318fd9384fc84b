import { QueryClient } from '@tanstack/react-query';
import { makeUser } from './user-fixture';
import { cachedMe, meQueryKey, writeMe } from './me-cache';

describe('cachedMe', () => {
  it('is undefined until the session has answered', () => {
    expect(cachedMe(new QueryClient())).toBeUndefined();
  });

  it('reads the user a call wrote, and null for a guest', () => {
    const queryClient = new QueryClient();
    const user = makeUser();
    writeMe(queryClient, user);
    expect(cachedMe(queryClient)).toBe(user);
    writeMe(queryClient, null);
    expect(cachedMe(queryClient)).toBeNull();
  });

  it("reads the session's answer under useMe's key, as a drawn page's answers bring it", () => {
    const queryClient = new QueryClient();
    const user = makeUser();
    queryClient.setQueryData(meQueryKey, user);
    expect(cachedMe(queryClient)).toBe(user);
  });
});
