#!/usr/bin/env python3
# ===- scripts/check-function-size.py - short functions, shallow nesting --=== #
#
# Part of the twill project.
#
# ===----------------------------------------------------------------------=== #
"""Lists the functions of twill that are too long or nest too deeply.

The house rule (README, "Rules of the house"): no function body over
MAX_LINES lines and no nesting deeper than MAX_DEPTH. The scan reads the
sources as text, with comments, string and character literals (raw strings
too) and preprocessor lines blanked out, and follows the braces:

- A function is a brace block opened at namespace or class scope whose
  declaration head has a parameter list (``(``) and is not an initializer
  (``= {``). Constructor initializer lists (``: A{x}, B(y) {``) are
  stepped over. Lambdas and local classes count as part of their function.
- Its length is the number of lines from its opening brace to its closing
  brace, both included.
- Its depth is the deepest nesting of block braces inside the body (the
  body itself is depth 0; ``if (...) {`` inside it is 1). Braced
  initializers (``Foo{1, 2}``, ``return {A, B};``, ``= {...}``) do not
  count; an ``if`` or ``for`` without braces does not either, so this is a
  lower bound on the control-flow nesting.

Files owned by other work streams may stay over for now; they are named in
scripts/function-size-allowed.txt with their current figures, and an
allowed function fails only if it grows past those figures. Run by ctest as the test ``function-size``.

Usage:
  check-function-size.py [SOURCE_ROOT]           check; exit 1 on a finding
  check-function-size.py --list [SOURCE_ROOT]    print every function over
                                                 the aim, allowed or not
"""

import os
import re
import sys

MAX_LINES = 100
MAX_DEPTH = 4

# Folders scanned, relative to the source root.
SCANNED = ["lib", "tools"]

# Functions still over the aim, with the figures they may not exceed: see
# the file for who owns them.
ALLOWED_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                            "function-size-allowed.txt")


def read_allowed(path):
    """(path, function) -> (lines, depth) from the allow-list file."""
    allowed = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split("#", 1)[0].split()
            if fields:
                allowed[(fields[0], fields[1])] = (int(fields[2]),
                                                   int(fields[3]))
    return allowed


IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
RAW_STRING_RE = re.compile(r'(?:u8|[uUL])?R"([^()\\ ]{0,16})\(')


def blank(text):
    """Returns text with comments, literals and preprocessor lines replaced
    by spaces; newlines are kept so that offsets map to the same lines."""
    out = []
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if c == "\n":
            out.append(c)
            i += 1
            at_line_start = True
            continue
        if at_line_start and c in " \t":
            out.append(c)
            i += 1
            continue
        if at_line_start and c == "#":
            # A preprocessor line, with its continuations.
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    out.append(" \n")
                    i += 2
                    continue
                out.append(" ")
                i += 1
            continue
        at_line_start = False
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out.append(" ")
                i += 1
            continue
        if text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
            continue
        m = RAW_STRING_RE.match(text, i)
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = ")" + m.group(1) + '"'
            end = text.find(close, m.end())
            end = n if end < 0 else end + len(close)
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:end - 1]) + '"')
            i = end
            continue
        if c == '"' or (c == "'" and not (i > 0 and text[i - 1].isalnum())):
            # A string or character literal (a digit separator such as
            # 1'000 is preceded by a digit, so it is not taken for one).
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (min(j, n) - i - 1) + (c if j < n else ""))
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out)


def prev_token(code, pos):
    """The significant token that ends just before pos ('' at the start)."""
    j = pos - 1
    while j >= 0 and code[j].isspace():
        j -= 1
    if j < 0:
        return ""
    if code[j].isalnum() or code[j] == "_":
        k = j
        while k >= 0 and (code[k].isalnum() or code[k] == "_"):
            k -= 1
        return code[k + 1:j + 1]
    if code[j] == ">" and j > 0 and code[j - 1] == "-":
        return "->"
    return code[j]


def matching_close(code, pos, open_ch, close_ch):
    """Index of the bracket that closes the one at pos."""
    depth = 0
    for k in range(pos, len(code)):
        if code[k] == open_ch:
            depth += 1
        elif code[k] == close_ch:
            depth -= 1
            if depth == 0:
                return k
    return len(code) - 1


BLOCK_AFTER = {")", "]", "else", "do", "try", "{", "}", ";", ":", "mutable",
               "const", "noexcept", "override", "final", ""}


def is_block_brace(code, pos):
    """Whether the '{' at pos inside a function opens a block (a body, a
    compound statement, a lambda body) rather than a braced initializer."""
    tok = prev_token(code, pos)
    if tok in BLOCK_AFTER:
        return True
    # A lambda with a trailing return type: '[...](...) -> T {'.
    stmt_start = max(code.rfind(";", 0, pos), code.rfind("{", 0, pos),
                     code.rfind("}", 0, pos))
    head = code[stmt_start + 1:pos]
    return bool(re.search(r"\)\s*(mutable\s*)?->\s*[\w:<>,\s*&]+$", head))


def function_name(head):
    """The (qualified) name before the parameter list of a declaration head."""
    depth = 0
    for k, ch in enumerate(head):
        if ch == "<":
            depth += 1
        elif ch == ">" and depth > 0:
            depth -= 1
        elif ch == "(" and depth == 0:
            m = re.search(r"((?:[A-Za-z_]\w*\s*(?:<[^()]*>)?\s*::\s*)*"
                          r"(?:operator\s*[^\s(]+|~?[A-Za-z_]\w*))\s*$",
                          head[:k])
            if m:
                return re.sub(r"\s+", "", m.group(1))
            return "?"
    return "?"


def classify_head(head):
    """'function', 'scope' (namespace, class, extern block) or 'data'."""
    h = head.strip()
    if re.match(r"^(template\s*<.*>\s*)?(namespace|class|struct|union)\b", h,
                re.S) and "(" not in h.split("{")[0].split(":")[0]:
        return "scope"
    if re.match(r"^extern\s*\"", h) or h.startswith("namespace"):
        return "scope"
    if re.match(r"^(typedef\s+)?enum\b", h):
        return "data"
    if "(" not in h:
        return "data"
    # An initializer: an '=' outside parentheses before the first '('.
    before = h[:h.index("(")]
    if re.search(r"(?<![=!<>+\-*/%&|^])=(?!=)", before) and "operator" not in before:
        return "data"
    return "function"


def scan_file(path):
    """Yields (name, first_line, lines, depth) for each function in path."""
    with open(path, encoding="utf-8", errors="replace") as f:
        code = blank(f.read())
    results = []

    def line_of(pos):
        return code.count("\n", 0, pos) + 1

    def scan_scope(start, end):
        head_start = start
        i = start
        while i < end:
            ch = code[i]
            if ch in ";}":
                head_start = i + 1
            elif ch == "(":
                i = matching_close(code, i, "(", ")")
            elif ch == "{":
                head = code[head_start:i]
                close = matching_close(code, i, "{", "}")
                # A member initializer in a constructor's list: step over it.
                if re.search(r"\)\s*(noexcept\s*)?:(?!:)", head) and \
                        prev_token(code, i) not in (")", "const", "noexcept",
                                                    "override", "final", "}"):
                    i = close + 1
                    continue
                kind = classify_head(head)
                if kind == "scope":
                    scan_scope(i + 1, close)
                elif kind == "function":
                    depth = body_depth(i, close)
                    first, last = line_of(i), line_of(close)
                    results.append((function_name(head), line_of(head_start +
                                    len(head) - len(head.lstrip())),
                                    last - first + 1, depth))
                i = close + 1
                head_start = i
                continue
            i += 1

    def body_depth(open_pos, close_pos):
        stack = []  # True for a block brace, False for an initializer
        depth = best = 0
        for k in range(open_pos + 1, close_pos):
            ch = code[k]
            if ch == "{":
                block = is_block_brace(code, k)
                stack.append(block)
                if block:
                    depth += 1
                    best = max(best, depth)
            elif ch == "}" and stack:
                if stack.pop():
                    depth -= 1
        return best

    scan_scope(0, len(code))
    return results


def scan_tree(root):
    found = []
    for folder in SCANNED:
        for dirpath, _, files in os.walk(os.path.join(root, folder)):
            for name in sorted(files):
                if not name.endswith((".cpp", ".h", ".inc")):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)
                for fn, line, lines, depth in scan_file(path):
                    found.append((rel, fn, line, lines, depth))
    found.sort()
    return found


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    list_only = "--list" in argv
    root = args[0] if args else os.path.join(os.path.dirname(__file__), "..")
    allowed_list = read_allowed(ALLOWED_FILE)
    failures = 0
    still_over = set()
    for rel, fn, line, lines, depth in scan_tree(root):
        if lines <= MAX_LINES and depth <= MAX_DEPTH:
            continue
        still_over.add((rel, fn))
        allowed = allowed_list.get((rel, fn))
        what = "%s:%d: %s: %d lines, depth %d" % (rel, line, fn, lines, depth)
        if list_only:
            print(what + ("  (allowed)" if allowed else ""))
            continue
        if allowed and lines <= allowed[0] and depth <= allowed[1]:
            continue
        failures += 1
        print("%s (aim: at most %d lines, depth %d%s)" %
              (what, MAX_LINES, MAX_DEPTH,
               "; allowed up to %d lines, depth %d" % allowed if allowed
               else ""))
    # Not a failure: an allow-list entry whose function was split or renamed.
    for rel, fn in sorted(set(allowed_list) - still_over):
        print("note: %s: %s is no longer over the aim; remove it from %s" %
              (rel, fn, os.path.basename(ALLOWED_FILE)))
    if failures:
        print("%d function(s) over the aim; split them along the lines they "
              "already name (README, Rules of the house)" % failures)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
