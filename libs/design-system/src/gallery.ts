// Subpath entry `@nordhub/design-system/gallery`: the development-only gallery page. Not part of
// the main index, so nothing reaches a production bundle unless it imports this path (the shell
// does so only in development builds).
export { DesignSystemGallery } from './gallery/gallery';
export { galleryEntries, type GalleryEntry, type GalleryState } from './gallery/gallery-entries';
