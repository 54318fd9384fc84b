export {
  Container,
  SkipLink,
  Stack,
  VisuallyHidden,
  type ContainerProps,
  type ContainerSize,
  type SkipLinkProps,
  type StackProps,
  type VisuallyHiddenProps,
} from './components/layout/layout';
