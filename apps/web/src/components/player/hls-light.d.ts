// hls.js ships no types for its `light` build (no subtitles, alternate audio or
// DRM: the subtitles are <track> elements here). Same API as the full build.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
