#!/usr/bin/env bash
# Checks that the hand-written Swift follows .swift-format (goldens, test resources and the generated UIKit
# stand-in and model are left as their generators write them). Fix with: Tests/Scripts/check-format.sh --fix
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=(lint --strict)
[ "${1:-}" = "--fix" ] && mode=(format -i)
find Sources Tests/UnboardCoreTests Tests/UnboardBenchTests Tests/Fuzz Package.swift -name '*.swift' -not -path '*/Resources/*' -print0 |
    xargs -0 swift format "${mode[@]}" --configuration .swift-format
