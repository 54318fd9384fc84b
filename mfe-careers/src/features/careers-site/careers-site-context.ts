import { type CareersSite } from '@nordhub/contracts';
import { useOutletContext } from 'react-router-dom';

/** What the careers layout hands its pages: the startup this host belongs to. */
export type CareersSiteContext = { site: CareersSite };

export const useCareersSiteContext = () => useOutletContext<CareersSiteContext>();
