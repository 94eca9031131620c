/** Where the player fetches a lecture's HLS key (the playlists name it; the transcoder writes it into new ones). */
export const KEY_PATH = "/api/aliVod/hls/key/:mediaId";
