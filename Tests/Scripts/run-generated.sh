#!/usr/bin/env bash
# Compiles a folder of Unboard output against the behavioural UIKit model (Tests/UIKitModel) and executes every
# builder for every key in all nine size-class states (each entered fresh and from each other) and every Scenes
# factory. Closing lines:
#   executed: B builders, K layouts, S size-class states, E exceptions
#   frames: W of V verifiable views within tolerance        (with --frames <the inputs the folder was made from>)
# Exit status 1 on any exception. Usage: run-generated.sh <output dir> [--frames <input files or folders>...]
set -euo pipefail
exec python3 "$(dirname "$0")/run-generated.py" "$@"
