import { useParams } from 'react-router-dom';

/** A route parameter that the route pattern guarantees; '' only if used on the wrong route. */
export function useRouteParam(name: string): string {
  return useParams()[name] ?? '';
}

/** 'new-york' -> 'New York': readable place names from URL slugs for titles. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
