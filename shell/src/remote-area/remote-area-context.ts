import { type RemoteName } from '@nordhub/contracts';
import { createContext, useContext } from 'react';

export type RemoteAreaContextValue = {
  remote: RemoteName;
  /** Forgets the failed load and mounts the remote again. */
  retry: () => void;
};

export const RemoteAreaContext = createContext<RemoteAreaContextValue | null>(null);

export function useRemoteArea(): RemoteAreaContextValue {
  const value = useContext(RemoteAreaContext);
  if (!value) throw new Error('useRemoteArea must be used inside a RemoteArea');
  return value;
}
