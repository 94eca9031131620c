// hls.js ships no types for its light build: the same API as the full one, without alternate audio, subtitles or DRM
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
