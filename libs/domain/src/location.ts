export interface LocationLike {
  locality?: string | null;
  address?: string | null;
  country?: string | null;
}

/** Short place name: the locality, otherwise the first comma-separated part of the address. */
export function locationShortName(location: LocationLike | null | undefined): string {
  const locality = location?.locality?.trim();
  if (locality) return locality;
  return location?.address?.split(',')[0]?.trim() ?? '';
}

/** Country as shown; '-' when empty. */
export function locationCountry(location: LocationLike | null | undefined): string {
  return location?.country?.trim() || '-';
}

/** Where a job or a startup is, in one word: the short place name, else the country ('-' when neither). */
export function locationPlace(location: LocationLike | null | undefined): string {
  return locationShortName(location) || locationCountry(location);
}
