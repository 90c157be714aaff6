#!/usr/bin/env python3
"""Regenerate Tests/UIKitStub/UIKit.swift, the UIKit stand-in used to type-check
generated code on Linux (where there is no iOS SDK).

The stand-in is derived mechanically from a real iOS SDK:

  1. `swift-synthesize-interface` prints the Swift interface of UIKit (Clang module
     plus Swift overlay, all submodules), and of CoreGraphics / ObjectiveC for the few
     support types listed in the allow-list (CGColor, Selector).
  2. The interface text is parsed into declarations; only the declarations named in
     Tests/Scripts/uikit-allowlist.txt are kept (by type name and member name).
  3. Declarations are re-emitted as compilable Swift: signatures, availability,
     `@MainActor` and `@discardableResult` are copied verbatim; bodies become
     `fatalError()` (or real raw values for option sets / enum aliases, which are read
     back from the SDK by compiling a probe file to SIL); members imported from
     Clang are marked `@preconcurrency`, as the compiler treats every imported C /
     Objective-C declaration.
  4. A status report lists what was included, what is inherited or mirrored from
     protocols, and every allow-listed name that the SDK lacks. That last list must be
     empty: the script exits with status 1 otherwise (status 2 when an allow-listed
     member had to be dropped because its signature needs a type the allow-list lacks).

The output is deterministic and ordered like the allow-list. Python 3 standard
library only. Run from anywhere:

    python3 Tests/Scripts/regenerate-uikit-stub.py            # rewrite the stub
    python3 Tests/Scripts/regenerate-uikit-stub.py --check    # fail if it is stale
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

SCRIPT_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.normpath(os.path.join(SCRIPT_DIR, "..", ".."))

DEFAULT_SDK_ROOT = "/tmp/ios-sdk"
SDK_NAME = "iPhoneOS16.5.sdk"
SYNTH_TARGET = "arm64-apple-ios14.0"   # the deployment target generated code uses
PROBE_TARGET = "arm64-apple-ios16.4"   # everything in the 16.5 SDK is available here

TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor"}
CONTAINER_KINDS = TYPE_KINDS | {"extension"}
DECL_KEYWORDS = [
    "class", "struct", "enum", "protocol", "extension", "actor", "func", "init",
    "deinit", "var", "let", "case", "typealias", "subscript", "associatedtype",
    "operator", "precedencegroup", "macro", "import",
]
MODIFIER_RE = re.compile(
    r"^(public|open|internal|private|fileprivate|package|static|final|convenience|"
    r"required|override|weak|optional|nonisolated|mutating|nonmutating|dynamic|"
    r"indirect|lazy|prefix|postfix|infix|unowned\(unsafe\)|unowned\(safe\)|unowned)(?=\s|$)\s*"
)

# Attributes that are copied into the stand-in. Everything else (@objc, @NSCopying,
# @_alwaysEmitIntoClient, @inlinable, @frozen, ...) is dropped.
KEPT_ATTRS = {"available", "MainActor", "discardableResult", "preconcurrency",
              "_disfavoredOverload", "frozen"}

# Types that exist on Linux (Swift standard library + swift-corelibs-foundation), so
# the stand-in may mention them without declaring them.
EXTERNAL_TYPES = {
    "Any", "AnyObject", "AnyClass", "Self", "Void", "Never", "Bool", "String",
    "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
    "UInt16", "UInt32", "UInt64", "Float", "Double", "Optional", "Array", "Dictionary",
    "Set", "Error", "Hasher", "Sendable", "Equatable", "Hashable", "Comparable",
    "RawRepresentable", "OptionSet", "SetAlgebra", "Codable", "Encoder", "Decoder",
    "CustomStringConvertible", "ExpressibleByStringLiteral", "ExpressibleByArrayLiteral",
    "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
    "CGFloat", "CGRect", "CGPoint", "CGSize", "NSObject", "NSObjectProtocol", "NSCoder",
    "Bundle", "NSAttributedString", "AttributedString", "URL", "Data", "Date",
    "TimeInterval", "IndexPath", "NSNumber", "Locale", "NSString", "NSRange",
}
# Protocols/superclasses that may stay in an inheritance clause without the stand-in
# having to implement anything.
KEPT_EXTERNAL_INHERITANCE = {
    "NSObject", "NSObjectProtocol", "Sendable", "@unchecked Sendable", "Equatable",
    "Hashable", "RawRepresentable", "OptionSet", "ExpressibleByStringLiteral",
    "CustomStringConvertible", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8",
    "UInt16", "UInt32", "UInt64", "String", "Float", "Double", "CGFloat", "AnyObject",
}
NUMERIC_RAW_TYPES = {"Int", "UInt", "Int32", "UInt32", "Int64", "UInt64", "Float", "Double",
                     "CGFloat"}
# Members that Swift synthesizes for value types; never copied into structs/enums.
SYNTHESIZED_VALUE_MEMBERS = {"==(_:_:)", "!=(_:_:)", "hash(into:)", "hashValue"}
# Designated initializers of NSObject as seen from Swift (same on Linux and Darwin).
NSOBJECT_DESIGNATED_INITS = {"init()"}

MODULE_PREFIX_RE = re.compile(
    r"\b(?:UIKit|Swift|_Concurrency|ObjectiveC|Foundation|CoreGraphics|Dispatch|"
    r"QuartzCore|Accessibility|_StringProcessing|DataDetection|CoreImage)\.(?=[A-Za-z_])"
)


# --------------------------------------------------------------------------------------
# Small lexical helpers
# --------------------------------------------------------------------------------------

def strip_comments(text):
    """Remove /* */ blocks and // lines (doc comments) from interface text."""
    out = []
    i, n = 0, len(text)
    in_str = False
    while i < n:
        c = text[i]
        if in_str:
            out.append(c)
            if c == "\\" and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_str = False
            i += 1
            continue
        if c == '"':
            in_str = True
            out.append(c)
            i += 1
            continue
        if text.startswith("/*", i):
            depth = 1
            i += 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth += 1
                    i += 2
                elif text.startswith("*/", i):
                    depth -= 1
                    i += 2
                else:
                    i += 1
            continue
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def brace_delta(line):
    """Net number of '{' minus '}' outside string literals."""
    d = 0
    in_str = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_str:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == "{":
            d += 1
        elif c == "}":
            d -= 1
        i += 1
    return d


def split_top(s, sep=","):
    """Split at top-level separators (outside (), [], <>, {} and strings)."""
    parts, depth, cur, in_str = [], 0, [], False
    i = 0
    while i < len(s):
        c = s[i]
        if in_str:
            cur.append(c)
            if c == "\\" and i + 1 < len(s):
                cur.append(s[i + 1])
                i += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
            cur.append(c)
        elif c in "([{<":
            depth += 1
            cur.append(c)
        elif c in ")]}" or (c == ">" and not (i > 0 and s[i - 1] == "-")):
            depth -= 1
            cur.append(c)
        elif c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur))
    return [p.strip() for p in parts]


def matching_close(s, i):
    """Index of the bracket closing the one at s[i] ('(' '<' '[' '{')."""
    pairs = {"(": ")", "<": ">", "[": "]", "{": "}"}
    open_c = s[i]
    close_c = pairs[open_c]
    depth, in_str = 0, False
    j = i
    while j < len(s):
        c = s[j]
        if in_str:
            if c == "\\":
                j += 2
                continue
            if c == '"':
                in_str = False
        elif c == '"':
            in_str = True
        elif c == open_c:
            depth += 1
        elif c == close_c and not (c == ">" and j > 0 and s[j - 1] == "-"):
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return -1


def consume_attrs(s):
    """Split leading attributes off a declaration line: (['@available(iOS 9.0, *)', ...], rest)."""
    attrs = []
    s = s.strip()
    while s.startswith("@"):
        m = re.match(r"@[A-Za-z_][A-Za-z0-9_.]*", s)
        if not m:
            break
        end = m.end()
        if end < len(s) and s[end] == "(":
            close = matching_close(s, end)
            end = close + 1
        attrs.append(s[:end])
        s = s[end:].strip()
    return attrs, s


def attr_name(attr):
    m = re.match(r"@([A-Za-z_][A-Za-z0-9_.]*)", attr)
    name = m.group(1) if m else ""
    return name.split(".")[-1] if name.startswith("_Concurrency.") else name


def availability_platforms(attr):
    """Platforms an @available attribute talks about ({'iOS', 'tvOS', '*', 'swift'})."""
    inner = attr[attr.index("(") + 1:attr.rindex(")")]
    parts = split_top(inner)
    long_form_keys = {"introduced", "deprecated", "obsoleted", "message", "renamed", "unavailable"}
    if len(parts) > 1 and parts[1].split(":")[0].strip() in long_form_keys:
        # @available(iOS, introduced: 2.0, deprecated: 13.0, message: "...")
        return {parts[0].strip()}
    # @available(iOS 15.0, tvOS 15.0, *)
    plats = set()
    for p in parts:
        m = re.match(r"^([A-Za-z*]+)", p.strip())
        if m:
            plats.add(m.group(1))
    return plats


def type_identifiers(type_text):
    """Dotted identifier chains that name types in a type expression."""
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', type_text)
    chains = re.findall(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*", text)
    keywords = {"any", "some", "inout", "throws", "rethrows", "async", "where", "Type",
                "Protocol", "escaping", "autoclosure", "Sendable", "MainActor", "nil",
                "true", "false", "sending", "borrowing", "consuming", "isolated"}
    out = []
    for c in chains:
        if c in keywords or c.split(".")[0] in {"escaping", "autoclosure", "MainActor"}:
            continue
        if c.endswith(".Type") or c.endswith(".Protocol"):
            c = c.rsplit(".", 1)[0]
        out.append(c)
    return out


# --------------------------------------------------------------------------------------
# Declarations
# --------------------------------------------------------------------------------------

class Decl:
    def __init__(self, kind, name, attrs, modifiers, rest, line, module):
        self.kind = kind            # 'class', 'func', 'var', ...
        self.name = name            # simple name; for extensions the extended type
        self.attrs = attrs          # ['@available(iOS 9.0, *)', '@MainActor', ...]
        self.modifiers = modifiers  # ['open', 'class', ...]
        self.rest = rest            # text after the keyword (name, signature, body)
        self.line = line            # the whole original declaration line
        self.module = module
        self.children = []
        self.parent = None
        self.key = name
        self.params = []            # for func/init: [(label, name, type, default)]
        self.qname = None           # qualified name for types / extended type
        if kind in ("func", "init", "subscript"):
            self._parse_callable()

    # -- functions --------------------------------------------------------------------
    def _parse_callable(self):
        rest = self.rest
        if self.kind == "init":
            m = re.match(r"([?!]?)", rest)
            self.failable = m.group(1)
            i = m.end()
            base = "init"
        elif self.kind == "subscript":
            i = 0
            base = "subscript"
            self.failable = ""
        else:
            m = re.match(r"\s*(`?[A-Za-z_][A-Za-z0-9_]*`?|[-+*/%=<>!&|^~?.]+)\s*", rest)
            base = m.group(1).strip("`")
            i = m.end()
            self.failable = ""
        self.name = base
        if i < len(rest) and rest[i] == "<":
            j = matching_close(rest, i)
            self.generics = rest[i:j + 1]
            i = j + 1
        else:
            self.generics = ""
        while i < len(rest) and rest[i] == " ":
            i += 1
        if i >= len(rest) or rest[i] != "(":
            self.key = base
            self.tail = rest[i:]
            return
        j = matching_close(rest, i)
        params_text = rest[i + 1:j]
        self.tail = rest[j + 1:]
        labels = []
        for p in split_top(params_text):
            if not p:
                continue
            head, _, typ_default = p.partition(":")
            toks = head.split()
            typ, default = _split_default(typ_default)
            if len(toks) >= 2:
                label, pname = toks[0], toks[1]
            else:
                label = pname = toks[0]
            if self.kind == "subscript" and len(toks) == 1:
                label = "_"
            if not re.match(r"[A-Za-z_`]", base):
                label = "_"   # operators take no argument labels
            labels.append(label.strip("`"))
            self.params.append((label, pname, typ.strip(), default))
        self.key = base + "(" + "".join(l + ":" for l in labels) + ")"

    def signature_types(self):
        """Type expressions mentioned by the declaration (for dependency checks)."""
        out = []
        if self.kind in ("func", "init", "subscript"):
            out.extend(t for (_, _, t, _) in self.params)
            tail = self.tail
            m = re.search(r"->\s*(.*?)(?:\s+where\s+|\s*\{|$)", tail)
            if m:
                out.append(m.group(1))
        elif self.kind in ("var", "let"):
            m = re.match(r"\s*`?[A-Za-z_][A-Za-z0-9_]*`?\s*:\s*(.*?)\s*(\{.*\})?\s*$", self.rest)
            if m:
                out.append(m.group(1))
        elif self.kind == "typealias":
            out.append(self.rest.partition("=")[2])
        elif self.kind == "case":
            m = re.match(r"\s*`?[A-Za-z_][A-Za-z0-9_]*`?\s*(\(.*\))", self.rest)
            if m:
                out.append(m.group(1))
        return out

    def is_static(self):
        return "static" in self.modifiers or "class" in self.modifiers

    def availability_attrs(self):
        return [a for a in self.attrs if attr_name(a) == "available"]

    def is_obsolete(self):
        for a in self.availability_attrs():
            inner = a[a.index("(") + 1:-1]
            parts = [p.strip() for p in split_top(inner)]
            if parts[0] in ("swift", "*") and any(p.startswith("obsoleted") or p == "unavailable"
                                                   for p in parts[1:]):
                return True
            if parts[0] == "iOS" and "unavailable" in parts[1:]:
                return True
        return False


def _split_default(typ_with_default):
    parts = split_top(typ_with_default, "=")
    if len(parts) > 1:
        return parts[0], "=".join(parts[1:]).strip()
    return typ_with_default, ""


def parse_decl_line(line, pending_attrs, module):
    attrs, rest = consume_attrs(line)
    attrs = pending_attrs + attrs
    modifiers = []
    while True:
        m = MODIFIER_RE.match(rest)
        if m:
            modifiers.append(m.group(1))
            rest = rest[m.end():]
            continue
        # 'class' as a modifier ('open class func', 'public class let')
        m = re.match(r"^class\s+(?=(func|var|let|subscript)\b)", rest)
        if m:
            modifiers.append("class")
            rest = rest[m.end():]
            continue
        break
    m = re.match(r"^(%s)\b" % "|".join(DECL_KEYWORDS), rest)
    if not m:
        return None
    kind = m.group(1)
    rest = rest[m.end():]
    if kind == "init":
        pass
    else:
        rest = rest.lstrip()
    name = ""
    if kind in TYPE_KINDS or kind in ("typealias", "associatedtype"):
        nm = re.match(r"`?([A-Za-z_][A-Za-z0-9_]*)`?", rest)
        name = nm.group(1) if nm else ""
    elif kind == "extension":
        nm = re.match(r"([A-Za-z_][A-Za-z0-9_.]*)", rest)
        name = nm.group(1) if nm else ""
    elif kind in ("var", "let", "case"):
        nm = re.match(r"`?([A-Za-z_][A-Za-z0-9_]*)`?", rest)
        name = nm.group(1) if nm else ""
    d = Decl(kind, name, attrs, modifiers, rest, line, module)
    return d


def parse_interface(text, module):
    """Parse interface text into a list of top-level Decls (with children)."""
    # Factory initializers ("not inherited") behave like convenience initializers:
    # subclasses neither inherit them nor can chain to them.
    text = text.replace("/*not inherited*/", "convenience")
    text = strip_comments(text)
    root = Decl("root", "", [], [], "", "", module)
    stack = [(root, 0)]
    depth = 0
    pending = []
    for raw in text.split("\n"):
        line = raw.strip()
        if not line:
            continue
        top = stack[-1][0]
        delta = brace_delta(line)
        node = None
        if top.kind in CONTAINER_KINDS or top.kind == "root":
            if line.startswith("}"):
                pass
            else:
                attrs, rest = consume_attrs(line)
                if not rest:
                    pending.extend(attrs)
                    continue
                node = parse_decl_line(line, pending, module)
                pending = []
                if node is not None:
                    node.parent = top
                    top.children.append(node)
        depth += delta
        if node is not None and delta > 0:
            stack.append((node, depth))
        while len(stack) > 1 and stack[-1][1] > depth:
            stack.pop()
    return root.children


class ModuleIndex:
    """Declarations of one module, by qualified type name."""

    def __init__(self, name, decls):
        self.name = name
        self.types = {}        # qname -> {'primary': Decl|None, 'extensions': [Decl]}
        for d in decls:
            self._add(d, "")

    def entry(self, qname):
        return self.types.setdefault(qname, {"primary": None, "extensions": []})

    def _add(self, d, scope):
        if d.kind in TYPE_KINDS:
            qname = scope + d.name if not scope else scope + "." + d.name
            d.qname = qname
            e = self.entry(qname)
            if e["primary"] is None:
                e["primary"] = d
            else:
                # Same type printed twice (once per submodule): merge members.
                e.setdefault("duplicates", []).append(d)
            for c in d.children:
                self._add(c, qname)
        elif d.kind == "extension":
            qname = d.name
            d.qname = qname
            self.entry(qname)["extensions"].append(d)
            for c in d.children:
                self._add(c, qname)
        elif d.kind == "typealias":
            qname = d.name if not scope else scope + "." + d.name
            d.qname = qname
            e = self.entry(qname)
            if e["primary"] is None:
                e["primary"] = d


# --------------------------------------------------------------------------------------
# Swift overlay facts that swift-synthesize-interface does not print
# --------------------------------------------------------------------------------------

class OverlayInfo:
    """What the UIKit Swift overlay (.swiftinterface) says beyond the synthesized text:
    which declarations are Swift-native (not imported from Objective-C), which are
    @_disfavoredOverload, and conformances to underscored protocols."""

    def __init__(self, text):
        self.swift_types = set()
        self.members = {}          # (container qname, key) -> set(attr names)
        self.hidden_conformances = {}  # qname -> [protocol]
        self.protocol_text = {}    # underscored protocol name -> (decl text lines)
        self.decls = []
        if not text:
            return
        text = MODULE_PREFIX_RE.sub("", text)
        decls = parse_interface(text, "UIKitOverlay")
        self.decls = decls
        self._walk(decls, "", False)

    def _walk(self, decls, scope, in_swift_type):
        for d in decls:
            if d.kind in TYPE_KINDS or d.kind == "typealias":
                q = d.name if not scope else scope + "." + d.name
                self.swift_types.add(q)
                self._walk(d.children, q, True)
            elif d.kind == "extension":
                q = d.name
                inherits = _inheritance_of(d)
                for p in inherits:
                    if p.startswith("_"):
                        self.hidden_conformances.setdefault(q, []).append(p)
                self._walk(d.children, q, q in self.swift_types)
            else:
                names = {attr_name(a) for a in d.attrs}
                raw_attrs = set(d.attrs)
                if any(a.startswith("@_Concurrency.MainActor(unsafe)") or a == "@MainActor(unsafe)"
                       for a in raw_attrs):
                    names.add("MainActor(unsafe)")
                self.members.setdefault((scope, d.key), set()).update(names)


def _inheritance_of(d):
    """Inheritance clause entries of a type/extension declaration."""
    rest = d.rest
    if d.kind == "extension":
        m = re.match(r"[A-Za-z_][A-Za-z0-9_.]*(<[^{]*?>)?", rest)
    else:
        m = re.match(r"`?[A-Za-z_][A-Za-z0-9_]*`?", rest)
    i = m.end() if m else 0
    if i < len(rest) and rest[i] == "<":
        i = matching_close(rest, i) + 1
    tail = rest[i:].strip()
    if not tail.startswith(":"):
        return []
    tail = tail[1:]
    tail = re.split(r"\s+where\s+|\s*\{", tail)[0]
    return [p.strip() for p in split_top(tail) if p.strip()]


def _generic_params(d):
    rest = d.rest
    m = re.match(r"`?[A-Za-z_][A-Za-z0-9_]*`?", rest)
    i = m.end() if m else 0
    if i < len(rest) and rest[i] == "<":
        j = matching_close(rest, i)
        return rest[i:j + 1], [p.split(":")[0].strip() for p in split_top(rest[i + 1:j])]
    return "", []


def _where_clause(d):
    m = re.search(r"\s(where\s+[^{]*?)\s*\{?\s*$", d.rest)
    return m.group(1).strip() if m else ""


# --------------------------------------------------------------------------------------
# Allow-list
# --------------------------------------------------------------------------------------

class TypeSpec:
    def __init__(self, qname, module, line_no):
        self.qname = qname
        self.module = module
        self.line_no = line_no
        self.all_members = False
        self.members = []        # [(spec, line_no)]
        self.hidden_conformances = []


def parse_allowlist(path):
    specs = []
    module = "UIKit"
    cur = None
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].rstrip()
            if not line.strip():
                continue
            if line.startswith("@module "):
                module = line.split()[1]
                cur = None
                continue
            if not line[0].isspace():
                toks = line.split()
                cur = TypeSpec(toks[0], module, n)
                if len(toks) > 1 and toks[1] == "*":
                    cur.all_members = True
                specs.append(cur)
                continue
            if cur is None:
                raise SystemExit("%s:%d: member outside a type section" % (path, n))
            item = line.strip()
            if item.startswith("@conforms "):
                cur.hidden_conformances.append(item.split()[1])
            else:
                cur.members.append((item, n))
    return specs


# --------------------------------------------------------------------------------------
# Running the toolchain
# --------------------------------------------------------------------------------------

def tool(args, name):
    if args.swift_bin:
        return os.path.join(args.swift_bin, name)
    found = shutil.which(name)
    if found:
        return found
    swiftc = shutil.which("swiftc")
    if swiftc:
        cand = os.path.join(os.path.dirname(os.path.realpath(swiftc)), name)
        if os.path.exists(cand):
            return cand
    raise SystemExit("cannot find %s (use --swift-bin)" % name)


def sdk_flags(args):
    flags = ["-sdk", args.sdk]
    if args.resource_dir and os.path.isdir(args.resource_dir):
        flags += ["-resource-dir", args.resource_dir]
    flags += ["-module-cache-path", args.module_cache]
    return flags


def synthesize(args, module, workdir):
    out = os.path.join(workdir, module + ".swift")
    cmd = [tool(args, "swift-synthesize-interface"), "-include-submodules",
           "-module-name", module, "-target", SYNTH_TARGET] + sdk_flags(args) + ["-o", out]
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if res.returncode != 0:
        sys.stderr.write(res.stderr)
        raise SystemExit("swift-synthesize-interface failed for %s" % module)
    with open(out, encoding="utf-8") as f:
        return f.read()


def ios17_additions(uikit_text):
    """The iOS 17 declarations that starters use, from the shim Tests/Scripts/typecheck-ios.sh adds to an older SDK
    (`ios17-sdk-additions.swift`, signatures copied from the iOS 17 SDK), when the SDK's UIKit lacks them: one
    source for both, so that the stand-in offers exactly what the real type-check accepts."""
    if re.search(r"\bfunc viewIsAppearing\(", uikit_text):
        return ""
    with open(os.path.join(SCRIPT_DIR, "ios17-sdk-additions.swift"), encoding="utf-8") as f:
        text = re.sub(r"(?m)^import .*$", "", f.read())
    # An interface has no bodies: the shim's, each on its declaration's line, go.
    return "\n" + re.sub(r"(?m)^(\s*(?:@\w+ )*(?:public |open )?func .*?)\s*\{[^{}]*\}\s*$", r"\1", text)


def probe_values(args, probes, workdir):
    """Compile `probes` [(id, type qname, member, kind, raw type)] against the SDK to SIL
    and read back the constant each static member evaluates to."""
    if not probes:
        return {}
    results = {}
    remaining = list(probes)
    for _attempt in range(4):
        lines = ["import UIKit", ""]
        for pid, tq, member, kind, raw in remaining:
            if kind == "option":
                lines.append("public func __probe_%d() -> %s { %s.%s.rawValue }" % (pid, raw, tq, member))
            else:
                lines.append("public func __probe_%d() -> %s { %s.%s }" % (pid, tq, tq, member))
        src = os.path.join(workdir, "probe.swift")
        with open(src, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        sil = os.path.join(workdir, "probe.sil")
        cmd = [tool(args, "swiftc"), "-emit-sil", "-O", "-parse-as-library", "-swift-version", "5",
               "-target", PROBE_TARGET] + sdk_flags(args) + [src, "-o", sil]
        res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if res.returncode == 0:
            break
        bad_lines = set(int(m) for m in re.findall(r"probe\.swift:(\d+):\d+: error", res.stderr))
        if not bad_lines:
            sys.stderr.write(res.stderr)
            return results
        remaining = [p for i, p in enumerate(remaining) if (i + 3) not in bad_lines]
    else:
        return results
    with open(sil, encoding="utf-8") as f:
        sil_text = f.read()
    by_id = {p[0]: p for p in remaining}
    for m in re.finditer(r"// __probe_(\d+)\(\)\n(.*?)// end sil function", sil_text, re.S):
        pid = int(m.group(1))
        body = m.group(2)
        p = by_id.get(pid)
        if p is None:
            continue
        _, tq, member, kind, raw = p
        if kind == "option":
            if "global_addr" in body or "apply" in body:
                continue
            lits = re.findall(r"integer_literal \$Builtin\.Int(\d+), (-?\d+)", body)
            flits = re.findall(r"float_literal \$Builtin\.FPIEEE\d+, 0x[0-9A-Fa-f]+ // (\S+)", body)
            if len(lits) == 1 and not flits:
                bits, val = int(lits[0][0]), int(lits[0][1])
                if raw.startswith("UInt") and val < 0:
                    val += 1 << bits
                results[(tq, member)] = str(val)
            elif len(flits) == 1 and not lits and re.match(r"^-?[0-9.e+-]+$", flits[0]):
                results[(tq, member)] = flits[0]
        else:
            em = re.findall(r"enum \$[^,]+, #[A-Za-z0-9_.]+\.([A-Za-z0-9_]+)!enumelt", body)
            if len(em) == 1:
                results[(tq, member)] = "." + _escape_ident(em[0])
    return results


SWIFT_KEYWORDS = {"default", "class", "struct", "enum", "protocol", "extension", "func",
                  "init", "var", "let", "case", "in", "is", "as", "self", "Self", "static",
                  "public", "private", "internal", "return", "switch", "where", "while",
                  "repeat", "if", "else", "for", "import", "operator", "true", "false", "nil",
                  "subscript", "typealias", "throws", "rethrows", "try", "catch", "guard", "defer",
                  "do", "break", "continue", "fallthrough", "associatedtype", "inout", "deinit"}


def _escape_ident(name):
    return "`%s`" % name if name in SWIFT_KEYWORDS else name


# --------------------------------------------------------------------------------------
# Building the stand-in
# --------------------------------------------------------------------------------------

class Member:
    """A declaration selected for the stand-in, with where it came from."""

    def __init__(self, decl, context_attrs, origin, owner_qname, note=""):
        self.decl = decl
        self.context_attrs = context_attrs   # availability of the enclosing extension
        self.origin = origin                 # 'declared', 'mirrored:<Protocol>', 'auto'
        self.owner = owner_qname
        self.note = note
        self.override = False
        self.required = False
        self.convenience = None              # None: as declared; True/False: forced
        self.value = None                    # known constant for static option/enum members
        self.explicit = False                # named in the allow-list (not via `*`)


class Generator:
    def __init__(self, args, modules, overlays, specs):
        self.args = args
        self.modules = modules       # name -> ModuleIndex
        self.overlays = overlays     # module name -> OverlayInfo
        self.specs = specs
        self.report = {"included": [], "inherited": [], "mirrored": [], "missing": [],
                       "dropped": [], "auto": [], "notes": []}
        self.spec_by_qname = {s.qname: s for s in specs}
        self.selected = {}           # qname -> [Member]
        self.type_decl = {}          # qname -> primary Decl (or None for foreign types)
        self.emitted_types = set(s.qname for s in specs)

    # -- lookup helpers -----------------------------------------------------------------
    def mod(self, name):
        return self.modules[name]

    def type_entry(self, spec):
        return self.mod(spec.module).types.get(spec.qname)

    def candidates(self, module, qname):
        """[(Decl, context_attrs)] for members of a type across its declaration and extensions."""
        e = self.mod(module).types.get(qname)
        if not e:
            return []
        out = []
        containers = []
        if e["primary"] is not None and e["primary"].kind in TYPE_KINDS:
            containers.append((e["primary"], []))
            for dup in e.get("duplicates", []):
                containers.append((dup, []))
        for ext in e["extensions"]:
            containers.append((ext, ext.availability_attrs()))
        seen = set()
        for cont, ctx in containers:
            for c in cont.children:
                if c.kind in TYPE_KINDS or c.kind == "extension":
                    continue
                # The same declaration can be printed twice (per submodule, or once as a
                # C struct member and once as an imported function); keep the first.
                sig = (c.kind, c.is_static(), re.sub(r"\s+", " ", c.rest.strip()))
                if sig in seen:
                    continue
                seen.add(sig)
                out.append((c, ctx))
        return out

    def inheritance(self, module, qname):
        e = self.mod(module).types.get(qname)
        if not e:
            return []
        out = []
        if e["primary"] is not None and e["primary"].kind in TYPE_KINDS:
            out.extend(_inheritance_of(e["primary"]))
        for ext in e["extensions"]:
            out.extend(_inheritance_of(ext))
        return out

    def superclass(self, module, qname):
        e = self.mod(module).types.get(qname)
        if not e or e["primary"] is None or e["primary"].kind != "class":
            return None
        inh = _inheritance_of(e["primary"])
        if not inh:
            return None
        first = re.sub(r"<.*", "", inh[0])
        te = self.mod(module).types.get(first)
        if first == "NSObject" or (te and te["primary"] is not None and te["primary"].kind == "class"):
            return first
        return None

    def protocols_of(self, module, qname, seen=None):
        """All protocols (transitively) a type conforms to in the SDK module."""
        seen = seen if seen is not None else set()
        out = []
        for p in self.inheritance(module, qname):
            p = p.replace("@unchecked ", "").replace("@preconcurrency ", "").strip()
            if p in seen:
                continue
            te = self.mod(module).types.get(p)
            if te and te["primary"] is not None and te["primary"].kind == "protocol":
                seen.add(p)
                out.append(p)
                out.extend(self.protocols_of(module, p, seen))
        return out

    def conforms_to_nscoding(self, module, qname):
        q = qname
        while q:
            inh = [p.strip() for p in self.inheritance(module, q)]
            if "NSCoding" in inh or "NSSecureCoding" in inh:
                return True
            q = self.superclass(module, q)
            if q == "NSObject":
                return False
        return False

    # -- member matching ----------------------------------------------------------------
    @staticmethod
    def matches(decl, spec):
        if "(" in spec:
            return decl.kind in ("func", "init", "subscript") and decl.key == spec
        if decl.kind in ("var", "let", "case", "typealias"):
            return decl.name == spec
        if decl.kind == "func":
            return decl.name == spec
        return False

    def select_members(self, spec):
        e = self.type_entry(spec)
        module = spec.module
        qname = spec.qname
        cands = [(d, ctx) for (d, ctx) in self.candidates(module, qname) if not d.is_obsolete()]
        prim = e["primary"] if e else None
        kind = prim.kind if prim is not None else "extension"
        chosen = []
        chosen_ids = set()

        def add(d, ctx, origin, note="", explicit=True):
            if id(d) in chosen_ids:
                for m in chosen:
                    if m.decl is d:
                        m.explicit = m.explicit or explicit
                return
            chosen_ids.add(id(d))
            m = Member(d, ctx, origin, qname, note)
            m.explicit = explicit
            chosen.append(m)

        if spec.all_members:
            for d, ctx in cands:
                if d.kind in ("subscript", "deinit", "associatedtype"):
                    continue
                if kind in ("struct", "enum") and d.key in SYNTHESIZED_VALUE_MEMBERS:
                    continue
                add(d, ctx, "declared", explicit=False)
        for item, line_no in spec.members:
            found = [(d, ctx) for (d, ctx) in cands if self.matches(d, item)]
            if "(" not in item and any(d.kind != "func" for d, _ in found):
                # A property wins over same-named methods (`frame` vs `frame(forAlignmentRect:)`).
                found = [(d, ctx) for (d, ctx) in found if d.kind != "func"]
            if found:
                for d, ctx in found:
                    add(d, ctx, "declared")
                continue
            # Requirements of protocols the type adopts are imported as members of the
            # class ("mirrored"); swift-synthesize-interface does not print them there.
            mirrored = None
            for proto in self.protocols_of(module, qname):
                pc = [(d, ctx) for (d, ctx) in self.candidates(module, proto)
                      if self.matches(d, item) and not d.is_obsolete()]
                if pc:
                    mirrored = (proto, pc)
                    break
            if mirrored:
                for d, ctx in mirrored[1]:
                    add(d, ctx, "mirrored:" + mirrored[0])
                self.report["mirrored"].append("%s.%s  <- protocol %s" % (qname, item, mirrored[0]))
                continue
            # Inherited from a superclass?
            anc = self.superclass(module, qname)
            inherited_from = None
            while anc and anc != "NSObject":
                if any(self.matches(d, item) for d, _ in self.candidates(module, anc)):
                    inherited_from = anc
                    break
                anc = self.superclass(module, anc)
            if inherited_from:
                self.report["inherited"].append("%s.%s  <- %s" % (qname, item, inherited_from))
                if inherited_from not in self.spec_by_qname or not any(
                        it == item for it, _ in self.spec_by_qname[inherited_from].members):
                    self.report["notes"].append(
                        "%s.%s is inherited from %s; list it under %s" % (qname, item, inherited_from, inherited_from))
                continue
            if item == "init()" and kind == "class" and anc == "NSObject":
                # NSObject's -init is inherited by every Objective-C class (see
                # compute_initializers for how the stand-in reproduces that).
                self.report["inherited"].append("%s.init()  <- NSObject.init()" % qname)
                continue
            self.report["missing"].append("%s.%s  (allow-list line %d)" % (qname, item, line_no))
        return chosen

    # -- type references ------------------------------------------------------------------
    def known_type(self, chain, scope_qname, generics):
        if chain in generics or chain in EXTERNAL_TYPES:
            return True
        first = chain.split(".")[0]
        if first in generics:
            return True
        if chain in self.emitted_types:
            return True
        # relative to enclosing scopes
        scope = scope_qname
        while scope:
            if scope + "." + chain in self.emitted_types:
                return True
            scope = scope.rsplit(".", 1)[0] if "." in scope else ""
        return False

    def unknown_types(self, decl, scope_qname, generics):
        g = set(generics)
        if getattr(decl, "generics", ""):
            g.update(p.split(":")[0].strip() for p in split_top(decl.generics[1:-1]))
        bad = []
        for t in decl.signature_types():
            for chain in type_identifiers(t):
                if not self.known_type(chain, scope_qname, g):
                    bad.append(chain)
        return sorted(set(bad))

    # -- main -------------------------------------------------------------------------------
    def run(self):
        for spec in self.specs:
            e = self.type_entry(spec)
            if e is None or (e["primary"] is None and not e["extensions"]):
                self.report["missing"].append("%s  (type, allow-list line %d)" % (spec.qname, spec.line_no))
                self.type_decl[spec.qname] = None
                self.emitted_types.discard(spec.qname)
                continue
            self.type_decl[spec.qname] = e["primary"]
        for spec in self.specs:
            if spec.qname not in self.type_decl or self.type_decl.get(spec.qname) is None and \
                    not (self.type_entry(spec) and self.type_entry(spec)["extensions"]):
                continue
            # A type listed under two modules (NSObject: UIKit's accessibility, Foundation's key-value coding)
            # is one section with the members of both.
            self.selected[spec.qname] = self.selected.get(spec.qname, []) + self.select_members(spec)
        for qname, members in self.selected.items():
            for m in members:
                if m.decl.kind == "typealias":
                    self.emitted_types.add(qname + "." + m.decl.name)
        self.add_required_members()
        self.check_types()
        self.compute_overrides()
        self.probe()
        for spec in self.specs:
            for m in self.selected.get(spec.qname, []):
                if m.origin in ("auto", "inherited-init"):
                    self.report["auto"].append("%s.%s  (%s)" % (spec.qname, m.decl.key, m.note))

    def add_required_members(self):
        """Designated initializers decide which initializers subclasses inherit, so every
        designated initializer the SDK declares is kept (if its types are available).
        Struct raw-value initializers are kept because the conformances need them."""
        for spec in self.specs:
            if spec.qname not in self.selected:
                continue
            prim = self.type_decl.get(spec.qname)
            if prim is None:
                continue
            have = {id(m.decl) for m in self.selected[spec.qname]}
            for d, ctx in self.candidates(spec.module, spec.qname):
                if d.is_obsolete() or id(d) in have:
                    continue
                if prim.kind == "class" and d.kind == "init" and "convenience" not in d.modifiers:
                    m = Member(d, ctx, "auto", spec.qname, "designated initializer")
                    self.selected[spec.qname].append(m)
                    have.add(id(d))
                elif prim.kind == "struct" and d.kind == "init" and d.key in ("init(rawValue:)",):
                    m = Member(d, ctx, "auto", spec.qname, "raw value")
                    self.selected[spec.qname].append(m)
                    have.add(id(d))
            # Protocol requirements of adopted stand-in protocols.
            if prim.kind == "class":
                for proto in self._kept_protocols(spec):
                    for req in self.selected.get(proto, []):
                        if not self._has_member_in_chain(spec, req.decl):
                            m = Member(req.decl, req.context_attrs, "mirrored:" + proto, spec.qname)
                            self.selected[spec.qname].append(m)
                            self.report["mirrored"].append(
                                "%s.%s  <- protocol %s (requirement)" % (spec.qname, req.decl.key, proto))

    def _has_member_in_chain(self, spec, decl):
        q = spec.qname
        while q and q != "NSObject":
            for m in self.selected.get(q, []):
                if m.decl.key == decl.key and m.decl.is_static() == decl.is_static():
                    return True
            q = self.superclass(spec.module, q)
        return False

    def _kept_protocols(self, spec):
        out = []
        for p in self.inheritance(spec.module, spec.qname):
            p = p.replace("@unchecked ", "").strip()
            if p in self.emitted_types and self.type_decl.get(p) is not None and \
                    self.type_decl[p].kind == "protocol":
                out.append(p)
        return out

    def check_types(self):
        for spec in self.specs:
            members = self.selected.get(spec.qname)
            if members is None:
                continue
            prim = self.type_decl.get(spec.qname)
            generics = _generic_params(prim)[1] if prim is not None and prim.kind in TYPE_KINDS else []
            keep = []
            for m in members:
                bad = self.unknown_types(m.decl, spec.qname, generics)
                if bad:
                    msg = "%s.%s  needs %s" % (spec.qname, m.decl.key, ", ".join(bad))
                    if m.origin == "auto" or not m.explicit:
                        self.report["notes"].append("omitted " + msg)
                    else:
                        self.report["dropped"].append(msg)
                    continue
                keep.append(m)
            self.selected[spec.qname] = keep
            if prim is not None and prim.kind == "class":
                sup = self.superclass(spec.module, spec.qname)
                if sup and sup != "NSObject" and sup not in self.emitted_types:
                    self.report["dropped"].append(
                        "%s: superclass %s is not in the allow-list" % (spec.qname, sup))

    # -- overrides / required ---------------------------------------------------------------
    def all_member_keys(self, qname, module):
        keys = set()
        q = qname
        while q and q != "NSObject":
            for m in self.selected.get(q, []):
                if m.decl.kind != "init":
                    keys.add((m.decl.key, m.decl.is_static()))
            q = self.superclass(module, q)
        return keys

    def compute_overrides(self):
        for spec in self.specs:
            prim = self.type_decl.get(spec.qname)
            if prim is None or prim.kind != "class":
                continue
            sup = self.superclass(spec.module, spec.qname)
            sup_keys = self.all_member_keys(sup, spec.module) if sup and sup != "NSObject" else set()
            for m in self.selected[spec.qname]:
                d = m.decl
                if d.kind in ("func", "var", "let") and (d.key, d.is_static()) in sup_keys:
                    m.override = True
        self._inits_memo = {}
        for spec in self.specs:
            prim = self.type_decl.get(spec.qname)
            if prim is not None and prim.kind == "class":
                self.initializers(spec.qname, spec.module)

    def initializers(self, qname, module):
        """Initializers a stand-in class offers: {key: (Member, designated?, required?)}.

        Objective-C classes inherit every initializer of their superclasses. The Swift
        importer keeps the ones a class redeclares as declared, and imports the others
        as *convenience* initializers when the class has designated initializers of its
        own (so `UIView()` works, but a subclass cannot call `super.init()` from a
        designated initializer). A Swift class only inherits initializers when it has
        no designated ones, so the stand-in redeclares the inherited initializers
        explicitly where the SDK would have imported them."""
        if qname in self._inits_memo:
            return self._inits_memo[qname]
        if qname == "NSObject" or qname is None:
            nsobj = parse_decl_line("public init()", [], module)
            res = {"init()": (Member(nsobj, [], "auto", "NSObject"), True, False)}
            self._inits_memo[qname] = res
            return res
        sup = self.superclass(module, qname)
        avail_s = self.initializers(sup, module) if sup else {}
        members = self.selected.get(qname, [])
        own = {}
        for m in members:
            if m.decl.kind == "init":
                own[m.decl.key] = m
        own_designated = [k for k, m in own.items() if "convenience" not in m.decl.modifiers]
        # NSCoding adopters must provide `required init?(coder:)`.
        if own_designated and "init(coder:)" not in own and \
                self.conforms_to_nscoding(module, qname) and \
                not ("init(coder:)" in avail_s and avail_s["init(coder:)"][2]):
            coder = parse_decl_line("public init?(coder: NSCoder)", [], module)
            m = Member(coder, [], "auto", qname, "required by NSCoding")
            members.append(m)
            own["init(coder:)"] = m
            own_designated.append("init(coder:)")
        res = {}
        if not own_designated:
            # Inherits everything, like the Swift class would.
            res.update(avail_s)
            for k, m in own.items():
                if k in avail_s and avail_s[k][1]:
                    m.override = True
                res[k] = (m, False, False)
            self._inits_memo[qname] = res
            return res
        nscoding = self.conforms_to_nscoding(module, qname)
        for k, m in own.items():
            designated = "convenience" not in m.decl.modifiers
            required = False
            if k in avail_s and avail_s[k][2]:
                required = True
            elif k == "init(coder:)" and nscoding and designated:
                required = True
            if required:
                m.required = True
                m.convenience = False
                designated = True
            elif k in avail_s and avail_s[k][1]:
                m.override = True
            res[k] = (m, designated, required)
        for k, (am, a_designated, a_required) in sorted(avail_s.items()):
            if k in own:
                continue
            m = Member(am.decl, am.context_attrs, "inherited-init", qname,
                       "inherited from %s" % am.owner)
            if a_required:
                m.required = True
                m.convenience = False
                res[k] = (m, True, True)
            else:
                m.convenience = True
                m.override = a_designated
                res[k] = (m, False, False)
            m.note = "inherited initializer, redeclared as %s" % (
                "required" if a_required else "convenience")
            members.append(m)
        self._inits_memo[qname] = res
        return res

    # -- raw values -----------------------------------------------------------------------
    def probe(self):
        probes = []
        pid = 0
        for spec in self.specs:
            prim = self.type_decl.get(spec.qname)
            if prim is None or spec.module != "UIKit":
                continue
            raw = None
            kind = None
            inh = _inheritance_of(prim) if prim.kind in TYPE_KINDS else []
            if prim.kind == "struct" and "OptionSet" in inh:
                kind = "option"
                for d, _ in self.candidates(spec.module, spec.qname):
                    if d.kind == "init" and d.key == "init(rawValue:)":
                        raw = d.params[0][2]
                if raw is None:
                    continue
            elif prim.kind == "enum" and inh and inh[0] in ("Int", "UInt", "Int32", "UInt32"):
                kind = "enum"
            elif prim.kind == "struct" and "RawRepresentable" in inh:
                for d, _ in self.candidates(spec.module, spec.qname):
                    if d.kind == "init" and d.key == "init(rawValue:)":
                        raw = d.params[0][2]
                if raw not in NUMERIC_RAW_TYPES:
                    continue
                kind = "option"
            else:
                continue
            for m in self.selected.get(spec.qname, []):
                d = m.decl
                if d.kind in ("var", "let") and "static" in d.modifiers and \
                        re.search(r":\s*%s\s*(\{|$)" % re.escape(spec.qname), d.rest):
                    probes.append((pid, spec.qname, d.name, kind, raw))
                    m.probe_id = pid
                    pid += 1
        with tempfile.TemporaryDirectory() as tmp:
            values = probe_values(self.args, probes, tmp)
        for spec in self.specs:
            for m in self.selected.get(spec.qname, []):
                v = values.get((spec.qname, m.decl.name))
                if v is not None and hasattr(m, "probe_id"):
                    m.value = v
        self.probe_count = (len(probes), len(values))


# --------------------------------------------------------------------------------------
# Emission
# --------------------------------------------------------------------------------------

def filter_attrs(attrs):
    out = []
    for a in attrs:
        n = attr_name(a)
        if a.startswith("@_Concurrency.MainActor"):
            out.append("@MainActor")
            continue
        if n in KEPT_ATTRS:
            out.append(a)
    # de-duplicate, keep order
    seen, res = set(), []
    for a in out:
        if a not in seen:
            seen.add(a)
            res.append(a)
    return res


def returns_value(signature):
    """Whether a function's signature (`name(params) -> T ...`) has a result other than Void."""
    depth, start = 0, signature.find("(")
    for i in range(start, len(signature)):
        depth += {"(": 1, ")": -1}.get(signature[i], 0)
        if depth == 0:
            result = re.match(r"\s*(?:async\s+)?(?:throws\s+)?->\s*(.+?)\s*(?:where .*)?$", signature[i + 1:])
            return bool(result) and result.group(1) not in ("Void", "()")
    return False


def merged_member_attrs(member):
    own = filter_attrs(member.decl.attrs)
    own_plats = set()
    for a in own:
        if attr_name(a) == "available":
            own_plats |= availability_platforms(a)
    extra = []
    for a in member.context_attrs:
        plats = availability_platforms(a)
        if plats & {"swift"}:
            continue
        if not (plats - {"*"}) & own_plats:
            extra.append(a)
    return extra + own


class Emitter:
    def __init__(self, gen):
        self.gen = gen
        self.out = []
        self.module = "UIKit"

    def w(self, s=""):
        self.out.append(s)

    def clang_origin(self, qname, decl):
        """True if the declaration was imported from Objective-C (not the Swift overlay)."""
        ov = self.gen.overlays[self.module]
        if qname in ov.swift_types:
            return False
        names = ov.members.get((qname, decl.key))
        if names is not None and "MainActor(unsafe)" not in names:
            return False
        return True

    def emit(self):
        g = self.gen
        self.w("// GENERATED FILE - DO NOT EDIT. Regenerate with:")
        self.w("//   python3 Tests/Scripts/regenerate-uikit-stub.py")
        self.w("//")
        self.w("// A stand-in for UIKit, used to type-check generated code on Linux, where the iOS SDK")
        self.w("// is not available. Every declaration, signature, availability attribute and actor")
        self.w("// isolation is copied from the Swift interface of the iOS 16.5 SDK (as printed by")
        self.w("// swift-synthesize-interface), restricted to Tests/Scripts/uikit-allowlist.txt.")
        self.w("// Bodies are placeholders: nothing here is meant to run.")
        self.w("//")
        self.w("// Build it as a module named UIKit, preferably with library evolution so that, as")
        self.w("// with the SDK's imported enums, switches need `@unknown default` (an error in Swift 6):")
        self.w("//   swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 6 \\")
        self.w("//     -enable-library-evolution UIKit.swift -emit-module-path <dir>/UIKit.swiftmodule")
        self.w("//")
        self.w("// Known differences from the SDK: on Linux the compiler ignores `@available(iOS ...)`,")
        self.w("// so availability is only enforced by Tests/Scripts/typecheck-ios.sh against a real")
        self.w("// SDK; and mutable C globals (UIAccessibilityTraits members) are not diagnosed.")
        self.w("")
        self.w("@_exported import Foundation")
        written = set()
        for spec in g.specs:
            if spec.qname not in g.selected or spec.qname in written:
                continue
            written.add(spec.qname)
            self.w("")
            self.w("// MARK: - %s" % spec.qname)
            self.w("")
            self.emit_type(spec)
        self.emit_hidden_protocols()
        return "\n".join(self.out).rstrip() + "\n"

    def emit_type(self, spec):
        g = self.gen
        self.module = spec.module
        prim = g.type_decl.get(spec.qname)
        members = g.selected[spec.qname]
        parent = spec.qname.rsplit(".", 1)[0] if "." in spec.qname else None
        indent = ""
        if prim is None:
            # A type from another module (NSObject, ...): members go in an extension.
            self.w("extension %s {" % spec.qname)
            for m in members:
                self.emit_member(spec, m, "    ", foreign=True)
            self.w("}")
            return
        if parent is not None:
            # Nested type: declare it in an extension of its parent, carrying over the
            # availability of the SDK extension that declared it.
            ctx = []
            if prim.parent is not None and prim.parent.kind == "extension":
                ctx = prim.parent.availability_attrs()
            ctx_attrs = [a for a in ctx]
            parent_decl = g.type_decl.get(parent)
            if parent_decl is not None and parent_decl.parent is not None and \
                    parent_decl.parent.kind == "extension":
                for a in parent_decl.parent.availability_attrs():
                    if a not in ctx_attrs:
                        ctx_attrs.append(a)
            for a in ctx_attrs:
                self.w(a)
            self.w("extension %s {" % parent)
            self.w("")
            indent = "    "
        if prim.kind == "typealias":
            attrs = filter_attrs(prim.attrs)
            if self.clang_origin(spec.qname, prim) and "@preconcurrency" not in attrs:
                attrs.append("@preconcurrency")
            for a in attrs:
                if attr_name(a) == "available":
                    self.w(indent + a)
            inline = [a for a in attrs if attr_name(a) != "available"]
            self.w(indent + " ".join(inline + ["public typealias", prim.rest.strip()]))
        else:
            self.emit_type_decl(spec, prim, members, indent)
        if parent is not None:
            self.w("}")
        self.emit_extension_conformances(spec)

    def header_inheritance(self, spec, prim):
        g = self.gen
        kept = []
        for p in _inheritance_of(prim):
            bare = p.replace("@unchecked ", "").replace("@preconcurrency ", "").strip()
            base = re.sub(r"<.*", "", bare)
            if p in KEPT_EXTERNAL_INHERITANCE or bare in KEPT_EXTERNAL_INHERITANCE:
                kept.append(p)
            elif base in g.emitted_types and g.type_decl.get(base) is not None:
                kept.append(p)
        return kept

    def emit_type_decl(self, spec, prim, members, indent):
        g = self.gen
        attrs = filter_attrs(prim.attrs)
        clang = self.clang_origin(spec.qname, prim)
        if clang and "@preconcurrency" not in attrs:
            attrs.append("@preconcurrency")
        mods = [m for m in prim.modifiers if m in ("public", "open", "final")]
        generics_text, generics = _generic_params(prim)
        inh = self.header_inheritance(spec, prim)
        where = _where_clause(prim)
        for a in attrs:
            if attr_name(a) == "available":
                self.w(indent + a)
        attrs = [a for a in attrs if attr_name(a) != "available"]
        head = " ".join(attrs + mods + [prim.kind, _escape_ident(prim.name) + generics_text])
        if inh:
            head += " : " + ", ".join(inh)
        if where:
            head += " " + where
        self.w(indent + head + " {")
        inner = indent + "    "
        # Raw-value storage for RawRepresentable / OptionSet structs.
        if prim.kind == "struct":
            raw = None
            for m in members:
                if m.decl.kind == "init" and m.decl.key == "init(rawValue:)":
                    raw = m.decl.params[0][2]
            if raw is not None:
                self.w("")
                self.w(inner + "public var rawValue: %s" % raw)
        if prim.kind == "class" and any(p in ("Hashable", "Equatable") for p in inh) and \
                not self._derives_from_nsobject(spec):
            self.w("")
            self.w(inner + "public static func == (lhs: %s, rhs: %s) -> Bool { lhs === rhs }" % (prim.name, prim.name))
            if "Hashable" in inh:
                self.w("")
                self.w(inner + "public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }")
        globals_ = [m.decl.name for m in members if self.is_mutable_c_global(spec, m, prim.kind)]
        if globals_:
            self.w("")
            self.w(inner + "// In the SDK, %s are mutable C globals: under Swift 6 every" % (
                "these static properties" if len(globals_) > 1 else globals_[0]))
            self.w(inner + "// reference is an error (\"not concurrency-safe because it involves shared mutable")
            self.w(inner + "// state\") unless the client writes `@preconcurrency import UIKit`. A stand-in")
            self.w(inner + "// compiled in Swift 6 mode cannot reproduce that error.")
        for m in members:
            self.w("")
            self.emit_member(spec, m, inner, container_kind=prim.kind)
        self.w(indent + "}")

    def is_mutable_c_global(self, spec, m, container_kind):
        d = m.decl
        return d.kind == "var" and d.is_static() and container_kind in ("struct", "enum") and \
            self.clang_origin(spec.qname, d) and not re.search(r"\{[^{}]*\}\s*$", d.rest)

    def _derives_from_nsobject(self, spec):
        q = spec.qname
        while q:
            if q == "NSObject":
                return True
            q = self.gen.superclass(spec.module, q)
        return False

    def emit_extension_conformances(self, spec):
        """Conformances the SDK adds in extensions (Equatable, unavailable Sendable, ...)."""
        g = self.gen
        e = g.type_entry(spec)
        if not e:
            return
        prim = e["primary"]
        header = set(self.header_inheritance(spec, prim)) if prim is not None and prim.kind in TYPE_KINDS else set()
        done = set()
        for ext in e["extensions"]:
            inh = _inheritance_of(ext)
            if not inh:
                continue
            keep = []
            for p in inh:
                bare = p.replace("@unchecked ", "").strip()
                if p in header or p in done:
                    continue
                if p in KEPT_EXTERNAL_INHERITANCE or bare in KEPT_EXTERNAL_INHERITANCE or \
                        (bare in g.emitted_types and g.type_decl.get(bare) is not None and
                         g.type_decl[bare].kind == "protocol"):
                    keep.append(p)
            if not keep:
                continue
            attrs = filter_attrs(ext.attrs)
            # Actor-isolated classes are Sendable already; an explicit Sendable
            # conformance would be redundant, an unavailable one contradictory.
            if prim is not None and prim.kind == "class" and "@MainActor" in filter_attrs(prim.attrs):
                keep = [p for p in keep if "Sendable" not in p]
                if not keep:
                    continue
            done.update(keep)
            self.w("")
            for a in attrs:
                self.w(a)
            self.w("extension %s : %s {" % (spec.qname, ", ".join(keep)))
            self.w("}")
        for proto in spec.hidden_conformances:
            if proto in g.overlays[spec.module].hidden_conformances.get(spec.qname, []):
                self.w("")
                self.w("extension %s : %s {" % (spec.qname, proto))
                self.w("}")
            else:
                g.report["missing"].append("%s : %s  (conformance)" % (spec.qname, proto))

    def emit_hidden_protocols(self):
        """Underscored overlay protocols (not printed by swift-synthesize-interface) that
        allow-listed types conform to, e.g. _UIKitNumericRawRepresentable, which gives
        UILayoutPriority and UIFont.Weight their arithmetic operators."""
        g = self.gen
        wanted = []
        for spec in g.specs:
            for p in spec.hidden_conformances:
                if (spec.module, p) not in wanted and \
                        p in g.overlays[spec.module].hidden_conformances.get(spec.qname, []):
                    wanted.append((spec.module, p))
        for module, proto in wanted:
            pdecl = None
            exts = []
            for d in g.overlays[module].decls:
                if d.kind == "protocol" and d.name == proto:
                    pdecl = d
                elif d.kind == "extension" and d.name == proto:
                    exts.append(d)
            if pdecl is None:
                continue
            self.w("")
            self.w("// MARK: - %s (Swift overlay)" % proto)
            self.w("")
            attrs = filter_attrs(pdecl.attrs)
            head = " ".join(attrs + ["public", "protocol", pdecl.rest.rstrip("{ ").rstrip()])
            self.w(head + " {")
            self.w("}")
            for ext in exts:
                self.w("")
                self.w("extension %s {" % proto)
                for c in ext.children:
                    if c.kind != "func":
                        continue
                    self.w("")
                    line = " ".join(filter_attrs(c.attrs) + [m for m in c.modifiers if m in ("public", "static")]
                                    + ["func", c.rest.strip()])
                    self.w("    " + line + " { fatalError() }")
                self.w("}")

    # -- members --------------------------------------------------------------------------
    def emit_member(self, spec, m, indent, container_kind="class", foreign=False):
        d = m.decl
        attrs = merged_member_attrs(m)
        qname = spec.qname
        ov_names = self.gen.overlays[self.module].members.get((qname, d.key), set())
        if "_disfavoredOverload" in ov_names and "@_disfavoredOverload" not in attrs:
            attrs.insert(0, "@_disfavoredOverload")
        clang = self.clang_origin(qname, d) and not m.origin.startswith("mirrored:") or \
            (m.origin.startswith("mirrored:") and self.clang_origin(m.origin.split(":", 1)[1], d))
        if d.kind != "case" and clang and "@preconcurrency" not in attrs and container_kind != "protocol":
            attrs.insert(0, "@preconcurrency")
        if container_kind == "protocol":
            attrs = [a for a in attrs if a != "@preconcurrency"]
        # The Clang importer marks every imported function @discardableResult (unless it is
        # warn_unused_result), which the printed interface does not show
        # (https://github.com/swiftlang/swift/issues/43664, SE-0047's implementation, step 3).
        if d.kind == "func" and clang and "@discardableResult" not in attrs and returns_value(d.rest):
            attrs.append("@discardableResult")
        mods = list(d.modifiers)
        drop = {"unowned", "unowned(unsafe)", "unowned(safe)", "optional", "dynamic",
                "override", "required", "lazy"}
        # `weak` stays on a class's properties: the model holds what UIKit holds weakly (a table's data source) weakly.
        if container_kind != "class":
            drop.add("weak")
        mods = [x for x in mods if x not in drop]
        is_class = container_kind == "class"
        if container_kind == "protocol":
            mods = [x for x in mods if x not in ("public", "open")]
        elif not any(x in mods for x in ("public", "open")):
            if is_class and d.kind in ("func", "var", "let", "subscript"):
                mods.insert(0, "open")
            else:
                mods.insert(0, "public")
        if foreign:
            mods = ["public" if x == "open" else x for x in mods]
        if d.kind == "init":
            if container_kind == "protocol":
                mods = []
            elif is_class:
                conv = m.convenience if m.convenience is not None else "convenience" in d.modifiers
                mods = ["public"]
                if m.required:
                    mods.append("required")
                elif conv:
                    mods.append("convenience")
                if m.override and not m.required:
                    mods.append("override")
            else:
                mods = ["public"]
        elif m.override:
            i = 0
            while i < len(mods) and mods[i] in ("public", "open"):
                i += 1
            mods.insert(i, "override")
        body = self.body_for(spec, m, container_kind)
        text = self.decl_text(d, mods, container_kind)
        for a in attrs:
            if attr_name(a) == "available":
                self.w(indent + a)
        inline = [a for a in attrs if attr_name(a) != "available"]
        prefix = (" ".join(inline) + " ") if inline else ""
        self.w(indent + prefix + text + body)

    def decl_text(self, d, mods, container_kind):
        rest = d.rest.strip()
        if d.kind in ("var", "let"):
            # `name: Type` without accessor clause
            mm = re.match(r"(`?[A-Za-z_][A-Za-z0-9_]*`?\s*:\s*.*?)\s*(\{[^{}]*\})?\s*$", rest)
            core = mm.group(1)
            kw = "var"
            if container_kind == "protocol":
                acc = mm.group(2) or "{ get }"
                return " ".join(mods + [kw, core]) + " " + acc
            return " ".join(mods + [kw, core])
        if d.kind == "init":
            return " ".join(mods + ["init" + rest])
        if d.kind == "func":
            return " ".join(mods + ["func", rest])
        if d.kind == "case":
            return "case " + rest
        if d.kind == "typealias":
            return " ".join(mods + ["typealias", rest])
        return " ".join(mods + [d.kind, rest])

    def body_for(self, spec, m, container_kind):
        d = m.decl
        if container_kind == "protocol" or d.kind in ("case", "typealias"):
            return ""
        if d.kind in ("var", "let"):
            acc = re.search(r"\{([^{}]*)\}\s*$", d.rest)
            settable = d.kind == "var" and (acc is None or "set" in acc.group(1))
            getter = "fatalError()"
            if m.value is not None:
                if m.value.startswith("."):
                    getter = m.value
                else:
                    getter = "%s(rawValue: %s)" % (spec.qname, m.value)
            if settable:
                return " { get { %s } set {} }" % getter
            return " { %s }" % getter
        if d.kind == "init" and container_kind == "struct" and d.key in ("init(rawValue:)", "init(_:)") \
                and len(d.params) == 1 and d.params[0][1] == "rawValue":
            return " { self.rawValue = rawValue }"
        return " { fatalError() }"


# --------------------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------------------

def print_report(gen, out=sys.stdout):
    r = gen.report
    n_members = sum(len(v) for v in gen.selected.values())
    out.write("UIKit stand-in: %d types, %d members\n" % (len(gen.selected), n_members))
    if hasattr(gen, "probe_count"):
        out.write("raw values read back from the SDK: %d of %d static option/enum members\n"
                  % (gen.probe_count[1], gen.probe_count[0]))
    for title, key in (("inherited (no declaration of their own in the SDK)", "inherited"),
                       ("mirrored from adopted protocols", "mirrored"),
                       ("added automatically", "auto"),
                       ("notes", "notes")):
        if r[key]:
            out.write("\n%s:\n" % title)
            for x in r[key]:
                out.write("  %s\n" % x)
    out.write("\ndropped (signature needs a type the allow-list lacks):\n")
    for x in r["dropped"] or ["(none)"]:
        out.write("  %s\n" % x)
    out.write("\nstand-in has, SDK lacks (allow-listed names the SDK does not declare):\n")
    for x in r["missing"] or ["(none)"]:
        out.write("  %s\n" % x)


def display_path(path):
    rel = os.path.relpath(path, REPO_ROOT)
    return path if rel.startswith("..") else rel


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sdk-root", default=os.environ.get("IOS_SDK_ROOT", DEFAULT_SDK_ROOT),
                    help="directory holding %s and res/ (default %s)" % (SDK_NAME, DEFAULT_SDK_ROOT))
    ap.add_argument("--sdk", help="the .sdk directory (default <sdk-root>/%s)" % SDK_NAME)
    ap.add_argument("--resource-dir", help="compiler resource dir (default <sdk-root>/res)")
    ap.add_argument("--module-cache", help="module cache (default <sdk-root>/module-cache)")
    ap.add_argument("--swift-bin", help="directory holding swiftc and swift-synthesize-interface")
    ap.add_argument("--allowlist", default=os.path.join(SCRIPT_DIR, "uikit-allowlist.txt"))
    ap.add_argument("--output", default=os.path.join(REPO_ROOT, "Tests", "UIKitStub", "UIKit.swift"))
    ap.add_argument("--check", action="store_true", help="do not write; fail if the output is stale")
    ap.add_argument("--save-interfaces", metavar="DIR", help="keep the synthesized interfaces here")
    args = ap.parse_args()
    args.sdk = args.sdk or os.path.join(args.sdk_root, SDK_NAME)
    args.resource_dir = args.resource_dir or os.path.join(args.sdk_root, "res")
    args.module_cache = args.module_cache or os.path.join(args.sdk_root, "module-cache")
    if not os.path.isdir(args.sdk):
        raise SystemExit("no SDK at %s (see ../shared/ios-typecheck/README.md)" % args.sdk)

    specs = parse_allowlist(args.allowlist)
    module_names = ["UIKit"] + sorted({s.module for s in specs} - {"UIKit"})
    modules = {}
    with tempfile.TemporaryDirectory() as tmp:
        workdir = args.save_interfaces or tmp
        os.makedirs(workdir, exist_ok=True)
        for name in module_names:
            text = synthesize(args, name, workdir)
            if name == "UIKit":
                text += ios17_additions(text)
            modules[name] = ModuleIndex(name, parse_interface(text, name))
    overlays = {}
    for name in module_names:
        path = os.path.join(args.sdk, "usr", "lib", "swift", name + ".swiftmodule",
                            "arm64-apple-ios.swiftinterface")
        text = ""
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                text = f.read()
        overlays[name] = OverlayInfo(text)

    gen = Generator(args, modules, overlays, specs)
    gen.run()
    text = Emitter(gen).emit()
    print_report(gen)

    status = 0
    if gen.report["dropped"]:
        status = 2
    if gen.report["missing"]:
        status = 1
    if args.check:
        old = open(args.output, encoding="utf-8").read() if os.path.exists(args.output) else ""
        if old != text:
            print("\n%s is stale; rerun without --check" % display_path(args.output))
            return status or 3
        print("\n%s is up to date" % display_path(args.output))
        return status
    os.makedirs(os.path.dirname(args.output), exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print("\nwrote %s (%d lines)" % (display_path(args.output), text.count("\n")))
    return status


if __name__ == "__main__":
    sys.exit(main())
