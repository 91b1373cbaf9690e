#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on 127.0.0.1 and a free port, for tests.
#   eval "$(scripts/pg-test-cluster.sh start)"   # exports TEST_DATABASE_URL and PG_TEST_DIR
#   scripts/pg-test-cluster.sh stop "$PG_TEST_DIR"
#   scripts/pg-test-cluster.sh halt|resume "$PG_TEST_DIR"   # stop / start again on the same port (outage tests)
# Runs the server as the `postgres` user when started as root (initdb refuses root).
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

case "${1:-}" in
  start)
    [ -x "$BIN/initdb" ] || { echo "PostgreSQL 15 not found in $BIN" >&2; exit 1; }
    dir=$(mktemp -d /tmp/lobl-pg.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    port=$(free_port)
    as_pg "$BIN/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
    echo "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >"$dir/options"
    as_pg "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 -o "$(cat "$dir/options")" start >/dev/null
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    echo "export PG_TEST_DIR=$dir"
    ;;
  stop)
    dir=${2:?usage: stop DIR}
    as_pg "$BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  halt)
    as_pg "$BIN/pg_ctl" -D "${2:?usage: halt DIR}/data" -m fast -w stop >/dev/null
    ;;
  resume)
    dir=${2:?usage: resume DIR}
    as_pg "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 -o "$(cat "$dir/options")" start >/dev/null
    ;;
  *)
    echo "usage: $0 start | stop DIR | halt DIR | resume DIR" >&2
    exit 2
    ;;
esac
