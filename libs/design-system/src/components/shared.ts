// Style-only props start with `$` and never reach the DOM (emotion forwards every prop when a
// custom shouldForwardProp is given, so the components pass only valid attributes otherwise).
export const transientProps = {
  shouldForwardProp: (prop: string): boolean => !prop.startsWith('$'),
};

export const px = (value: number): string => `${value}px`;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyles = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
