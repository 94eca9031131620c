/** Content types by extension, for the files the server stores (anything else is octet-stream). */
const TYPES: Readonly<Record<string, string>> = {
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  m4s: "video/iso.segment",
  mp4: "video/mp4",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  vtt: "text/vtt; charset=utf-8",
  json: "application/json",
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
};

export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf(".");
  const extension = dot > key.lastIndexOf("/") ? key.slice(dot + 1).toLowerCase() : "";
  return TYPES[extension] ?? "application/octet-stream";
}
