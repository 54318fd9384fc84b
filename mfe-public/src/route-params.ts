import { useParams } from 'react-router-dom';

/** A route parameter that the route pattern guarantees; '' only if used on the wrong route. */
export function useRouteParam(name: string): string {
  return useParams()[name] ?? '';
}

/** 'new-york' -> 'New York': readable place names from URL slugs for titles (the domain rule). */
export { placeNameFromSlug as titleFromSlug } from '@nordhub/domain';
