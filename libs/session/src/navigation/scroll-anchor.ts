/**
 * The attribute that marks an item of a long list (a job card) as a place Back returns to. The
 * shell's scroll restoration records the first marked item on screen and, on Back, scrolls that
 * item to where it was: a position in pixels alone lands elsewhere when the content above it is
 * drawn in steps or laid out by estimate (`content-visibility: auto`).
 */
export const scrollAnchorAttribute = 'data-scroll-anchor';

/**
 * The props that mark an item of a list as a scroll anchor: the list's name and the item's id in
 * it. A page may show one item in two lists (a job both featured and in the results); named by its
 * list, each is its own anchor, whichever list happens to be drawn further when Back comes.
 */
export const scrollAnchor = (list: string, id: string): { [scrollAnchorAttribute]: string } => ({ [scrollAnchorAttribute]: `${list}/${id}` });
