/**
 * Resolves in a task of its own, so the browser can paint and answer input before the next step
 * of the start-up: each step's module evaluation and rendering is then a task of its own rather
 * than one long one (a phone's Total Blocking Time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
