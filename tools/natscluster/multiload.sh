#!/bin/bash
# multiload.sh ROOMS THINK DURATION: the load command against one, two and
# three game servers on a three-node NATS cluster on loopback, then three
# with the first killed halfway (docs/online.md, "Several servers").
# Builds into /tmp; uses ports 14222-14227 and 18900-18902.
set -u
ROOMS=${1:-500}; THINK=${2:-1s}; DUR=${3:-30s}
cd "$(dirname "$0")/../.."
go build -o /tmp/kserve ./wasm/serve && go build -o /tmp/kaskade . && go build -o /tmp/natscluster ./tools/natscluster || exit 1
mkdir -p /tmp/msite && echo '<!doctype html><title>Kaskade</title>' > /tmp/msite/index.html
rm -rf /tmp/natsdata
/tmp/natscluster -nodes 3 -port 14222 -dir /tmp/natsdata > /tmp/natsurls &
NP=$!
sleep 6
URLS=$(head -1 /tmp/natsurls)
echo "nats $URLS pid $NP"
run() { # servers [index to kill]
  local n=$1 kill=${2:-} pids="" servers=""
  for i in $(seq 0 $((n-1))); do
    port=$((18900+i))
    /tmp/kserve -addr 127.0.0.1:$port -dir /tmp/msite -nats "$URLS" -replicas 3 -url http://127.0.0.1:$port \
       -per-addr 10000 -max-conns 10000 -creates 100000 2>/tmp/kserve$i.log &
    pids="$pids${pids:+,}$!"; servers="$servers${servers:+,}http://127.0.0.1:$port"
  done
  sleep 4
  echo "== $n servers ${kill:+, kill $kill}, rooms $ROOMS, think $THINK"
  /tmp/kaskade load -server "$servers" -rooms "$ROOMS" -duration "$DUR" -think "$THINK" -pid "$pids,$NP" ${kill:+-kill $kill}
  for p in ${pids//,/ }; do kill "$p" 2>/dev/null; done
  sleep 3
}
run 1; run 2; run 3; run 3 0
kill $NP; wait
