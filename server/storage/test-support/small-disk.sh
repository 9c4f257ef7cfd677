#!/bin/sh
# Runs a Tillbridge CLI with its data folder on a 3 MB file system of its own (run under `unshare --user
# --map-root-user --mount`): SIGUSR2 fills the file system, SIGUSR1 frees it again. $1 node, $2 the CLI, $3 mount point.
set -e
mkdir -p "$3"
mount -t tmpfs -o size=3m tmpfs "$3"
trap 'dd if=/dev/zero of="$3/filler" bs=4k 2>/dev/null || true; echo FILLED' USR2
trap 'rm -f "$3/filler"; echo FREED' USR1
trap 'kill -TERM $child' TERM
"$1" "$2" --port 0 --data-dir "$3/data" &
child=$!
while kill -0 $child 2>/dev/null; do wait $child || true; done
wait $child
