/** The product spec's non-visual business constants (visual ones live in the design-system theme). */

/** The latest-jobs call asks for this many jobs. */
export const LATEST_JOBS_COUNT = 3;

/** Page data fetch waits at least this long, so loading states do not flash. */
export const PAGE_DATA_MIN_DELAY_MS = 200;

/** A professional-network token counts as expired this long before its stated expiry. */
export const PROFESSIONAL_NETWORK_TOKEN_EXPIRY_MARGIN_MS = 60_000;
export const PROFESSIONAL_NETWORK_POPUP = { width: 800, height: 650, pollIntervalMs: 250 } as const;

/** The top progress bar runs this long. */
export const PROGRESS_BAR_DURATION_MS = 1500;

/** Image quality asked of the image service when scaled above 1x. */
export const SCALED_IMAGE_QUALITY = 60;

/** Version of the persisted client store; a mismatch discards stored state. */
export const STORE_VERSION = '1.0.02';

/** Copyright year shown in the footer. */
export const COPYRIGHT_YEAR = 2024;
