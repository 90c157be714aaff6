#!/usr/bin/env python3
"""Compiles Unboard's output against the behavioural UIKit model and runs every builder (see run-generated.sh)."""
import argparse
import hashlib
import json
import os
import shutil
import re
import subprocess
import sys
import tempfile

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(SCRIPT_DIR))
MODEL = os.path.join(ROOT, "Tests", "UIKitModel")


def model_sources():
    generated = [os.path.join(MODEL, "Generated", m + ".swift") for m in ("UIKit", "MapKit", "WebKit")]
    behaviour = sorted(os.path.join(MODEL, "Behaviour", f) for f in os.listdir(os.path.join(MODEL, "Behaviour"))
                       if f.endswith(".swift"))
    # The Objective-C runtime's associated objects, which UIKit brings on iOS (see the file).
    behaviour.append(os.path.join(ROOT, "Tests", "UIKitStub", "ObjectiveCRuntime.swift"))
    return generated, behaviour


def build_model():
    """The model modules, compiled once per version of their sources into a cache folder."""
    generated, behaviour = model_sources()
    digest = hashlib.sha256(b"library evolution, interfaces")
    for path in generated + behaviour:
        digest.update(path.encode())
        digest.update(open(path, "rb").read())
    cache = os.environ.get("UNBOARD_MODEL_CACHE") or os.path.join(tempfile.gettempdir(), "unboard-uikit-model")
    folder = os.path.join(cache, digest.hexdigest()[:16])
    if os.path.exists(os.path.join(folder, "done")):
        return folder
    os.makedirs(cache, exist_ok=True)
    # Built in a folder of this process's own and renamed into place, so that runs in parallel (tests, worktrees)
    # never read a half-written module.
    building = tempfile.mkdtemp(prefix="building-", dir=cache)
    modules = [("UIKit", [generated[0]] + behaviour), ("MapKit", [generated[1]]), ("WebKit", [generated[2]])]
    for name, files in modules:
        # Library evolution: as with the SDK (and the stand-in), and so that code compiled against one version of
        # the model links with another of the same interface (compiled output is cached by interface).
        run(["swiftc", "-emit-library", "-static", "-emit-module", "-module-name", name, "-parse-as-library",
             "-swift-version", "5", "-Onone", "-enable-library-evolution", "-I", building,
             "-o", os.path.join(building, "lib%s.a" % name), "-emit-module-path", os.path.join(building, name + ".swiftmodule"),
             "-emit-module-interface-path", os.path.join(building, name + ".swiftinterface")] + files)
    open(os.path.join(building, "done"), "w").close()
    try:
        os.rename(building, folder)
    except OSError:
        # Another run finished first (or left a folder without "done" behind): use a complete one.
        if not os.path.exists(os.path.join(folder, "done")):
            shutil.rmtree(folder, ignore_errors=True)
            os.rename(building, folder)
        else:
            shutil.rmtree(building, ignore_errors=True)
    return folder


def run(command, **kwargs):
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs)
    if result.returncode != 0:
        sys.stdout.write(result.stdout)
        raise SystemExit("run-generated: failed: %s" % " ".join(command[:6]))
    return result.stdout


def scan(folder):
    """The builders (name, keys, init parameter, has view, has apply, configured controller types) and Scenes factories."""
    builders, factories = [], []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".swift"):
            continue
        text = open(os.path.join(folder, name), encoding="utf-8").read()
        pattern = r"((?:^///.*\n)*)(?:^@MainActor\n)?^(?:public )?struct (\w+CodeInterfaceBuilder) \{\n(.*?)^\}"
        for m in re.finditer(pattern, text, re.S | re.M):
            doc, body = " ".join(l[3:].strip() for l in m.group(1).splitlines()), m.group(3)
            # Each switch over the keys (`init(key:)`, `configure(_:key:)`) lists them: once each.
            keys = list(dict.fromkeys(re.findall(r"^        case CodeInterfaceBuilderKey\.(\w+):", body, re.M)))
            init = re.search(r"^    (?:public )?init\(key: CodeInterfaceBuilderKey(?:, (\w+): (\w+))?\)", body, re.M)
            configure = re.search(r"^    (?:public )?func configure\(_ viewController: (\w+)\)", body, re.M)
            view_free = re.search(
                r"^    (?:public )?static func configure\(_ viewController: (\w+), key: CodeInterfaceBuilderKey\)", body, re.M)
            # A prototype cell's style, which the cell is created with: "`.key` (..., style `.subtitle`)".
            styles = {k: st.group(1) for k, inside in re.findall(r"`\.(\w+)` \(([^()]*)\)", doc)
                      for st in [re.search(r"style `\.(\w+)`", inside)] if st}
            builders.append({
                "name": m.group(2), "keys": keys, "styles": styles,
                "shown": bool(re.search(r"^    (?:public )?let tableSections: ", body, re.M)),
                "parameter": (init.group(1), init.group(2)) if init and init.group(1) else None,
                "view": bool(re.search(r"^    (?:public )?let view: ", body, re.M)),
                "apply": "func apply(_ traitCollection: UITraitCollection)" in body,
                "configure": configure.group(1) if configure else None,
                "view_free_configure": view_free.group(1) if view_free else None,
                # `init(key:viewController:)`, which adopts the bar items `configure(_:key:)` kept with the controller.
                "adopts": bool(re.search(
                    r"^    (?:public )?init\(key: CodeInterfaceBuilderKey, viewController: UIViewController\?\)", body, re.M)),
            })
        for m in re.finditer(r"^(?:public )?enum (\w+Scenes) \{\n(.*?)^\}", text, re.S | re.M):
            for f in re.findall(r"^    (?:public )?static func (make\w+)\(\) -> \w+", m.group(2), re.M):
                factories.append((m.group(1), f))
    return builders, factories


def view_classes(folder):
    """The classes the output declares that descend from UIView (from the stand-in's class tree), which the model
    needs a maker for: see UIKitModel.makers."""
    supers = {}
    texts = [open(os.path.join(ROOT, "Tests", "UIKitStub", "UIKit.swift"), encoding="utf-8").read()]
    texts += [open(os.path.join(folder, n), encoding="utf-8").read() for n in os.listdir(folder) if n.endswith(".swift")]
    declared = set()
    for index, text in enumerate(texts):
        for m in re.finditer(r"^\s*(?:@\S+\s+)*(?:(?:public|open|final|internal)\s+)*class (\w+)\s*:\s*([\w.]+)", text, re.M):
            supers[m.group(1)] = m.group(2).split(".")[-1]
            if index > 0:
                declared.add(m.group(1))
    def is_view(name):
        seen = set()
        while name in supers and name not in seen:
            seen.add(name)
            if name == "UIView":
                return True
            name = supers[name]
        return name == "UIView"
    return sorted(c for c in declared if is_view(c))


def driver(builders, factories, views=()):
    lines = ["import UIKit", "", "let driver = UIKitModelDriver()", ""]
    for view in views:
        lines.append("UIKitModel.makers[ObjectIdentifier(%s.self)] = { %s(frame: .zero) }" % (view, view))
    for b in builders:
        for key in b["keys"]:
            if b["parameter"]:
                label, typ = b["parameter"]
                made = "%s(style: .%s, reuseIdentifier: nil)" % (typ, b["styles"][key]) if key in b["styles"] \
                    else "%s(frame: .zero)" % typ
                # The cell keeps the builder, not the other way round (the builder has no `view`): the driver keeps it.
                make = "%s(key: .%s, %s: root)" % (b["name"], key, label)
            elif b["adopts"]:
                make = "%s(key: .%s, viewController: controller)" % (b["name"], key)
            else:
                make = "%s(key: .%s)" % (b["name"], key)
            lines.append('driver.layout(builder: "%s", key: CodeInterfaceBuilderKey.%s.rawValue) {' % (b["name"], key))
            if b["view_free_configure"]:
                # The controller a storyboard would have created: the builder adopts the bar items configured on it.
                lines.append("    let controller = %s(nibName: nil, bundle: nil)" % b["view_free_configure"])
                lines.append("    %s.configure(controller, key: .%s)" % (b["name"], key))
            if b["parameter"]:
                lines.append("    let root = %s" % made)
            lines.append("    let builder = %s" % make)
            if b["configure"]:
                lines.append("    builder.configure(%s(nibName: nil, bundle: nil))" % b["configure"])
            view = "root" if b["parameter"] else "builder.view" if b["view"] else "nil"
            apply = "{ builder.apply($0) }" if b["apply"] else "nil"
            # A static table's cells, which the table view shows when its data source returns them.
            shown = ", shown: builder.tableSections.flatMap(\\.cells)" if b["shown"] else ""
            lines.append("    return UIKitModelDriver.Layout(view: %s, apply: %s%s)" % (view, apply, shown))
            lines.append("}")
    for enum, factory in factories:
        lines.append('driver.scene("%s.%s") { %s.%s() }' % (enum, factory, enum, factory))
    lines.append("driver.finish()")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output")
    parser.add_argument("--frames", nargs="+", default=None)
    parser.add_argument("--dump", help="write the executed layouts (JSON) here")
    parser.add_argument("--keep-going", action="store_true",
                        help="when the driver stops in a layout (API the model lacks), run the others and report every stop")
    parser.add_argument("--program", help="compile and run this main.swift with the output folder instead of the driver")
    args = parser.parse_args()
    folder = os.path.abspath(args.output)
    builders, factories = scan(folder)
    modules = build_model()
    work = tempfile.mkdtemp(prefix="unboard-run-")
    main_swift = os.path.join(work, "main.swift")
    with open(main_swift, "w") as f:
        if args.program:
            f.write(open(args.program, encoding="utf-8").read())
        else:
            f.write(driver(builders, factories, view_classes(folder)))
    sources = [os.path.join(folder, n) for n in sorted(os.listdir(folder)) if n.endswith(".swift")]
    binary = os.path.join(work, "driver")
    digest = hashlib.sha256()
    for path in [os.path.join(modules, m + ".swiftinterface") for m in ("UIKit", "MapKit", "WebKit")] + [main_swift] + sources:
        digest.update(open(path, "rb").read())
    objects = os.path.join(os.path.dirname(modules), "objects")
    os.makedirs(objects, exist_ok=True)
    obj = os.path.join(objects, digest.hexdigest()[:24] + ".o")
    if not os.path.exists(obj):
        run(["swiftc", "-c", "-wmo", "-swift-version", "6", "-Onone", "-module-name", "main", "-I", modules,
             "-o", "%s.%d.tmp" % (obj, os.getpid()), main_swift] + sources)
        os.replace("%s.%d.tmp" % (obj, os.getpid()), obj)
    # Linked from a copy in this run's own folder: runs linking the one cached object at once (tests in parallel)
    # failed three times in one session with its autolinked libraries (Foundation, Concurrency) undefined, and passed
    # when run again; the cause is a guess (the driver names its temporary files for an input after the input).
    linked = os.path.join(work, "main.o")
    shutil.copyfile(obj, linked)
    run(["swiftc", linked, "-L", modules, "-lMapKit", "-lWebKit", "-lUIKit", "-o", binary])
    dump = args.dump or os.path.join(work, "executed.json")
    skip = os.path.join(work, "skip.txt")
    env = dict(os.environ, UNBOARD_EXECUTED_DUMP=dump, SWIFT_BACKTRACE="enable=no", UNBOARD_DRIVER_SKIP=skip)
    stops, skipped = [], []
    while True:
        result = subprocess.run([binary], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
        lines = result.stdout.splitlines()
        started = [l for l in lines if l.startswith(("layout: ", "scene: "))]
        if not args.keep_going or args.program or any(l.startswith("executed: ") for l in lines) or not started:
            break
        # The driver stopped (API the model does not implement): run again without the layout it stopped in.
        skipped.append(started[-1])
        last = lines[-1] if lines[-1].startswith("exception: ") else "crashed (status %d)" % result.returncode
        stops.append("stopped in %s: %s" % (started[-1], last))
        with open(skip, "w") as f:
            f.write("\n".join(skipped) + "\n")
    closing = [l for l in lines if l.startswith("executed: ")]
    body = stops + [l for l in lines if not l.startswith("executed: ")]
    sys.stdout.write("\n".join(body) + ("\n" if body else ""))
    exceptions = sum(1 for l in lines if l.startswith("exception: ")) + len(stops)
    if closing:
        numbers = [int(n) for n in re.findall(r"\d+", closing[-1])]
        print("executed: %d builders, %d layouts, %d size-class states, %d exceptions" % (
            numbers[0], numbers[1], numbers[2], exceptions))
    else:
        built = sum(1 for l in lines if l.startswith("layout: "))
        exceptions = max(exceptions, 1)
        print("run-generated: the driver stopped (status %d) after %d layouts" % (result.returncode, built))
        print("executed: %d builders, %d layouts, %d size-class states, %d exceptions" % (
            len(builders), built, 0, exceptions))
    status = 1 if exceptions or result.returncode != 0 else 0
    if args.program:
        return 1 if exceptions or result.returncode != 0 else 0
    if args.frames is not None:
        unboard = os.path.join(ROOT, ".build", "debug", "unboard")
        verify = subprocess.run([unboard, "verify", "--executed", dump, "--summary", "--report-only"] + args.frames,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        frames = [l for l in verify.stdout.splitlines() if l.startswith("frames: ")]
        sys.stdout.write("\n".join(l for l in verify.stdout.splitlines() if not l.startswith("frames: ")) + "\n")
        if verify.returncode != 0 or not frames:
            print("run-generated: unboard verify --executed failed (status %d)" % verify.returncode)
            status = 1
        else:
            print(frames[-1])
    return status


if __name__ == "__main__":
    sys.exit(main())
