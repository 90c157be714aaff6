#!/usr/bin/env bash
# The build plugin sees storyboard edits: builds Examples/PluginExample, edits one of its storyboards (a label's
# text), builds again and checks that UnboardGenerated.swift changed with it; then restores the storyboard and
# checks that the next build regenerates the original. Usage: Tests/Scripts/plugin-rebuild.sh [scratch path]
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch=${1:-.build-plugin-example}
example=Examples/PluginExample
# A symbolic link into Examples/NahaMap, inside a folder the target copies as a resource: the hardest case.
storyboard=$example/Sources/PluginApp/Storyboards/Main.storyboard
backup=$(mktemp)
cat "$storyboard" > "$backup"
trap 'cat "$backup" > "$storyboard"; rm -f "$backup"' EXIT

build() {
    local log
    log=$(swift build --package-path "$example" --scratch-path "$scratch" 2>&1) || { echo "$log" | tail -20; echo "plugin-rebuild: the build failed"; exit 1; }
    echo "$log" | grep -E "warning: Unboard|Build complete" || true
}
generated() { find "$scratch" -name UnboardGenerated.swift -path "*PluginApp*" | head -1; }

build
file=$(generated)
[ -n "$file" ] || { echo "plugin-rebuild: no UnboardGenerated.swift after the first build"; exit 1; }
grep -q '"Kyushu"' "$file" || { echo "plugin-rebuild: the generated file lacks the storyboard's label text"; exit 1; }

marker="Edited $$"
sed "s/text=\"Kyushu\"/text=\"$marker\"/" "$backup" > "$storyboard"
build
grep -q "\"$marker\"" "$file" || { echo "plugin-rebuild: FAIL, the edited storyboard was not regenerated"; exit 1; }

cat "$backup" > "$storyboard"
build
grep -q '"Kyushu"' "$file" || { echo "plugin-rebuild: FAIL, the restored storyboard was not regenerated"; exit 1; }
echo "plugin-rebuild: the plugin regenerated after each storyboard edit"
