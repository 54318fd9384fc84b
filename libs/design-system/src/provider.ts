export { NordhubThemeProvider, GlobalStyles, type NordhubThemeProviderProps } from './components/theme-provider/theme-provider';
