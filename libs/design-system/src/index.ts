// Public surface of the design system. Subpath entries (theme, provider, input, overlay,
// feedback, layout, pages) expose the same names in smaller groups.
export * from './theme';
export * from './provider';
export * from './input';
export * from './overlay';
export * from './feedback';
export * from './layout';
export * from './pages';
export { contrastRatio, relativeLuminance, parseHexColor } from './utils/contrast';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './components/dropdown-menu/dropdown-menu';
export { Avatar, initialsOf, type AvatarProps } from './components/avatar/avatar';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export { Select, type SelectOption, type SelectProps } from './components/select/select';
export { Combobox, type ComboboxOption, type ComboboxProps } from './components/combobox/combobox';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge/badge';
export { LineChart, niceMaximum, type LineChartProps, type LineChartSeries } from './components/chart/line-chart';
export { RichText, type RichTextProps } from './components/rich-text/rich-text';
export { LocaleProvider, useDocumentLanguage, useLocale } from './i18n/locale';
export { preloadMessages, useMessages } from './i18n/use-messages';
