#!/usr/bin/env bash
# Regenerates the sample lecture media under apps/server/media/video (committed, so a fresh clone needs no ffmpeg).
#
# For each sample lecture: a "slides" main video with audio as HLS in two definitions (360p, 540p), a presenter
# overlay video for the anchor layer (HLS, one definition, black background that the player blends away), and a
# cover image. Shared by all lectures: an opening and a closing clip (MP4) and the image-overlay card pictures.
#
# Codecs: H.264 (Main) + AAC-LC in MPEG-TS segments; Debian's Chromium reports
# MediaSource.isTypeSupported('video/mp4; codecs="avc1.4d401f, mp4a.40.2"') === true and plays them through hls.js.
#
# Paid lectures are encrypted with HLS AES-128. Their keys are written to
# apps/server/src/features/video/sample-media-keys.json, which is outside the served media folder: the key reaches a
# browser only through the key endpoint, against a playback token. Existing keys are reused, so regenerating keeps
# the committed keys valid.
#
# Everything is made in a temporary folder first; only when all of it succeeded are the generated entries of
# media/video (clips, cards, lectures, manifest.json) replaced. The folder's README.md is not generated and stays.
#
# Usage: apps/server/scripts/make-sample-media.sh
#   (needs ffmpeg with libx264 and drawtext, fontconfig, a CJK font such as fonts-noto-cjk, and coreutils)
set -euo pipefail

server_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Only this subfolder is replaced: the rest of the media folder holds other content.
media_dir="$server_dir/media/video"
keys_file="$server_dir/src/features/video/sample-media-keys.json"
# The key URI written into encrypted playlists; the server answers it only with a valid playback token.
key_uri_base="/api/aliVod/hls/key"

# Every tool is checked before any work, so a missing one never stops the script halfway.
command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
command -v fc-match >/dev/null || { echo "fc-match is required (apt-get install fontconfig)" >&2; exit 1; }
for tool in md5sum od cut wc; do
  command -v "$tool" >/dev/null || { echo "$tool is required (apt-get install coreutils)" >&2; exit 1; }
done
# (captured first: `ffmpeg … | grep -q` would fail under pipefail when grep stops reading early)
ffmpeg_encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
[[ "$ffmpeg_encoders" == *libx264* ]] || { echo "this ffmpeg has no libx264 encoder" >&2; exit 1; }
ffmpeg_filters="$(ffmpeg -hide_banner -filters 2>/dev/null)"
[[ "$ffmpeg_filters" == *drawtext* ]] || { echo "this ffmpeg has no drawtext filter (no libfreetype)" >&2; exit 1; }
font="$(fc-match -f '%{file}' 'Noto Sans CJK SC:style=Regular')"
[[ -f "$font" ]] || { echo "no CJK font found (apt-get install fonts-noto-cjk)" >&2; exit 1; }

# id | title | seconds | encrypted (paid) | slide colour | slide points (separated by ;)
lectures=(
  "lecture-1|第1讲 增值税基础|40|0|0x1e3a5f|纳税人与征税范围;税率与征收率;销项税额的计算;进项税额的抵扣"
  "lecture-2|第2讲 发票管理要点|30|0|0x2f4f3a|发票的种类;开具与作废;红字发票的处理"
  "lecture-3|第3讲 出口退税实务|36|1|0x5a2a3c|退税范围与条件;免抵退税的计算;申报流程与资料"
  "lecture-4|第4讲 企业所得税汇算|30|1|0x4a3b1c|收入总额的确认;扣除项目的调整;汇算清缴的申报"
)

ffmpeg_quiet=(ffmpeg -hide_banner -loglevel error -y)
# Two-second GOPs with no scene-cut keyframes, so 4-second segments line up across definitions.
h264=(-c:v libx264 -profile:v main -preset medium -pix_fmt yuv420p -r 25 -g 50 -keyint_min 50 -sc_threshold 0)
aac=(-c:a aac -b:a 48k -ac 1 -ar 44100)
hls=(-f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type mpegts -hls_flags independent_segments)

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# Where everything is made before it replaces the generated entries of media/video.
build_dir="$tmp/video"

# drawtext reads each text from its own file, which spares filtergraph escaping of the Chinese texts.
# (Named by content hash: it is called in command substitutions, where no counter would survive.)
drawtext() { # text extra-options
  local file
  file="$tmp/text-$(printf '%s' "$1" | md5sum | cut -c1-16).txt"
  printf '%s' "$1" >"$file"
  printf "drawtext=fontfile='%s':textfile='%s'%s" "$font" "$file" "$2"
}

key_hex_of() { [[ -f "$keys_file" ]] && sed -n "s/.*\"$1\": *{ *\"keyHex\": *\"\([0-9a-f]*\)\".*/\1/p" "$keys_file" || true; }
random_hex16() { od -An -N16 -tx1 /dev/urandom | tr -d ' \n'; }
# The 16 key bytes from their hex (bash's printf, so no xxd is needed).
hex_to_bytes() {
  local hex="$1" escaped="" i
  for ((i = 0; i < ${#hex}; i += 2)); do escaped+="\\x${hex:i:2}"; done
  printf '%b' "$escaped"
}

mkdir -p "$build_dir/clips" "$build_dir/cards" "$build_dir/lectures"

# --- shared: opening and closing clips (MP4, 4 s, with audio) ---
make_clip() { # name title subtitle colour tone_hz
  local name="$1" title="$2" subtitle="$3" colour="$4" tone="$5"
  "${ffmpeg_quiet[@]}" \
    -f lavfi -i "color=c=$colour:s=960x540:d=4:r=25" \
    -f lavfi -i "aevalsrc='0.15*sin(2*PI*$tone*t)*exp(-1.5*t)':s=44100:d=4" \
    -vf "$(drawtext "$title" ":fontsize=72:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2-40"),$(drawtext "$subtitle" ":fontsize=32:fontcolor=white@0.85:x=(w-text_w)/2:y=(h-text_h)/2+60"),fade=t=in:st=0:d=0.6,fade=t=out:st=3.4:d=0.6" \
    "${h264[@]}" -crf 30 "${aac[@]}" -movflags +faststart -shortest "$build_dir/clips/$name.mp4"
}
make_clip opening "税务学堂" "课程即将开始" 0x0b3d91 660
make_clip closing "本讲结束" "感谢观看 · 下一讲再见" 0x0b3d91 440

# --- shared: pictures for image-overlay cards (type 1), PNG with transparency ---
make_badge() { # name text colour
  "${ffmpeg_quiet[@]}" -f lavfi -i "color=c=$3@0.92:s=480x140,format=rgba" \
    -vf "$(drawtext "$2" ":fontsize=56:fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2")" \
    -frames:v 1 "$build_dir/cards/$1.png"
}
make_badge key-point "重点提示" 0xd9480f
make_badge formula "应纳税额 = 销项 − 进项" 0x1864ab
make_badge deadline "申报期限：次月15日前" 0x2b8a3e

# The presenter figure, drawn once (per-frame geq would be slow): a head and shoulders on black.
head="lt(hypot(X-160\\,Y-92)\\,46)"
body="lt(hypot(X-160\\,(Y-250)*0.8)\\,95)"
"${ffmpeg_quiet[@]}" -f lavfi -i "color=c=black:s=320x240" \
  -vf "format=rgb24,geq=r='if($head\\,255\\,if($body\\,64\\,0))':g='if($head\\,212\\,if($body\\,160\\,0))':b='if($head\\,168\\,if($body\\,255\\,0))'" \
  -frames:v 1 "$tmp/presenter.png"

manifest_entries=()
keys_entries=()

for spec in "${lectures[@]}"; do
  IFS='|' read -r id title seconds encrypted colour points <<<"$spec"
  out="$build_dir/lectures/$id"
  mkdir -p "$out/360p" "$out/540p" "$out/presenter"
  IFS=';' read -r -a point_list <<<"$points"
  slide_seconds=$(( (seconds + ${#point_list[@]} - 1) / ${#point_list[@]} ))

  # Slides: title, the current point (one per slide), page number, running clock and a progress bar.
  filters="$(drawtext "$title" ":fontsize=52:fontcolor=white:x=60:y=60")"
  for i in "${!point_list[@]}"; do
    from=$(( i * slide_seconds )); to=$(( (i + 1) * slide_seconds ))
    filters+=",$(drawtext "${point_list[$i]}" ":fontsize=44:fontcolor=0xffe066:x=60:y=200:enable='between(t,$from,$to)'")"
    filters+=",$(drawtext "$(( i + 1 )) / ${#point_list[@]}" ":fontsize=28:fontcolor=white@0.7:x=w-text_w-60:y=64:enable='between(t,$from,$to)'")"
  done
  filters+=",drawtext=fontfile='$font':text='%{pts\\:hms}':fontsize=30:fontcolor=white@0.8:x=60:y=h-90"
  graph="[0:v]$filters[slides];[slides][1:v]overlay=x='-W+W*t/$seconds':y=H-12[bar];[bar]split=2[hd][sd];[sd]scale=640:360[sd360]"
  audio="0.06*sin(2*PI*523*t)*lt(mod(t\\,1)\\,0.08)+0.12*sin(2*PI*784*t)*lt(mod(t\\,$slide_seconds)\\,0.4)"

  encrypt_args=()
  if [[ "$encrypted" == 1 ]]; then
    key_hex="$(key_hex_of "$id")"
    [[ -n "$key_hex" ]] || key_hex="$(random_hex16)"
    [[ "$key_hex" =~ ^[0-9a-f]{32}$ ]] || { echo "the key of $id in $keys_file is not 32 hex digits" >&2; exit 1; }
    hex_to_bytes "$key_hex" >"$tmp/$id.key"
    # An explicit IV in the playlist (not secret): without one, this ffmpeg writes IV=0 for every segment.
    printf '%s\n%s\n%s\n' "$key_uri_base/$id" "$tmp/$id.key" "$(random_hex16)" >"$tmp/$id.keyinfo"
    encrypt_args=(-hls_key_info_file "$tmp/$id.keyinfo")
    keys_entries+=("  \"$id\": { \"keyHex\": \"$key_hex\" }")
  fi

  "${ffmpeg_quiet[@]}" \
    -f lavfi -i "color=c=$colour:s=960x540:d=$seconds:r=25" \
    -f lavfi -i "color=c=0x4dabf7:s=960x12:d=$seconds:r=25" \
    -f lavfi -i "aevalsrc='$audio':s=44100:d=$seconds" \
    -filter_complex "$graph" \
    -map "[hd]" -map 2:a "${h264[@]}" -crf 26 -maxrate 900k -bufsize 1800k -level 3.1 "${aac[@]}" \
    "${hls[@]}" "${encrypt_args[@]}" -hls_segment_filename "$out/540p/seg-%03d.ts" "$out/540p/index.m3u8" \
    -map "[sd360]" -map 2:a "${h264[@]}" -crf 28 -maxrate 500k -bufsize 1000k -level 3.0 "${aac[@]}" \
    "${hls[@]}" "${encrypt_args[@]}" -hls_segment_filename "$out/360p/seg-%03d.ts" "$out/360p/index.m3u8"

  # Presenter overlay: a bright figure on black (blended away by the player) that bobs while "talking", with the
  # same running clock as the slides so the two layers' sync is visible.
  "${ffmpeg_quiet[@]}" \
    -f lavfi -i "color=c=black:s=320x240:d=$seconds:r=25" -i "$tmp/presenter.png" \
    -filter_complex "[0:v][1:v]overlay=x=0:y='4*sin(2*PI*t)',$(drawtext "主讲人" ":fontsize=24:fontcolor=white:x=(w-text_w)/2:y=8"),drawtext=fontfile='$font':text='%{pts\\:hms}':fontsize=18:fontcolor=white@0.8:x=(w-text_w)/2:y=h-26" \
    "${h264[@]}" -crf 30 -level 3.0 -an \
    "${hls[@]}" "${encrypt_args[@]}" -hls_segment_filename "$out/presenter/seg-%03d.ts" "$out/presenter/index.m3u8"

  # Cover: the first slide, drawn from the same source (encrypted playlists cannot be read back without the key).
  "${ffmpeg_quiet[@]}" -f lavfi -i "color=c=$colour:s=960x540:d=1:r=25" \
    -vf "$(drawtext "$title" ":fontsize=52:fontcolor=white:x=60:y=60"),$(drawtext "${point_list[0]}" ":fontsize=44:fontcolor=0xffe066:x=60:y=200"),scale=480:270" \
    -frames:v 1 -q:v 4 "$out/cover.jpg"

  # Master playlist: bandwidths measured from the produced segments.
  bandwidth_of() { local bytes; bytes=$(cat "$out/$1"/seg-*.ts | wc -c); echo $(( bytes * 8 / seconds * 11 / 10 )); }
  cat >"$out/master.m3u8" <<EOF
#EXTM3U
#EXT-X-VERSION:3
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=$(bandwidth_of 360p),RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",NAME="360p"
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=$(bandwidth_of 540p),RESOLUTION=960x540,CODECS="avc1.4d401f,mp4a.40.2",NAME="540p"
540p/index.m3u8
EOF

  manifest_entries+=("    { \"id\": \"$id\", \"title\": \"$title\", \"durationSeconds\": $seconds, \"encrypted\": $([[ "$encrypted" == 1 ]] && echo true || echo false) }")
  echo "made $id ($seconds s, encrypted=$encrypted)"
done

join_lines() { local IFS=$'\n'; local joined="${*}"; printf '%s' "${joined//$'\n'/$',\n'}"; }

# Public description of what was produced; paths are relative to the media folder. No keys here.
cat >"$build_dir/manifest.json" <<EOF
{
  "lectures": [
$(join_lines "${manifest_entries[@]}")
  ],
  "lectureFiles": {
    "master": "lectures/{id}/master.m3u8",
    "definitions": { "360p": "lectures/{id}/360p/index.m3u8", "540p": "lectures/{id}/540p/index.m3u8" },
    "presenter": "lectures/{id}/presenter/index.m3u8",
    "cover": "lectures/{id}/cover.jpg"
  },
  "clips": { "opening": "clips/opening.mp4", "closing": "clips/closing.mp4" },
  "cards": ["cards/key-point.png", "cards/formula.png", "cards/deadline.png"],
  "keyUriBase": "$key_uri_base"
}
EOF

cat >"$tmp/sample-media-keys.json" <<EOF
{
$(join_lines "${keys_entries[@]}")
}
EOF

# All made: replace only the generated entries, then the keys that go with them.
mkdir -p "$media_dir" "$(dirname "$keys_file")"
for entry in clips cards lectures manifest.json; do
  rm -rf "${media_dir:?}/$entry"
  mv "$build_dir/$entry" "$media_dir/$entry"
done
mv "$tmp/sample-media-keys.json" "$keys_file"

du -sh "$media_dir"
