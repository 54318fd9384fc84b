// The public face of the listings module: what other modules may import. Its queries and the
// public rule they share stay private (docs/api.md, "Modules and their public faces").
export {
  countListings,
  featuredListings,
  featuredPageListings,
  jobDetailRow,
  jobRows,
  latestListings,
  listingCounts,
  newestListings,
  placesWithListings,
  relatedListings,
  searchListings,
} from './service';
export type { JobDetailRow, JobFilterSql, JobPageIds, JobRow, ListedJobStamp, PlaceRow } from './service';
