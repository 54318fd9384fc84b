export { Toast, ToastRegion, type ToastProps, type ToastRegionProps, type ToastTone } from './components/toast/toast';
export { RouteProgressBar, type RouteProgressBarProps } from './components/route-progress-bar/route-progress-bar';
export { RemoteFallback, type RemoteFallbackProps } from './components/remote-fallback/remote-fallback';
