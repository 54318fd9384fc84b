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
export { GridList, InlineList, PageBody, PageTitle, PlainList, SectionTitle, TagList } from './components/page-parts/page-parts';
export { Card, ListRow, ListRowLink, Panel, type CardLayout, type CardProps, type PanelProps } from './components/card/card';
export { CodeBlock } from './components/code-block/code-block';
export { ActionBar, type ActionBarProps } from './components/action-bar/action-bar';
export {
  WorkspaceLayout,
  WorkspaceSidebar,
  type WorkspaceLayoutProps,
  type WorkspaceProfile,
  type WorkspaceSection,
  type WorkspaceSidebarProps,
} from './components/workspace/workspace-layout';
