export { HeaderCodeScreen } from './components/header-code-screen';
