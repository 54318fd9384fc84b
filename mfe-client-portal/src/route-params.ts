import { useParams } from 'react-router-dom';

/** A route parameter that the route pattern guarantees; '' only if used on the wrong route. */
export function useRouteParam(name: string): string {
  return useParams()[name] ?? '';
}
