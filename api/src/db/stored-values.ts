import { imageSchema, platformMapSchema, profileStatusSchema } from '@nordhub/contracts';
import * as z from 'zod';

// Values read back from the database are read leniently: a value the contracts no longer allow (an
// older row, a removed option, hand-edited JSON) falls back instead of failing the whole answer.
// Each reader's schema is built once, when its module loads, never per row.

/**
 * A stored JSON list, item by item: an item the schema rejects is dropped and a column that is no
 * list reads as empty, so one malformed item does not take the page down with it.
 */
export const lenientArray = <T extends z.core.$ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = z.safeParse(item, value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

/** A stored JSON list of texts (a job's screening questions): anything but a text is dropped. */
export const storedTexts = lenientArray(z.string());

/** A profile's `platform` column (the sites it shows on): an unreadable map reads as none. */
export const storedPlatformMap = z.catch(platformMapSchema, {});

/** A startup's or account's profile status: an unreadable one reads as a draft, which the public does not see. */
export const storedProfileStatus = z.catch(profileStatusSchema, 'DRAFT');

/** An image column of stored JSON: an unreadable one reads as none. */
export const storedImage = z.nullable(imageSchema).catch(null);

/** A person of a startup's team or an investor's key people, the optional fields filled in. */
export const storedPerson = z.object({
  name: z.string(),
  title: z.string().nullable().default(null),
  image: storedImage.default(null),
  linkedinUrl: z.string().nullable().default(null),
});
