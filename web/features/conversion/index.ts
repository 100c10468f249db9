export { ConversionScreen } from './components/conversion-screen';
export { useConversionTracking } from './hooks/use-conversion-tracking';
