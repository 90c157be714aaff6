#!/usr/bin/env python3
"""Per-construct type-check cost of the shapes Unboard generates, against the real iOS SDK (issue 19, goal 4).

    python3 Tests/Scripts/typecheck-constructs.py [sdk dir] [repeats] [only]

`only`: comma-separated parts of construct names, to time just those (beside "views only").

Writes one Swift file per construct into a temporary folder: 100 functions of a @MainActor class, each creating
10 labels (`let v = UILabel()`, `translatesAutoresizingMaskIntoConstraints = false`, `addSubview`) and then using
the construct once per label, so 1,000 uses per file. Each file is type-checked alone (`swiftc -typecheck
-swift-version 6`, the SDK laid out as in ../shared/ios-typecheck/README.md) `repeats` times; the least CPU time
(user + system) counts. Prints seconds per 1,000 uses above the file without the construct ("views only").
CPU time, not wall time: the machine may be shared, which still inflates CPU time by up to 2x; compare the rows of
one run with each other, not with another run.
"""
import os, subprocess, sys, tempfile, resource

SDK = sys.argv[1] if len(sys.argv) > 1 else "/tmp/ios-sdk"
REPEATS = int(sys.argv[2]) if len(sys.argv) > 2 else 3
ONLY = sys.argv[3].split(",") if len(sys.argv) > 3 else None
FUNCTIONS, PER = 100, 10

def views():
    text = "        let view = UIView()\n"
    for i in range(PER):
        text += f"        let v{i} = UILabel()\n        v{i}.translatesAutoresizingMaskIntoConstraints = false\n        view.addSubview(v{i})\n"
    return text

def constraint(i, constant="20"):
    return f"v{i}.topAnchor.constraint(equalTo: v{(i + 1) % PER}.bottomAnchor, constant: {constant})"

def long_activation(function, group):
    """100 constraints in calls of `group` in every 10th function (1,000 in the file): long array literals."""
    if function % 10:
        return ""
    constraints = [constraint(i % PER, str(i)) for i in range(100)]
    return "".join("        NSLayoutConstraint.activate([\n" + "".join(f"            {c},\n" for c in constraints[start:start + group])
                   + "        ])\n" for start in range(0, 100, group))

# name: (description, per-label statement or per-function block)
PER_LABEL = {
    "enum, implicit member": "v{i}.textAlignment = .right",
    "enum, qualified": "v{i}.textAlignment = NSTextAlignment.right",
    "Bool": "v{i}.isHidden = true",
    "String literal": 'v{i}.text = "Label"',
    "Int literal": "v{i}.numberOfLines = 2",
    "CGFloat literal": "v{i}.alpha = 0.5",
    "method call": "v{i}.setNeedsLayout()",
    "CGRect(x: 0, ...) integer literals": "v{i}.frame = CGRect(x: 0, y: 0, width: 393, height: 500)",
    "CGRect(x: 0.0, ...) float literals": "v{i}.frame = CGRect(x: 0.0, y: 0.0, width: 393.0, height: 500.0)",
    "UIEdgeInsets(top: 8, ...)": "v{i}.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)",
    "UILayoutPriority(rawValue: 251)": "v{i}.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)",
    "UILayoutPriority(251)": "v{i}.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)",
    ".defaultLow + 1": "v{i}.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)",
    "UIFont.systemFont(ofSize: 17)": "v{i}.font = UIFont.systemFont(ofSize: 17)",
    ".systemFont(ofSize: 17)": "v{i}.font = .systemFont(ofSize: 17)",
    "UIColor.label": "v{i}.textColor = UIColor.label",
    "UIColor(red: 0.5, ..., alpha: 1)": "v{i}.textColor = UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1)",
    "UIColor(red: 0.5, ..., alpha: 1.0)": "v{i}.textColor = UIColor(red: 0.5, green: 0.25, blue: 1.0, alpha: 1.0)",
    "if x == .compact (operator ==)": "if view.traitCollection.horizontalSizeClass == .compact {{ v{i}.isHidden = true }} else {{ v{i}.isHidden = false }}",
    "switch x { case .compact: }": "switch view.traitCollection.horizontalSizeClass {{\n        case .compact: v{i}.isHidden = true\n        default: v{i}.isHidden = false\n        }}",
    "if v.superview == nil": "if v{i}.superview == nil {{ view.addSubview(v{i}) }}",
    "if v.superview === nil": "if v{i}.superview === nil {{ view.addSubview(v{i}) }}",
    "applied == horizontal (Optional == value)": "if appliedHorizontal == horizontal && appliedVertical == vertical {{ v{i}.isHidden = true }}",
    "switch (applied...) { case (horizontal?, vertical?): }": "switch (appliedHorizontal, appliedVertical) {{\n        case (horizontal?, vertical?): v{i}.isHidden = true\n        default: break\n        }}",
    "applied == (horizontal, vertical) (tuple ==)": "if let applied, applied == (horizontal, vertical) {{ v{i}.isHidden = true }}",
    "typed closure, empty": "let c{i}: (UITraitCollection, UITraitCollection) -> Void = {{ _, _ in }}\n        _ = c{i}",
    "typed closure, 2 assignments": "let c{i}: (UITraitCollection) -> Void = {{ _ in\n            v{i}.isHidden = true\n            v{i}.alpha = 0.5\n        }}\n        _ = c{i}",
    "preconditionFailure(\"...\" + key.rawValue)": 'if v{i}.isHidden {{ preconditionFailure("Box has no layout named " + key.rawValue) }}',
    "preconditionFailure(\"...\\(key.rawValue)\")": 'if v{i}.isHidden {{ preconditionFailure("Box has no layout named \\(key.rawValue)") }}',
    "key.fail(noLayoutIn: \"Box\") (generated)": 'if v{i}.isHidden {{ key.fail(noLayoutIn: "Box") }}',
    "UIFont(name:size:) ?? .systemFont(ofSize:) (before)": 'v{i}.font = UIFont(name: "Avenir-Book", size: 17) ?? UIFont.systemFont(ofSize: 17)',
    "UIFont.codeInterfaceBuilderFont(named:size:)": 'v{i}.font = UIFont.codeInterfaceBuilderFont(named: "Avenir-Book", size: 17)',
    "switch, case StructKey.x: (struct constant, before)": "switch structKey {{\n        case StructKey.mainBox{i}: v{i}.isHidden = true\n        default: break\n        }}",
    "switch, case CodeInterfaceBuilderKey.x: (enum case)": "switch key {{\n        case CodeInterfaceBuilderKey.mainBox{i}: v{i}.isHidden = true\n        default: break\n        }}",
    "UIColor.rgba(0.5, ...), a static function (not generated)": "v{i}.textColor = UIColor.rgba(0.5, 0.25, 1, 1)",
    "CGRect.frame(x: 0, ...), a static function (not generated)": "v{i}.frame = CGRect.frame(x: 0, y: 0, width: 393, height: 500)",
    "let c = UIViewController(nibName: nil, bundle: nil)": "let c{i} = UIViewController(nibName: nil, bundle: nil)\n        _ = c{i}",
    "c.restorationIdentifier = c.restorationIdentifier ?? \"...\"": 'controller.restorationIdentifier = controller.restorationIdentifier ?? "Main.Box.{i}"',
    "c.restorationIdentifier = \"...\"": 'controller.restorationIdentifier = "Main.Box.{i}"',
    "if c.restorationIdentifier == nil { c.r... = \"...\" }": 'if controller.restorationIdentifier == nil {{ controller.restorationIdentifier = "Main.Box.{i}" }}',
    "if case nil = c.restorationIdentifier { ... }": 'if case nil = controller.restorationIdentifier {{ controller.restorationIdentifier = "Main.Box.{i}" }}',
    "autoresizingMask = [.flexibleRightMargin, ...]": "v{i}.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]",
    "array of (control:, event:) tuples": "let a{i}: [(control: UIControl, event: UIControl.Event)] = [(control: UIButton(), event: .touchUpInside)]\n        _ = a{i}",
}
PER_FUNCTION = {
    "NSLayoutConstraint.activate([10 constraints])":
        "        NSLayoutConstraint.activate([\n" + "".join(f"            {constraint(i)},\n" for i in range(PER)) + "        ])\n",
    "activate, typed let constraints: [NSLayoutConstraint]":
        "        let constraints: [NSLayoutConstraint] = [\n" + "".join(f"            {constraint(i)},\n" for i in range(PER)) + "        ]\n        NSLayoutConstraint.activate(constraints)\n",
    "10 statements constraint(...).isActive = true":
        "".join(f"        {constraint(i)}.isActive = true\n" for i in range(PER)),
    "activate([100 constraints]), every 10th function":
        lambda f: long_activation(f, 100),
    "5 x activate([20 constraints]) (generated), every 10th function":
        lambda f: long_activation(f, 20),
    "activate, constant: 20.0":
        "        NSLayoutConstraint.activate([\n" + "".join(f"            {constraint(i, '20.0')},\n" for i in range(PER)) + "        ])\n",
}

def source(block):
    text = "import UIKit\n\n@MainActor final class Box {\n"
    text += "    var appliedHorizontal: UIUserInterfaceSizeClass?\n    var appliedVertical: UIUserInterfaceSizeClass?\n"
    text += "    var applied: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)?\n"
    text += "    let key = CodeInterfaceBuilderKey.mainBox0\n    let structKey = StructKey.mainBox0\n    let controller = UIViewController()\n"
    for f in range(FUNCTIONS):
        text += f"    func make{f}(_ horizontal: UIUserInterfaceSizeClass, _ vertical: UIUserInterfaceSizeClass) {{\n"
        text += views() + block(f) + "    }\n"
    # The key as generated (an enum), and as it was before (a struct of constants), a key per label of a function.
    text += "}\n\nenum CodeInterfaceBuilderKey: String, Hashable, Sendable {\n"
    text += "".join(f'    case mainBox{i} = "main.Box{i}"\n' for i in range(PER))
    text += '    func fail(noLayoutIn builder: String) -> Never { preconditionFailure(builder + " has no layout named " + rawValue) }\n}\n'
    text += "\nstruct StructKey: RawRepresentable, Hashable, Sendable {\n"
    text += "    let rawValue: String\n    init(rawValue: String) { self.rawValue = rawValue }\n}\n"
    text += "\nextension StructKey {\n" + "".join(f'    static let mainBox{i} = StructKey(rawValue: "main.Box{i}")\n' for i in range(PER)) + "}\n"
    # As the key file declares it.
    text += "\nextension UIFont {\n    static func codeInterfaceBuilderFont(named name: String, size: CGFloat) -> UIFont {\n"
    text += "        return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)\n    }\n}\n"
    # Static functions in place of initializers, to time the shape (the generated code does not use them).
    text += "\nextension UIColor {\n    static func rgba(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {\n"
    text += "        UIColor(red: red, green: green, blue: blue, alpha: alpha)\n    }\n}\n"
    text += "\nextension CGRect {\n    static func frame(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) -> CGRect {\n"
    return text + "        CGRect(x: x, y: y, width: width, height: height)\n    }\n}\n"

def cpu_seconds(path):
    command = [
        os.environ.get("SWIFTC", "swiftc"), "-typecheck", "-swift-version", "6", "-target", "arm64-apple-ios14.0",
        "-sdk", next(os.path.join(SDK, d) for d in sorted(os.listdir(SDK)) if d.startswith("iPhoneOS") and d.endswith(".sdk")),
        "-resource-dir", os.path.join(SDK, "res"), "-module-cache-path", os.path.join(SDK, "module-cache"), path,
    ]
    best = None
    for _ in range(REPEATS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        run = subprocess.run(command, capture_output=True, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if run.returncode != 0:
            sys.exit(f"{path} does not type-check:\n{run.stderr[:2000]}")
        seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = seconds if best is None else min(best, seconds)
    return best

def main():
    folder = tempfile.mkdtemp(prefix="unboard-constructs-")
    files = {"views only": source(lambda f: ""), "import UIKit alone": "import UIKit\n"}
    for name, statement in PER_LABEL.items():
        files[name] = source(lambda f, s=statement: "".join("        " + s.format(i=i) + "\n" for i in range(PER)))
    for name, block in PER_FUNCTION.items():
        files[name] = source(block if callable(block) else lambda f, b=block: b)
    if ONLY:
        files = {name: text for name, text in files.items()
                 if name in ("views only", "import UIKit alone") or any(part in name for part in ONLY)}
    seconds = {}
    for index, (name, text) in enumerate(files.items()):
        path = os.path.join(folder, f"Construct{index}.swift")
        with open(path, "w") as file:
            file.write(text)
        seconds[name] = cpu_seconds(path)
    base = seconds["views only"]
    print(f"import UIKit alone: {seconds['import UIKit alone']:.2f} s; 1,000 views (3 statements each): "
          f"{base - seconds['import UIKit alone']:.2f} s above it")
    print(f"{'construct (1,000 uses)':56} {'s above views only':>18}")
    for name in [name for name in list(PER_LABEL) + list(PER_FUNCTION) if name in seconds]:
        print(f"{name:56} {seconds[name] - base:18.2f}")

if __name__ == "__main__":
    main()
