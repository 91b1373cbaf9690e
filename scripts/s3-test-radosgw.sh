#!/usr/bin/env bash
# A throwaway single-node Ceph radosgw (a real S3 API) on 127.0.0.1, for tests
# and for trying the S3 storage driver. Everything lives in a temp directory
# and in memory (memstore); nothing is authenticated inside the cluster.
#   eval "$(scripts/s3-test-radosgw.sh start)"   # exports TEST_S3_* and S3_TEST_DIR
#   scripts/s3-test-radosgw.sh stop "$S3_TEST_DIR"
# Needs Debian's ceph-mon, ceph-osd and radosgw (`--install` installs them).
set -euo pipefail

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

log() { echo "$*" >&2; }

# Reports a failed start with the end of the daemons' logs, then cleans up.
fail() {
  log "$1"
  tail -n 20 "$2"/log/*.log >&2 2>/dev/null || true
  stop "$2"
  exit 1
}

install_ceph() {
  if ! command -v radosgw >/dev/null || ! command -v ceph-mon >/dev/null || ! command -v ceph-osd >/dev/null; then
    log "Installing Debian's ceph-mon, ceph-osd and radosgw..."
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ceph-mon ceph-osd radosgw >/dev/null
  fi
}

# Waits up to $2 seconds for the command in $1 to succeed.
wait_for() {
  local deadline=$((SECONDS + $2))
  until eval "$1" >/dev/null 2>&1; do
    if [ $SECONDS -ge $deadline ]; then return 1; fi
    sleep 0.5
  done
}

start() {
  local dir mon_port rgw_port fsid conf bucket access secret
  dir=$(mktemp -d /tmp/lobl-s3.XXXXXX)
  mkdir -p "$dir/mon" "$dir/osd0" "$dir/run" "$dir/log"
  mon_port=$(free_port)
  rgw_port=$(free_port)
  fsid=$(cat /proc/sys/kernel/random/uuid)
  conf="$dir/ceph.conf"
  cat >"$conf" <<EOF
[global]
fsid = $fsid
mon host = v2:127.0.0.1:$mon_port
public network = 127.0.0.0/8
auth cluster required = none
auth service required = none
auth client required = none
# Without this the client side of radosgw waits 300 s for the monitor.
ms mon client mode = crc secure
run dir = $dir/run
admin socket = $dir/run/\$name.asok
pid file = $dir/run/\$name.pid
log file = $dir/log/\$name.log
mon data = $dir/mon
osd data = $dir/osd\$id
osd objectstore = memstore
memstore device bytes = 2147483648
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd crush chooseleaf type = 0
mon allow pool size one = true
mon allow pool delete = true
mon max pg per osd = 1000
mon warn on pool no redundancy = false
osd max object name len = 460
osd max object namespace len = 64

[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
rgw dns name = 127.0.0.1
rgw enable usage log = false
EOF
  monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" "$dir/monmap" >/dev/null
  ceph-mon -c "$conf" --mkfs -i a --monmap "$dir/monmap" >>"$dir/log/setup.log" 2>&1 || fail "ceph-mon --mkfs failed" "$dir"
  ceph-mon -c "$conf" -i a >>"$dir/log/setup.log" 2>&1 || fail "ceph-mon failed" "$dir"
  wait_for "timeout 5 ceph -c '$conf' mon stat" 30 || fail "ceph-mon did not start" "$dir"

  local id
  id=$(timeout 20 ceph -c "$conf" osd create) || fail "ceph osd create failed" "$dir"
  ceph-osd -c "$conf" -i "$id" --mkfs >>"$dir/log/setup.log" 2>&1 || fail "ceph-osd --mkfs failed" "$dir"
  ceph-osd -c "$conf" -i "$id" >>"$dir/log/setup.log" 2>&1 || fail "ceph-osd failed" "$dir"
  wait_for "timeout 5 ceph -c '$conf' osd stat | grep -q '1 up'" 60 || fail "ceph-osd did not come up" "$dir"

  radosgw -c "$conf" -n client.rgw >>"$dir/log/setup.log" 2>&1 || fail "radosgw failed" "$dir"
  wait_for "curl -sf -o /dev/null http://127.0.0.1:$rgw_port/" 120 || fail "radosgw did not answer" "$dir"

  access=lobl-test-access
  secret=lobl-test-secret-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
  bucket=lobl-test
  timeout 30 radosgw-admin -c "$conf" -n client.rgw user create --uid=lobl --display-name="Lead or Be Led tests" \
    --access-key="$access" --secret-key="$secret" >>"$dir/log/setup.log" 2>&1 || fail "radosgw-admin user create failed" "$dir"
  # curl signs with SigV4 but leaves out the payload hash S3 requires: send it
  # ourselves (the SHA-256 of an empty body).
  curl -sf -X PUT -H "x-amz-content-sha256: $(printf '' | sha256sum | cut -d' ' -f1)" --aws-sigv4 "aws:amz:us-east-1:s3" --user "$access:$secret" "http://127.0.0.1:$rgw_port/$bucket" >/dev/null ||
    fail "could not create the bucket" "$dir"

  echo "export S3_TEST_DIR=$dir"
  echo "export TEST_S3_ENDPOINT=http://127.0.0.1:$rgw_port"
  echo "export TEST_S3_BUCKET=$bucket"
  echo "export TEST_S3_REGION=us-east-1"
  echo "export TEST_S3_ACCESS_KEY_ID=$access"
  echo "export TEST_S3_SECRET_ACCESS_KEY=$secret"
}

stop() {
  local dir=$1 pid
  for pidfile in "$dir"/run/*.pid; do
    [ -f "$pidfile" ] || continue
    pid=$(cat "$pidfile")
    kill "$pid" 2>/dev/null || true
  done
  sleep 1
  for pidfile in "$dir"/run/*.pid; do
    [ -f "$pidfile" ] || continue
    kill -9 "$(cat "$pidfile")" 2>/dev/null || true
  done
  rm -rf "$dir"
}

case "${1:-}" in
  start)
    [ "${2:-}" = "--install" ] && install_ceph
    start
    ;;
  stop)
    stop "${2:?usage: stop DIR}"
    ;;
  *)
    echo "usage: $0 start [--install] | stop DIR" >&2
    exit 2
    ;;
esac
