#!/usr/bin/env bash
# Smoke test of `npm start` as a user runs it: a fresh DATA_DIR (embedded database, offline
# providers), then /api/health and the app's page must answer within 90 seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${SMOKE_PORT:-3917}
data_dir=$(mktemp -d)
echo "node $(node --version)"
PORT=$port DATA_DIR="$data_dir" setsid npm start >"$data_dir/server.log" 2>&1 &
server_pid=$!
healthy=false
for _ in $(seq 1 90); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then healthy=true; break; fi
  sleep 1
done
# `/` sends a visitor on to the portal (a redirect): followed, as a browser does.
curl -fsSL "http://127.0.0.1:$port/" | grep -q '<div id="root">' || healthy=false
kill -TERM -- "-$server_pid" 2>/dev/null || true
wait "$server_pid" || true
if [ "$healthy" != true ]; then
  cat "$data_dir/server.log"
  echo "npm start did not serve the app"
  exit 1
fi
rm -rf "$data_dir"
echo "npm start served /api/health and the app"
