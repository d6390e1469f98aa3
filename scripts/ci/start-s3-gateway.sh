#!/bin/sh
# Copy of the team's shared/tools/start-s3-gateway.sh, used by .ci/run only when shared/ is not
# beside the clone. Keep it in step with the shared one.
# A real S3-compatible object store for tests: single-node Ceph (monitor + in-memory OSD) and the
# RADOS Gateway on 127.0.0.1:7480. It checks SigV4 signatures, expiry, signed content-type and
# content-length, like AWS S3 does (the npm fake s3rver checks none of these).
# Needs (Debian 12):  apt-get install -y --no-install-recommends radosgw ceph-mon ceph-osd ceph-common
# Start:  C=/tmp/s3gw PORT=7480 sh start-s3-gateway.sh      (about 12 s, ~120 MB RAM)
# Then:   endpoint http://127.0.0.1:$PORT, path-style, region us-east-1,
#         access key $S3_ACCESS_KEY (default TESTAK), secret $S3_SECRET_KEY (default TESTSECRETKEY123).
#         Create the bucket yourself (CreateBucket) before use.
# Stop:   kill $(cat $C/run/*.pid)      (pid files: mon.a.pid osd.0.pid client.rgw.a.pid)
# Note: with @aws-sdk/client-s3 v3 set requestChecksumCalculation: 'WHEN_REQUIRED', or presigned PUT
#       URLs carry the checksum of an empty body and AWS S3, R2 and MinIO reject the real upload.
set -e
C=${C:-/tmp/ceph-rgw}; PORT=${PORT:-7480}
rm -rf "$C"; mkdir -p "$C"/mon "$C"/osd0 "$C"/run "$C"/log
FSID=$(cat /proc/sys/kernel/random/uuid)
cat > "$C/ceph.conf" <<EOF
[global]
fsid = $FSID
mon host = v2:127.0.0.1:3300,v1:127.0.0.1:6789
mon initial members = a
public network = 127.0.0.0/8
auth cluster required = none
auth service required = none
auth client required = none
ms mon client mode = crc
ms client mode = crc
ms bind ipv4 = true
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
osd objectstore = memstore
memstore device bytes = 1073741824
run dir = $C/run
log file = $C/log/\$name.log
admin socket = $C/run/\$name.asok
pid file = $C/run/\$name.pid
keyring = $C/keyring
[mon.a]
mon data = $C/mon
[osd.0]
osd data = $C/osd0
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:$PORT
EOF
ceph-authtool --create-keyring "$C/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
monmaptool --create --addv a '[v2:127.0.0.1:3300,v1:127.0.0.1:6789]' --fsid "$FSID" "$C/monmap" >/dev/null
ceph-mon -c "$C/ceph.conf" --mkfs -i a --monmap "$C/monmap" --keyring "$C/keyring"
ceph-mon -c "$C/ceph.conf" -i a
U=$(cat /proc/sys/kernel/random/uuid)
ID=$(timeout 30 ceph -c "$C/ceph.conf" osd new "$U")
ceph-osd -c "$C/ceph.conf" -i "$ID" --mkfs --osd-uuid "$U" 2>/dev/null
ceph-osd -c "$C/ceph.conf" -i "$ID" 2>/dev/null
radosgw -c "$C/ceph.conf" -n client.rgw.a
i=0; until curl -sf -o /dev/null "http://127.0.0.1:$PORT/"; do i=$((i+1)); [ $i -gt 120 ] && { echo "rgw did not start" >&2; exit 1; }; sleep 1; done
timeout 60 radosgw-admin -c "$C/ceph.conf" user create --uid=test --display-name=test \
  --access-key="${S3_ACCESS_KEY:-TESTAK}" --secret="${S3_SECRET_KEY:-TESTSECRETKEY123}" >/dev/null
echo "RGW ready on http://127.0.0.1:$PORT (access key ${S3_ACCESS_KEY:-TESTAK})"
