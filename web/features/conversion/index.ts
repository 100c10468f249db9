export { ConversionScreen } from './components/conversion-screen';
