export { Toast, ToastRegion, type ToastProps, type ToastRegionProps, type ToastTone } from './components/toast/toast';
export { RouteProgressBar, type RouteProgressBarProps } from './components/route-progress-bar/route-progress-bar';
export { RemoteFallback, type RemoteFallbackProps } from './components/remote-fallback/remote-fallback';
export { FormMessage, type FormMessageProps, type FormMessageTone } from './components/form-message/form-message';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge/badge';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './components/skeleton/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { Notice, type NoticeProps } from './components/notice/notice';
