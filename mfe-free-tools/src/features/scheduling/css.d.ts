// Leaflet's stylesheet is imported for its side effect; webpack's style-loader injects it with the lazy chunk.
declare module '*.css';
