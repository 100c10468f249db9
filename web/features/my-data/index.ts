// The public face of 'Your data': the /settings section (export, erase) and the notice /auth shows afterwards.
export { YourDataSection } from './components/your-data-section';
export { AccountErasedNotice } from './components/account-erased-notice';
