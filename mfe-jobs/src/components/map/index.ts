export { AreaMap, type AreaMapProps, type MapMarker, type MapPoint } from './AreaMap';
