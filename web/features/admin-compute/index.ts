export { CloudTab } from './components/cloud-tab';
