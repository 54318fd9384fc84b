/**
 * The attribute that marks an item of a long list (a job card) as a place Back returns to. The
 * shell's scroll restoration records the first marked item on screen and, on Back, scrolls that
 * item to where it was: a position in pixels alone lands elsewhere when the content above it is
 * drawn in steps or laid out by estimate (`content-visibility: auto`).
 */
export const scrollAnchorAttribute = 'data-scroll-anchor';

/** The props that mark an element as a scroll anchor; `id` is unique within its list. */
export const scrollAnchor = (id: string): { [scrollAnchorAttribute]: string } => ({ [scrollAnchorAttribute]: id });
