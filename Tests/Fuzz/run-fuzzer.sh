#!/usr/bin/env bash
# Fuzzes parse + translate + render, the names that reach code, and writing into a hostile output folder, with
# libFuzzer for a given time.
#
#   Tests/Fuzz/run-fuzzer.sh [seconds]      (default 600)
#
# Builds .build-fuzz/unboard-fuzz from UnboardCore (with its packages) and Tests/Fuzz/FuzzEntry.swift with
# `-sanitize=fuzzer,address`, seeds a corpus from the examples, the fixtures, the hostile inputs and the seeds of
# the name and output-folder modes, and runs.
# A crashing input lands in .build-fuzz/artifacts/; copy it into Tests/UnboardCoreTests/Resources/FuzzRegressions/
# so that FuzzRegressionTests keeps it fixed.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-600}
out=.build-fuzz
mkdir -p "$out/corpus" "$out/artifacts"

# UnboardCore and its packages (Yams, Stencil) are built by SwiftPM with coverage instrumentation and
# AddressSanitizer, in a scratch folder of their own seeded with the resolved checkouts (no network); then the
# entry point is linked with libFuzzer.
spm="$out/spm"
mkdir -p "$spm"
for reused in checkouts repositories workspace-state.json; do
    [ -e ".build/$reused" ] && [ ! -e "$spm/$reused" ] && cp -R ".build/$reused" "$spm/"
done
swift build --scratch-path "$spm" --target UnboardCore -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing \
    > "$out/build.log" 2>&1 || { tail -40 "$out/build.log"; exit 1; }
debug="$spm/debug"
objects=$(find "$debug"/UnboardCore.build "$debug"/Yams.build "$debug"/CYaml.build "$debug"/Stencil.build "$debug"/PathKit.build -name '*.o')
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -g -module-name UnboardFuzz -I "$debug/Modules" \
    -Xcc -I -Xcc "$spm/checkouts/Yams/Sources/CYaml/include" -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    Tests/Fuzz/FuzzEntry.swift $objects $(pkg-config --libs libxml-2.0) -o "$out/unboard-fuzz" >> "$out/build.log" 2>&1 \
    || { tail -40 "$out/build.log"; exit 1; }

for seed in Examples/*/*.storyboard Tests/UnboardCoreTests/Resources/Fixtures/*/*.storyboard \
    Tests/UnboardCoreTests/Resources/Fixtures/*/*.xib Tests/UnboardCoreTests/Resources/Hostile/*; do
    cp "$seed" "$out/corpus/$(basename "$seed")"
done
# Seeds of the other two modes (see FuzzEntry.swift): names (first byte 0) and output-folder contents (first byte 1).
printf '\000Card\000App\000card.id' > "$out/corpus/seed-names"
printf '\000Card \000My Module\000x") ; fatalError("' > "$out/corpus/seed-names-hostile"
for kinds in '\001\002\005\010\003' '\000\004\006\007\001' '\010\010\004\002\005\001\003' '\001\001\001\001\001\003\002\005'; do
    printf "\001$kinds" > "$out/corpus/seed-folder-$(printf "$kinds" | od -An -tx1 | tr -d ' \n')"
done

"$out/unboard-fuzz" "$out/corpus" -max_total_time="$seconds" -max_len=65536 -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 2>&1 | tee "$out/last-run.log" | grep -E "^#[0-9]+ *(pulse|DONE)|stat::|ERROR|SUMMARY" || true
grep -q "^==.*ERROR\|SUMMARY: " "$out/last-run.log" && { echo "fuzz: a crash was found; see $out/artifacts"; exit 1; }
echo "fuzz: clean after $(grep -o 'stat::number_of_executed_units: [0-9]*' "$out/last-run.log" | grep -o '[0-9]*$') executions"
