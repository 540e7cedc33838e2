export { AreaMap } from './AreaMap';
