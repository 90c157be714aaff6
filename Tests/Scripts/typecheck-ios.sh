#!/usr/bin/env bash
# Type-check generated Swift against a real iOS SDK.
#
#   Tests/Scripts/typecheck-ios.sh <output dir> [sdk dir]
#
# Type-checks every .swift file in <output dir> together (one module), in Swift 6
# language mode, for an iOS 14.0 deployment target, so availability is enforced too.
#
#   macOS: xcrun --sdk iphonesimulator swiftc -typecheck -swift-version 6
#          -target arm64-apple-ios14.0-simulator ...   ([sdk dir] is ignored)
#   Linux: swiftc with the extracted iPhoneOS SDK in [sdk dir] (default /tmp/ios-sdk,
#          laid out as described in ../shared/ios-typecheck/README.md:
#          <sdk dir>/iPhoneOS16.5.sdk, <sdk dir>/res, <sdk dir>/module-cache).
#
# Environment: SWIFTC overrides the compiler on Linux; IOS_DEPLOYMENT_TARGET overrides
# 14.0. The exit status is swiftc's (2 for a usage error).
set -u

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 <output dir> [sdk dir]" >&2
    exit 2
fi
out_dir=$1
if [ ! -d "$out_dir" ]; then
    echo "error: $out_dir is not a directory" >&2
    exit 2
fi

files=()
while IFS= read -r -d '' f; do
    files+=("$f")
done < <(find "$out_dir" -type f -name '*.swift' -print0 | LC_ALL=C sort -z)
if [ ${#files[@]} -eq 0 ]; then
    echo "error: no .swift files in $out_dir" >&2
    exit 2
fi

deployment=${IOS_DEPLOYMENT_TARGET:-14.0}

if [ "$(uname -s)" = "Darwin" ]; then
    xcrun --sdk iphonesimulator swiftc -typecheck -swift-version 6 \
        -target "arm64-apple-ios${deployment}-simulator" "${files[@]}"
    exit $?
fi

sdk_root=${2:-/tmp/ios-sdk}
sdk=$sdk_root/iPhoneOS16.5.sdk
if [ ! -d "$sdk" ]; then
    sdk=$(find "$sdk_root" -maxdepth 1 -type d -name 'iPhoneOS*.sdk' 2>/dev/null | LC_ALL=C sort | tail -n 1)
fi
if [ -z "$sdk" ] || [ ! -d "$sdk" ]; then
    echo "error: no iPhoneOS*.sdk in $sdk_root (see ../shared/ios-typecheck/README.md)" >&2
    exit 2
fi
resource_args=()
if [ -d "$sdk_root/res" ]; then
    resource_args=(-resource-dir "$sdk_root/res")
fi
mkdir -p "$sdk_root/module-cache"
# Starters use iOS 17 API (viewIsAppearing, registerForTraitChanges); an older SDK gets it from a shim.
if ! grep -q viewIsAppearing "$sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h" 2>/dev/null; then
    files+=("$(cd "$(dirname "$0")" && pwd)/ios17-sdk-additions.swift")
fi

"${SWIFTC:-swiftc}" -typecheck -swift-version 6 -target "arm64-apple-ios${deployment}" \
    -sdk "$sdk" ${resource_args[@]+"${resource_args[@]}"} -module-cache-path "$sdk_root/module-cache" \
    "${files[@]}"
exit $?
