// The help center's public face: its two screens, and the suggestions the support desk's ticket form shows under
// its subject field (with the help token it sends along with the ticket).
export { ArticleSuggestions, newHelpToken } from './components/article-suggestions';
export { HelpArticleScreen } from './components/help-article-screen';
export { HelpCenterScreen } from './components/help-center-screen';
