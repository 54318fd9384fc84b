import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A page component from a feature module that loads on first use (one chunk per feature). */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
