#!/usr/bin/env bash
# Regenerates the shared sample media under apps/server/media/video (committed, so a fresh clone needs no ffmpeg for
# them): the opening and closing clips (MP4) and the image-overlay card pictures that every lecture's cards use.
#
# The seeded lectures' own videos are not made here: each is generated from that lecture's title and transcript the
# first time it is played (src/features/video/sample-lectures; docs/decisions: sample lectures from their transcripts).
#
# Everything is made in a temporary folder first; only when all of it succeeded are the generated entries of
# media/video (clips, cards, manifest.json) replaced. The folder's README.md is not generated and stays.
#
# Usage: apps/server/scripts/make-sample-media.sh
#   (needs ffmpeg with libx264 and drawtext, fontconfig, a CJK font such as fonts-noto-cjk, and coreutils)
set -euo pipefail

server_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Only this subfolder is replaced: the rest of the media folder holds other content.
media_dir="$server_dir/media/video"

# Every tool is checked before any work, so a missing one never stops the script halfway.
command -v ffmpeg >/dev/null || { echo "ffmpeg is required (apt-get install ffmpeg)" >&2; exit 1; }
command -v fc-match >/dev/null || { echo "fc-match is required (apt-get install fontconfig)" >&2; exit 1; }
for tool in md5sum cut; do
  command -v "$tool" >/dev/null || { echo "$tool is required (apt-get install coreutils)" >&2; exit 1; }
done
# (captured first: `ffmpeg … | grep -q` would fail under pipefail when grep stops reading early)
ffmpeg_encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
[[ "$ffmpeg_encoders" == *libx264* ]] || { echo "this ffmpeg has no libx264 encoder" >&2; exit 1; }
ffmpeg_filters="$(ffmpeg -hide_banner -filters 2>/dev/null)"
[[ "$ffmpeg_filters" == *drawtext* ]] || { echo "this ffmpeg has no drawtext filter (no libfreetype)" >&2; exit 1; }
font="$(fc-match -f '%{file}' 'Noto Sans CJK SC:style=Regular')"
[[ -f "$font" ]] || { echo "no CJK font found (apt-get install fonts-noto-cjk)" >&2; exit 1; }

ffmpeg_quiet=(ffmpeg -hide_banner -loglevel error -y)
# Two-second GOPs with no scene-cut keyframes.
h264=(-c:v libx264 -profile:v main -preset medium -pix_fmt yuv420p -r 25 -g 50 -keyint_min 50 -sc_threshold 0)
aac=(-c:a aac -b:a 48k -ac 1 -ar 44100)

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

mkdir -p "$build_dir/clips" "$build_dir/cards"

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

# Public description of what was produced; paths are relative to the media folder.
cat >"$build_dir/manifest.json" <<EOF
{
  "clips": { "opening": "clips/opening.mp4", "closing": "clips/closing.mp4" },
  "cards": ["cards/key-point.png", "cards/formula.png", "cards/deadline.png"]
}
EOF

# All made: replace only the generated entries (lectures/ is what earlier versions made; lectures are generated now).
mkdir -p "$media_dir"
rm -rf "${media_dir:?}/lectures"
for entry in clips cards manifest.json; do
  rm -rf "${media_dir:?}/$entry"
  mv "$build_dir/$entry" "$media_dir/$entry"
done

du -sh "$media_dir"
