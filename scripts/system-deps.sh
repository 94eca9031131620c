# Sourced by scripts/test.sh. Finds (or installs with apt) Chromium, CJK fonts, ffmpeg, espeak-ng, nginx and PostgreSQL, and starts a
# throwaway PostgreSQL cluster on a loopback port for the server tests. A CHROMIUM_PATH or POSTGRES_TEST_URL set by the
# caller is used as it is (README: configuration).
CHROMIUM_PATH="${CHROMIUM_PATH:-}"
POSTGRES_TEST_URL="${POSTGRES_TEST_URL:-}"
PG_DIR=""

apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    if [ -z "${APT_UPDATED:-}" ]; then apt-get update -qq >/dev/null 2>&1 || true; APT_UPDATED=1; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1
  else
    return 1
  fi
}

ensure_system_deps() {
  if [ -z "$CHROMIUM_PATH" ] && [ ! -x /usr/bin/chromium ]; then
    echo "installing chromium with apt…"
    apt_install chromium || echo "could not install chromium with apt" >&2
  fi
  if ! fc-list 2>/dev/null | grep -qi "noto.*cjk"; then
    echo "installing fonts-noto-cjk with apt…"
    apt_install fonts-noto-cjk || echo "could not install fonts-noto-cjk with apt: Chinese text renders as boxes" >&2
  fi
  # live classes and uploaded lectures are transcoded by a real ffmpeg in the server tests and e2e
  if ! command -v ffmpeg >/dev/null; then
    echo "installing ffmpeg with apt…"
    apt_install ffmpeg || echo "could not install ffmpeg with apt: the live and lecture transcoding tests fail" >&2
  fi
  # the seeded lectures' narration (without it their generated videos are silent, with captions)
  if ! command -v espeak-ng >/dev/null; then
    echo "installing espeak-ng with apt…"
    apt_install espeak-ng || echo "could not install espeak-ng with apt: sample lectures are generated silent" >&2
  fi
  # the deployment test (apps/server/src/deployment) runs two server nodes behind Debian's nginx
  if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
    echo "installing nginx with apt…"
    apt_install nginx || echo "could not install nginx with apt: the deployment test fails" >&2
  fi
  if [ -z "$CHROMIUM_PATH" ] && [ -x /usr/bin/chromium ]; then CHROMIUM_PATH=/usr/bin/chromium; fi
  if [ -n "$CHROMIUM_PATH" ] && [ ! -x "$CHROMIUM_PATH" ]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2
    CHROMIUM_PATH=""
  fi
  export CHROMIUM_PATH

  if [ -n "$POSTGRES_TEST_URL" ]; then
    export POSTGRES_TEST_URL # the caller's own server: nothing to install or start
    return 0
  fi
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "installing postgresql with apt…"
    apt_install postgresql || echo "could not install postgresql with apt" >&2
  fi
  start_postgres
}

start_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || return 0
  PG_DIR=$(mktemp -d /tmp/taxlearn-pg.XXXXXX)
  local port=$((54000 + RANDOM % 900))
  local as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres:postgres "$PG_DIR"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -A trust -U postgres >/dev/null 2>&1 || { echo "initdb failed" >&2; return 0; }
  "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null 2>&1 \
    || { echo "PostgreSQL did not start: $(tail -n 5 "$PG_DIR/log")" >&2; return 0; }
  POSTGRES_TEST_URL="postgres://postgres@127.0.0.1:$port/postgres"
  export POSTGRES_TEST_URL
  PG_BIN="$bin"
}

stop_postgres() {
  [ -n "$PG_DIR" ] || return 0
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
