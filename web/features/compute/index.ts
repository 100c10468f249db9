export { ComputePage } from './components/compute-page';
