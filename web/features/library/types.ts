// Shapes the library screens read come from the shared contract.
export {
  LIBRARY_CATEGORIES,
  type LibraryCategory,
  type PluginDetail,
  type PluginListItem as LibraryPlugin,
  type ThemeListItem as LibraryTheme,
} from '../../../contract/library.js';
