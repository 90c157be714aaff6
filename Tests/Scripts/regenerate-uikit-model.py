#!/usr/bin/env python3
"""Writes the behavioural UIKit model (Tests/UIKitModel/Generated) from the UIKit stand-in.

The model declares exactly what the stand-in declares (Tests/UIKitStub, itself copied from the iOS SDK's Swift
interface by regenerate-uikit-stub.py), declaration for declaration, so that the two cannot drift apart:
RuntimeTests compares their declarations. Only the bodies differ:

- a member that a behaviour file (Tests/UIKitModel/Behaviour/*.swift) implements as `model_<name>` in an extension
  of the same type, with the same argument labels, forwards to it (`init` hooks run after the initializer chain);
- an `override` the behaviour files do not implement calls `super`;
- any other settable property stores its value, and reading a property nobody set traps;
- a static member that returns its own type creates a described value (`UIColor.systemBackground`) when the
  type's behaviour file offers `init(modelDescription:)`;
- everything else records "not modelled: <Type>.<member>" as an exception and traps.

A class whose superclass is NSObject also gets a first stored property, `modelCFInfo`, that only
swift-corelibs-foundation reads (see UIKitModelCFInfo in Behaviour/UIKitModel.swift).

Usage: python3 Tests/Scripts/regenerate-uikit-model.py [--check]
"""
import os
import re
import sys

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(SCRIPT_DIR))
STUB = os.path.join(ROOT, "Tests", "UIKitStub")
MODEL = os.path.join(ROOT, "Tests", "UIKitModel")
BEHAVIOUR = os.path.join(MODEL, "Behaviour")
MODULES = ["UIKit", "MapKit", "WebKit"]

# Designated initializers whose superclass has no initializer with the same labels: the one they call.
SUPER_CALLS = {
    "UITableView.init(frame:style:)": "super.init(frame: frame)",
    "UICollectionView.init(frame:collectionViewLayout:)": "super.init(frame: frame)",
    "UITextView.init(frame:textContainer:)": "super.init(frame: frame)",
    "UIImageView.init(image:)": "super.init(frame: .zero)",
    "UIImageView.init(image:highlightedImage:)": "super.init(frame: .zero)",
    "UIActivityIndicatorView.init(style:)": "super.init(frame: .zero)",
    "UIRefreshControl.init()": "super.init(frame: .zero)",
    "UIVisualEffectView.init(effect:)": "super.init(frame: .zero)",
    "UITableViewCell.init(style:reuseIdentifier:)": "super.init(frame: .zero)",
    "UITableViewHeaderFooterView.init(reuseIdentifier:)": "super.init(frame: .zero)",
    "UITableViewController.init(style:)": "super.init(nibName: nil, bundle: nil)",
    "UICollectionViewController.init(collectionViewLayout:)": "super.init(nibName: nil, bundle: nil)",
    "UISplitViewController.init(style:)": "super.init(nibName: nil, bundle: nil)",
    "UIPageViewController.init(transitionStyle:navigationOrientation:options:)": "super.init(nibName: nil, bundle: nil)",
    "UINavigationController.init(rootViewController:)": "super.init(nibName: nil, bundle: nil)",
    "UINavigationController.init(navigationBarClass:toolbarClass:)": "super.init(nibName: nil, bundle: nil)",
    "UISegmentedControl.init(items:)": "super.init(frame: .zero)",
    "UIStackView.init(arrangedSubviews:)": "super.init(frame: .zero)",
    "UIWindow.init(windowScene:)": "super.init(frame: .zero)",
}

# The arithmetic the Swift overlay gives UILayoutPriority and UIFont.Weight.
NUMERIC_OPERATORS = {
    ("<", ("Self", "Self")): "lhs.rawValue < rhs.rawValue",
    ("+", ("Self", "Self.RawValue")): "Self(rawValue: lhs.rawValue + rhs)!",
    ("+", ("Self.RawValue", "Self")): "Self(rawValue: lhs + rhs.rawValue)!",
    ("-", ("Self", "Self.RawValue")): "Self(rawValue: lhs.rawValue - rhs)!",
    ("-", ("Self", "Self")): "lhs.rawValue - rhs.rawValue",
    ("+=", ("inout Self", "Self.RawValue")): "lhs = Self(rawValue: lhs.rawValue + rhs)!",
    ("-=", ("inout Self", "Self.RawValue")): "lhs = Self(rawValue: lhs.rawValue - rhs)!",
}

# Classes whose only designated initializer in the SDK is `init(coder:)`: the model adds an internal one, so that
# their convenience initializers have something to delegate to.
MODEL_DESIGNATED = {"UIMenuElement": None, "UIAction": "UIMenuElement", "UIMenu": "UIMenuElement"}

# Convenience `init()`s of classes whose own designated initializers all take arguments: the one they call.
CONVENIENCE_CALLS = {
    "UINavigationItem.init()": 'self.init(title: ""); self.title = nil',
    "UIGestureRecognizer.init()": "self.init(target: nil, action: nil)",
    "UIStoryboardSegue.init(identifier:source:destination:performHandler:)": (
        "self.init(identifier: identifier, source: source, destination: destination)"
    ),
    "NSTextTab.init()": "self.init(textAlignment: .natural, location: 0, options: [:])",
    "NSTextContainer.init()": "self.init(size: .zero)",
    "UIMenuElement.init()": "self.init(modelDesignated: ())",
    "UITextView.init(frame:)": "self.init(frame: frame, textContainer: nil)",
    "UIImageView.init(frame:)": "self.init(image: nil); self.frame = frame",
    "UITableView.init(frame:)": "self.init(frame: frame, style: .plain)",
    "UITableViewCell.init(frame:)": "self.init(style: .default, reuseIdentifier: nil); self.frame = frame",
    "UICollectionView.init(frame:)": "self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())",
    "UIVisualEffectView.init(frame:)": "self.init(effect: nil); self.frame = frame",
    "UIRefreshControl.init(frame:)": "self.init()",
    "UIRefreshControl.init(frame:primaryAction:)": "self.init()",
    "UITableViewHeaderFooterView.init(frame:)": "self.init(reuseIdentifier: nil); self.frame = frame",
}

HEADER = re.compile(r"^(\s*)(?:@\S+(?:\([^)]*\))?\s+)*(?:(?:public|open|final|indirect)\s+)*"
                    r"(class|struct|enum|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)"
                    r"(?:<[^>]*>)?(?:\s*:\s*([^{]*?))?(?:\s+where\s+[^{]*)?\s*\{\s*(\}\s*)?$")
FATAL = " { fatalError() }"
SETTABLE = " { get { fatalError() } set {} }"


def split_top(s, sep=","):
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return parts


def paren_group(s, start):
    depth = 0
    for i in range(start, len(s)):
        if s[i] == "(":
            depth += 1
        elif s[i] == ")":
            depth -= 1
            if depth == 0:
                return s[start + 1:i], i
    raise ValueError(s)


def parameters(text):
    """[(label or None, name, type)] of a parameter list."""
    result = []
    for p in split_top(text):
        p = p.split("=")[0].strip() if "=" in p and ":" in p.split("=")[0] else p.strip()
        head, typ = p.split(":", 1)
        words = head.split()
        label, name = (words[0], words[1]) if len(words) == 2 else (words[0], words[0])
        result.append((None if label == "_" else label, name, typ.strip()))
    return result


def call_arguments(params):
    out = []
    for label, name, typ in params:
        value = ("&" if typ.startswith("inout ") else "") + name.strip("`")
        out.append("%s: %s" % (label, value) if label else value)
    return ", ".join(out)


def key_of(name, params):
    return "%s(%s)" % (name, "".join("%s:" % (label or "_") for label, _, _ in params))


class Member:
    def __init__(self, decl):
        self.decl = decl
        words = re.sub(r"@\S+(\([^)]*\))?", " ", decl)
        self.is_static = bool(re.search(r"\b(static|class)\s+(func|var)\b", words))
        self.is_override = bool(re.search(r"\boverride\b", words))
        self.is_convenience = bool(re.search(r"\bconvenience\b", words))
        self.is_weak = bool(re.search(r"\bweak\b", words))
        self.params = []
        self.returns = None
        m = re.search(r"\bfunc\s+([^\s(<]+)", decl)
        if m:
            self.kind, self.name = "func", m.group(1)
            inner, end = paren_group(decl, decl.index("(", m.end() - 1 if decl[m.end() - 1] == "(" else m.end()))
            self.params = parameters(inner)
            rest = decl[end + 1:]
            r = re.search(r"->\s*(.*?)(\s+where\s.*)?$", rest)
            self.returns = r.group(1).strip() if r else None
            self.key = key_of(self.name, self.params)
            return
        m = re.search(r"\binit(\?|!)?\s*\(", decl)
        if m and not re.search(r"\bvar\b", words):
            self.kind, self.name = "init", "init"
            self.failable = bool(m.group(1))
            inner, _ = paren_group(decl, m.end() - 1)
            self.params = parameters(inner)
            self.key = key_of("init", self.params)
            return
        m = re.search(r"\bvar\s+(`?\w+`?)\s*:\s*(.*)$", decl)
        if m:
            self.kind, self.name, self.returns = "var", m.group(1).strip("`"), m.group(2).strip()
            self.key = self.name
            return
        self.kind, self.name, self.key = "other", decl, decl


def behaviour_hooks():
    """{(type, key): (kind, failable)} declared as `model_<name>` in the behaviour files, plus the types offering
    `init(modelDescription:)`."""
    hooks, described = {}, set()
    if not os.path.isdir(BEHAVIOUR):
        return hooks, described
    for file in sorted(os.listdir(BEHAVIOUR)):
        if not file.endswith(".swift"):
            continue
        current = None
        for line in open(os.path.join(BEHAVIOUR, file), encoding="utf-8"):
            m = re.match(r"^extension\s+([A-Za-z_][A-Za-z0-9_.]*)", line)
            if m:
                current = m.group(1)
                continue
            if line.startswith("}"):
                current = None
                continue
            if current is None:
                continue
            if re.search(r"\binit\(modelDescription:", line):
                described.add(current)
            m = re.search(r"\bfunc\s+model_(\w+)\s*(?:<[^(]*>)?\s*\(", line)
            if m:
                inner, end = paren_group(line, m.end() - 1)
                params = parameters(inner) if inner.strip() else []
                returns_bool = "-> Bool" in line[end:]
                hooks[(current, key_of(m.group(1), params))] = ("func", returns_bool)
                continue
            m = re.search(r"\bvar\s+model_(\w+)\s*:", line)
            if m:
                hooks[(current, m.group(1))] = ("var", False)
    return hooks, described


class Transformer:
    def __init__(self, hooks, described):
        self.hooks = hooks
        self.described = described
        self.used = set()
        self.kinds = {}       # qualified type -> class/struct/enum/protocol
        self.supers = {}      # class -> superclass
        self.inits = {}       # class -> {key: convenience}
        self.stored_structs = set()   # structs with settable properties, which get a UIKitModelStorage
        self.struct_vars = {}         # struct -> names of its settable properties
        self.settable_vars = {}       # type -> names of its settable properties
        self.string_raw_values = {"NSAttributedString.Key"}  # structs made from a string (UIFont.TextStyle, ...)
        self.numeric_raw_values = set()  # structs made from a number (UIFont.Weight, UIAccessibilityTraits, ...)
        self.constant_index = {}

    def scan(self, lines):
        stack = []
        for line in lines:
            h = HEADER.match(line)
            if h:
                indent, kind, name, inherits, closed = h.groups()
                qualified = self.qualify(stack, kind, name)
                if kind != "extension":
                    self.kinds[qualified] = kind
                    if kind == "class" and inherits:
                        first = split_top(inherits)[0].strip()
                        self.supers[qualified] = re.sub(r"<.*", "", first)
                if not closed:
                    stack.append((len(indent), kind, qualified))
                continue
            if stack and line.strip() == "}" and len(line) - len(line.lstrip()) == stack[-1][0]:
                stack.pop()
                continue
            if stack and (line.rstrip().endswith(FATAL) or line.rstrip().endswith(SETTABLE) or " init" in line):
                owner = stack[-1][2]
                decl = line.strip()
                decl = decl[:decl.rfind(" {")] if " {" in decl else decl
                try:
                    member = Member(decl)
                except (ValueError, IndexError):
                    continue
                if member.kind == "init":
                    self.inits.setdefault(owner, {})[member.key] = member.is_convenience
                    if member.key == "init(rawValue:)" and member.params[0][2] == "String":
                        self.string_raw_values.add(owner)
                    elif member.key == "init(rawValue:)":
                        self.numeric_raw_values.add(owner)
                if member.kind == "var" and line.rstrip().endswith(SETTABLE):
                    self.settable_vars.setdefault(owner, set()).add(member.name)
                if self.kinds.get(owner) == "struct" and (line.rstrip().endswith(FATAL) or line.rstrip().endswith(SETTABLE)) \
                        and not member.is_static:
                    self.stored_structs.add(owner)
                if member.kind == "var" and not member.is_static and line.rstrip().endswith(SETTABLE) \
                        and self.kinds.get(owner) == "struct":
                    self.stored_structs.add(owner)
                    self.struct_vars.setdefault(owner, set()).add(member.name)

    @staticmethod
    def qualify(stack, kind, name):
        if kind == "extension" or not stack:
            return name
        return stack[-1][2] + "." + name

    def ancestry(self, cls):
        chain = []
        while cls in self.supers:
            cls = self.supers[cls]
            chain.append(cls)
        return chain

    def own_hook(self, owner, key):
        if (owner, key) in self.hooks:
            self.used.add((owner, key))
            return self.hooks[(owner, key)]
        return None

    def hook(self, owner, key):
        """The behaviour of a member: the owner's own, else an ancestor's (a redeclared override or initializer)."""
        for cls in [owner] + self.ancestry(owner):
            if (cls, key) in self.hooks:
                self.used.add((cls, key))
                return self.hooks[(cls, key)]
        return None

    def transform(self, lines):
        out, stack = [], []
        for line in lines:
            h = HEADER.match(line)
            if h:
                indent, kind, name, inherited, closed = h.groups()
                qualified = self.qualify(stack, kind, name)
                if not closed:
                    owner_kind = self.kinds.get(qualified, "class" if kind == "extension" else kind)
                    stack.append((len(indent), kind, qualified, owner_kind))
                out.append(line)
                if kind == "class" and not closed and qualified in MODEL_DESIGNATED:
                    if MODEL_DESIGNATED[qualified] is None:
                        out.append("%s    init(modelDesignated: Void) { super.init() }\n" % indent)
                    else:
                        out.append("%s    override init(modelDesignated: Void) { super.init(modelDesignated: ()) }\n" % indent)
                        if "init(coder:)" not in self.inits.get(qualified, {}):
                            out.append('%s    public required init?(coder: NSCoder) { UIKitModel.notModelled("%s.init(coder:)") } // model: inherited in the SDK\n' % (indent, qualified))
                if kind == "class" and not closed and (inherited or "").split(",")[0].strip() == "NSObject":
                    # Foundation's NSObject has no stored properties on Linux: CoreFoundation reads the word after
                    # the object header as its own (UIKitModelCFInfo says why).
                    out.append("%s    private let modelCFInfo = UIKitModelCFInfo()\n" % indent)
                if kind == "struct" and not closed and qualified in self.stored_structs:
                    out.append("%s    @usableFromInline var modelStorage = UIKitModelStorage()\n" % indent)
                continue
            if stack and line.strip() == "}" and len(line) - len(line.lstrip()) == stack[-1][0]:
                stack.pop()
                out.append(line)
                continue
            stripped = line.rstrip("\n")
            body = FATAL if stripped.endswith(FATAL) else SETTABLE if stripped.endswith(SETTABLE) else None
            if not stack or body is None:
                out.append(line)
                continue
            _, header_kind, owner, owner_kind = stack[-1]
            decl = stripped[:-len(body)]
            member = Member(decl.strip())
            new_body = self.body(owner, owner_kind, header_kind, member, body == SETTABLE)
            if new_body is None:   # a stored property of a struct
                out.append(decl + "\n")
            else:
                out.append(decl + new_body + "\n")
        return out

    def body(self, owner, owner_kind, header_kind, m, settable):
        qualified = "%s.%s" % (owner, m.key)
        if m.kind == "var":
            return self.var_body(owner, owner_kind, header_kind, m, settable, qualified)
        if m.kind == "func":
            return self.func_body(owner, m, qualified)
        if m.kind == "init":
            return self.init_body(owner, owner_kind, m, qualified)
        return ' { UIKitModel.notModelled("%s") }' % qualified

    def var_body(self, owner, owner_kind, header_kind, m, settable, qualified):
        hook = self.hook(owner, m.name) if not settable else self.own_hook(owner, m.name)
        if hook:
            if settable:
                return " { get { model_%s } set { model_%s = newValue } }" % (m.name, m.name)
            return " { model_%s }" % m.name
        if m.is_override and not m.is_static:
            inherited = [a for a in self.ancestry(owner) if m.name in self.settable_vars.get(a, set())]
            if settable and inherited:
                return " { get { super.%s } set { super.%s = newValue } }" % (m.name, m.name)
            if not settable:
                return " { super.%s }" % m.name
        if m.is_static and owner in self.string_raw_values and m.returns in (owner, owner.split(".")[-1]) and not settable:
            # The SDK's constants carry UIKit's own strings; the model's are their Swift names.
            return ' { %s(rawValue: "%s") }' % (owner, qualified)
        if m.is_static and owner in self.numeric_raw_values and m.returns in (owner, owner.split(".")[-1]):
            # Constants whose values the SDK does not print (C globals): distinct bits, in declaration order.
            index = self.constant_index.setdefault(owner, {}).setdefault(m.name, len(self.constant_index[owner]))
            value = "%s(rawValue: %d)" % (owner, 1 << index)
            if settable:
                return ' { get { UIKitModel.stored(%s.self, "%s", default: %s) } set { UIKitModel.store(%s.self, "%s", newValue) } }' % (
                    owner, qualified, value, owner, qualified)
            return " { %s }" % value
        if m.is_static:
            if self.returns_own_type(owner, m.returns):
                return ' { %s(modelDescription: "%s") }' % (owner, qualified)
            if settable:
                return ' { get { UIKitModel.stored(%s.self, "%s") } set { UIKitModel.store(%s.self, "%s", newValue) } }' % (
                    owner, qualified, owner, qualified)
            return ' { UIKitModel.notModelled("%s") }' % qualified
        if settable and owner_kind == "struct":
            return ' { get { modelStorage.get("%s", "%s") } set { modelStorage.set("%s", newValue) } }' % (
                m.name, owner, m.name)
        if settable and owner_kind == "class" and m.is_weak:
            # `weak` in the SDK (a table's `dataSource`): the object does not keep the value alive, and reads nil
            # once it is gone.
            return ' { get { UIKitModel.storedWeak(self, "%s") } set { UIKitModel.storeWeak(self, "%s", newValue) } }' % (
                m.name, m.name)
        if settable and owner_kind == "class":
            return ' { get { UIKitModel.stored(self, "%s") } set { UIKitModel.store(self, "%s", newValue) } }' % (
                m.name, m.name)
        return ' { UIKitModel.notModelled("%s") }' % qualified

    def returns_own_type(self, owner, returns):
        if returns is None or owner not in self.described:
            return False
        base = returns.rstrip("?!")
        return base in (owner, owner.split(".")[-1], "Self")

    def func_body(self, owner, m, qualified):
        arguments = call_arguments(m.params)
        hook = self.hook(owner, m.key)
        if hook:
            return " { model_%s(%s) }" % (m.name, arguments)
        if owner == "_UIKitNumericRawRepresentable":
            operands = tuple(t for _, _, t in m.params)
            return " { %s }" % NUMERIC_OPERATORS[(m.name, operands)]
        if m.is_override and not m.is_static:
            return " { super.%s(%s) }" % (m.name, arguments)
        if m.is_static and self.returns_own_type(owner, m.returns):
            described = ", ".join("%s\\(%s)" % ("%s: " % l if l else "", n.strip("`")) for l, n, _ in m.params)
            return ' { %s(modelDescription: "%s.%s(%s)") }' % (owner, owner, m.name, described)
        return ' { UIKitModel.notModelled("%s") }' % qualified

    def init_body(self, owner, owner_kind, m, qualified):
        arguments = call_arguments(m.params)
        if m.key == "init(coder:)":
            return ' { UIKitModel.notModelled("%s") }' % qualified
        hook = self.hook(owner, m.key)
        if owner_kind == "struct":
            # A struct keeps its initializer's arguments under the parameter names, where its properties of the
            # same names find them.
            return " { %s }" % "; ".join('modelStorage.set("%s", %s)' % (n, n) for _, n, _ in m.params)
        if m.is_convenience:
            ancestry = [owner] + self.ancestry(owner)
            if qualified in CONVENIENCE_CALLS:
                start = CONVENIENCE_CALLS[qualified]
            elif "UIView" in ancestry:
                start = "self.init(frame: .zero)"
            elif "UIViewController" in ancestry:
                start = "self.init(nibName: nil, bundle: nil)"
            elif "UIImage" in ancestry or "UIColor" in ancestry or "UIFont" in ancestry:
                start = 'self.init(modelDescription: "%s(%s)")' % (owner, ", ".join(
                    "%s\\(%s)" % ("%s: " % l if l else "", n.strip("`")) for l, n, _ in m.params))
            elif m.key == "init()":
                if qualified not in CONVENIENCE_CALLS:
                    return ' { UIKitModel.notModelled("%s") }' % qualified
                start = CONVENIENCE_CALLS[qualified]
            else:
                start = "self.init()"
        else:
            parent = self.supers.get(owner)
            if "%s.%s" % (owner, m.key) in SUPER_CALLS:
                start = SUPER_CALLS["%s.%s" % (owner, m.key)]
            elif parent and any(m.key in self.inits.get(a, {}) for a in [parent] + self.ancestry(parent)):
                start = "super.init(%s)" % arguments
            elif parent:
                start = "super.init()"
            else:
                start = ""
        if hook:
            call = "model_init(%s)" % arguments
            if hook[1]:
                return " { %s; guard %s else { return nil } }" % (start, call)
            return " { %s; %s }" % (start, call)
        return " { %s }" % start


def main():
    check = "--check" in sys.argv
    hooks, described = behaviour_hooks()
    texts = {}
    for module in MODULES:
        with open(os.path.join(STUB, module + ".swift"), encoding="utf-8") as f:
            texts[module] = f.readlines()
    t = Transformer(hooks, described)
    for module in MODULES:
        t.scan(texts[module])
    stale = []
    for module in MODULES:
        lines = t.transform(texts[module])
        header = ["// GENERATED FILE - DO NOT EDIT. Regenerate with:\n",
                  "//   python3 Tests/Scripts/regenerate-uikit-model.py\n",
                  "//\n",
                  "// The behavioural UIKit model: the declarations of Tests/UIKitStub/%s.swift with bodies that run\n" % module,
                  "// (see Tests/UIKitModel/README.md).\n\n"]
        text = "".join(header + lines)
        path = os.path.join(MODEL, "Generated", module + ".swift")
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            stale.append(path)
            if not check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    unused = sorted(set(hooks) - t.used)
    if unused:
        for owner, key in unused:
            print("error: Tests/UIKitModel/Behaviour implements %s.%s, which the stand-in does not declare" % (owner, key),
                  file=sys.stderr)
        return 1
    if check and stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
