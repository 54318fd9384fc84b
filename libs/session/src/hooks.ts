import { useAtomValue, useSetAtom } from 'jotai';
import { clearSessionAtom, platformAtom, runtimeConfigAtom, selectedProfileAtom, userAtom } from './atoms';

export const useCurrentUser = () => useAtomValue(userAtom);
export const useSetCurrentUser = () => useSetAtom(userAtom);

export const useSelectedProfile = () => useAtomValue(selectedProfileAtom);
export const useSetSelectedProfile = () => useSetAtom(selectedProfileAtom);

export const usePlatform = () => useAtomValue(platformAtom);
export const useRuntimeConfig = () => useAtomValue(runtimeConfigAtom);

export const useClearSession = () => useSetAtom(clearSessionAtom);
