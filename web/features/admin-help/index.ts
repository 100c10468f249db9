// Admin → Help: write, edit and publish the help center's articles, and read its figures.
export { HelpArticlesTab } from './components/help-articles-tab';
