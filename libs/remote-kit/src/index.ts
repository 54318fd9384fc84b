export { lazyPage, pageAt, pickPage, preloadPagesAt, type LazyPage, type PagePicker } from './lazy-page';
export { mountStandaloneRemote } from './standalone-remote';
