import { type PublicFeed } from '@nordhub/contracts';
import { useOutletContext } from 'react-router-dom';

/** What the feed layout hands its pages: the feed this host serves. */
export type FeedContext = { feed: PublicFeed };

export const useFeedContext = () => useOutletContext<FeedContext>();
