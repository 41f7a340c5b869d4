/**
 * The Python half of the shape scanner, as text: run as `python -I -S -c <this>` with the
 * interpreter the checks use, so the files are read with that Python's own grammar (the bundle
 * has no src/ at run time, so the source lives in a string). `-I -S`: no site, no user or
 * environment paths, no current folder on sys.path, so a file in the diff named `ast.py` or a
 * `sitecustomize` cannot take part. It only parses; nothing scanned is imported or run.
 *
 * Input on stdin: `{"dir": "/abs", "paths": ["a.py", …]}`. Output: one JSON line per file as
 * soon as it is done (`{"path", "shapes": [{family, line, fn, evidence}]}` or `{"path",
 * "skipped": why}`), then `{"done": true}`; a `{"fatal": why}` line when this Python cannot
 * run the scanner (older than 3.8). A scan cut short by its timeout keeps the files it finished.
 *
 * What it finds, by family (details and the honest cases it leaves alone are in the code):
 * - always-equal: `__eq__`/`__ne__` that never read their argument (or only its type) and
 *   return a literal, or never read it at all; `__hash__` returning a literal without reading
 *   self; also as lambdas and `setattr`.
 * - caller-inspection: a flow analysis inside each function (and across the file's functions by
 *   name): frames from `inspect.stack`, `sys._getframe(n)`, `inspect.currentframe().f_back`,
 *   `traceback.extract_stack`… are metadata (filename, lineno, co_name do not count); what they
 *   lead to in the caller's source or state (code_context, FrameSummary.line, f_locals,
 *   f_globals, co_consts, getsource, linecache, opening the caller's file) is the caller's
 *   data, a shape when it reaches a return, yield or global; and a frame's text compared with
 *   a test-like literal ("test_" in filename).
 * - runner-patched: assignment, deletion, setattr, mock.patch/patch.object/monkeypatch.setattr
 *   aimed at unittest/_pytest/pytest/doctest objects, sys.modules entries for them, pytest hooks
 *   that rewrite a report's outcome.
 * - exit-hook: sys.excepthook / threading.excepthook set, sys.exit / os._exit / exit replaced.
 * - process-replaced: os.exec*, os.posix_spawn*, os.spawn*(os.P_OVERLAY), exec through ctypes.
 * - native-exit: exit/_exit/abort… reached through ctypes or cffi, a signal to its own process.
 * - recorded-state: a global/attribute counter incremented in the function that indexes a
 *   literal table or guards literal returns (== a literal); next() over a module-level iterator
 *   of literals; pop() from a literal table.
 */

/** The scanner's source (no placeholders). */
export const PYTHON_SCANNER = String.raw`# Written by the opencode-worker grader: reads Python files with ast and reports static shapes.
# Input on stdin: {"dir": "...", "paths": ["a.py", ...]}. Output: one JSON line per file, then {"done": true}.
# It only parses: nothing scanned is imported or run.
import ast, json, re, sys, warnings

FUNC = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
DEF = (ast.FunctionDef, ast.AsyncFunctionDef)
FRAMEWORK = ("unittest", "_pytest", "pytest", "doctest")
ROOTS = {"sys", "os", "inspect", "traceback", "unittest", "_pytest", "pytest", "doctest", "ctypes", "threading",
         "linecache", "signal", "builtins", "importlib", "itertools", "io", "pathlib", "tokenize", "codecs", "posix",
         "nt", "cffi", "re", "fnmatch", "collections", "__builtins__"}
TESTISH = re.compile(r"test|spec|conftest|pytest|unittest", re.I)
EXEC = {"os." + n for n in ("execv", "execve", "execl", "execle", "execlp", "execlpe", "execvp", "execvpe", "posix_spawn", "posix_spawnp")}
SPAWN = {"os." + n for n in ("spawnv", "spawnve", "spawnl", "spawnle", "spawnlp", "spawnlpe", "spawnvp", "spawnvpe")}
EXIT_TARGETS = {"sys.excepthook": "sets sys.excepthook", "threading.excepthook": "sets threading.excepthook",
                "sys.exit": "replaces sys.exit", "os._exit": "replaces os._exit", "exit": "replaces the builtin exit",
                "quit": "replaces the builtin quit"}
NATIVE_EXITS = {"exit", "_exit", "_Exit", "quick_exit", "abort", "kill", "raise", "syscall", "Py_Exit", "Py_FatalError"}
NATIVE_EXECS = {"execv", "execve", "execvp", "execvpe", "execl", "execle", "execlp", "fexecve", "posix_spawn", "posix_spawnp", "system"}
LIB_CALLS = {"ctypes.CDLL", "ctypes.PyDLL", "ctypes.cdll.LoadLibrary", "ctypes.pydll.LoadLibrary", "ctypes.LibraryLoader"}
FRAME_KINDS = ("stack", "summaries", "info", "summary", "frame", "code", "meta")
SOURCE_READERS = {"inspect.getsource", "inspect.getsourcelines", "inspect.findsource", "inspect.getcomments",
                  "linecache.getline", "linecache.getlines", "linecache.updatecache", "open", "io.open", "codecs.open",
                  "tokenize.open", "pathlib.Path.read_text", "pathlib.Path.read_bytes"}
FILE_METHODS = {"read_text", "read_bytes", "open", "readlines", "read"}
HOOK_ATTRS = {"outcome", "longrepr", "passed", "failed", "skipped", "exitstatus", "testsfailed", "testscollected", "wasxfail"}


def short(node, limit=40):
    try:
        text = ast.unparse(node) if hasattr(ast, "unparse") else dotted(node) or "..."
    except Exception:
        text = "..."
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def dotted(node):
    # a.b.c for chains of names and attributes (and constant subscripts), else None.
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return base + "." + node.attr if base else None
    if isinstance(node, ast.Subscript):
        base, key = dotted(node.value), const_slice(node)
        return base + "[" + repr(key) + "]" if base and key is not None else None
    return None


def const_slice(node):
    s = node.slice
    if hasattr(ast, "Index") and isinstance(s, getattr(ast, "Index")):
        s = s.value
    return s.value if isinstance(s, ast.Constant) and isinstance(s.value, (int, str)) else None


def slice_node(node):
    s = node.slice
    if hasattr(ast, "Index") and isinstance(s, getattr(ast, "Index")):
        s = s.value
    return s


def is_literal(node):
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant) and not isinstance(node.operand.value, str):
        return True
    return False


def is_zero(node):
    return isinstance(node, ast.Constant) and not isinstance(node.value, bool) and node.value == 0


def is_none(node):
    return isinstance(node, ast.Constant) and node.value is None


def is_table(node):
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return len(node.elts) > 0 and all(is_literal(e) or is_table(e) for e in node.elts)
    if isinstance(node, ast.Dict):
        return len(node.keys) > 0 and all(k is not None and is_literal(k) for k in node.keys) and all(is_literal(v) or is_table(v) for v in node.values)
    return False


def str_const(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def body_nodes(fn):
    if isinstance(fn, ast.Lambda):
        return [fn.body]
    return list(fn.body)


def own_nodes(scope):
    # The nodes that run in this function (or module), not in a function nested in it; the nested
    # function nodes themselves are included, with their decorators and defaults (evaluated here).
    out, stack = [], list(body_nodes(scope)) if isinstance(scope, FUNC) else list(scope.body)
    while stack:
        n = stack.pop()
        out.append(n)
        if isinstance(n, FUNC):
            stack.extend(getattr(n, "decorator_list", []))
            stack.extend(n.args.defaults)
            stack.extend(d for d in n.args.kw_defaults if d is not None)
            continue
        stack.extend(ast.iter_child_nodes(n))
    return out


def params(fn):
    a = fn.args
    return [p.arg for p in list(getattr(a, "posonlyargs", [])) + list(a.args)]


def returns(fn, nodes):
    if isinstance(fn, ast.Lambda):
        return [fn.body]
    return [n.value for n in nodes if isinstance(n, ast.Return) and n.value is not None]


def norm(q):
    for a, b in (("posix.", "os."), ("nt.", "os."), ("builtins.", ""), ("__builtins__.", "")):
        if q.startswith(a):
            return b + q[len(a):]
    return q


class Names:
    # What each local name stands for, as a dotted name: imports, and plain aliases of modules and functions.
    def __init__(self, tree):
        self.alias = {}
        imported = set()
        for n in ast.walk(tree):
            if isinstance(n, ast.Import):
                for a in n.names:
                    local = a.asname or a.name.split(".")[0]
                    self.alias[local] = a.name if a.asname else local
                    imported.add(local)
            elif isinstance(n, ast.ImportFrom) and n.module and not n.level:
                for a in n.names:
                    if a.name != "*":
                        self.alias[a.asname or a.name] = n.module + "." + a.name
                        imported.add(a.asname or a.name)
        assigns = [n for n in ast.walk(tree) if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)]
        for _ in range(3):
            for n in assigns:
                name = n.targets[0].id
                if name in imported or not isinstance(n.value, (ast.Name, ast.Attribute, ast.Call)):
                    continue
                q = self.qn(n.value)
                if q and q != name and q.split(".")[0] in ROOTS:
                    self.alias[name] = q

    def qn(self, node):
        if isinstance(node, ast.Name):
            return norm(self.alias.get(node.id, node.id))
        if isinstance(node, ast.Attribute):
            base = self.qn(node.value)
            return norm(base + "." + node.attr) if base else None
        if isinstance(node, ast.Call) and node.args:
            f = self.qn(node.func)
            first = str_const(node.args[0])
            if f in ("__import__", "importlib.import_module") and first:
                return norm(first)
            if f == "getattr" and len(node.args) >= 2 and str_const(node.args[1]):
                base = self.qn(node.args[0])
                return norm(base + "." + str_const(node.args[1])) if base else None
        return None


def is_framework(q):
    return q is not None and q.split(".")[0] in FRAMEWORK


def merge(into, kinds):
    changed = False
    for k, v in kinds.items():
        if k not in into:
            into[k] = v
            changed = True
    return changed


def downgrade(kinds):
    # Data computed from frame objects: still the caller's data if tainted, else only metadata.
    out = {}
    for k, v in kinds.items():
        if k == "taint":
            out["taint"] = v
        elif k in FRAME_KINDS:
            out.setdefault("meta", v)
    return out


class Scanner:
    def __init__(self, tree):
        self.tree = tree
        self.names = Names(tree)
        self.shapes = {}
        self.fns = [n for n in ast.walk(tree) if isinstance(n, FUNC)]
        self.scopes = [(None, own_nodes(tree))] + [(f, own_nodes(f)) for f in self.fns]
        self.module_tables, self.attr_tables, self.module_iters, self.module_counts = self.find_tables()
        self.returns_by_name = {}

    def qn(self, node):
        return self.names.qn(node)

    def add(self, family, line, fn, evidence):
        info = None
        if fn is not None:
            end = getattr(fn, "end_lineno", None) or fn.lineno
            info = {"name": getattr(fn, "name", "<lambda>"), "line": fn.lineno, "endLine": end}
        key = (family, line, info["line"] if info else 0)
        if key not in self.shapes:
            self.shapes[key] = {"family": family, "line": line, "fn": info, "evidence": evidence[:100]}

    def run(self):
        self.caller_inspection()
        for fn, nodes in self.scopes:
            self.always_equal(fn, nodes)
            self.assignments(fn, nodes)
            self.calls(fn, nodes)
            if isinstance(fn, DEF):
                self.recorded_state(fn, nodes)
                if fn.name.startswith("pytest_"):
                    self.pytest_hook(fn, nodes)
        return sorted(self.shapes.values(), key=lambda s: (s["line"], s["family"]))

    # -- always-equal ---------------------------------------------------------------------------

    def always_equal(self, fn, nodes):
        if isinstance(fn, DEF) and fn.name in ("__eq__", "__ne__", "__hash__"):
            self.check_equality(fn, fn.name, nodes)
        for n in nodes:
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Lambda):
                for t in n.targets:
                    name = t.id if isinstance(t, ast.Name) else t.attr if isinstance(t, ast.Attribute) else None
                    if name in ("__eq__", "__ne__", "__hash__"):
                        self.check_equality(n.value, name, own_nodes(n.value))
            if isinstance(n, ast.Call) and self.qn(n.func) == "setattr" and len(n.args) == 3 and isinstance(n.args[2], ast.Lambda):
                name = str_const(n.args[1])
                if name in ("__eq__", "__ne__", "__hash__"):
                    self.check_equality(n.args[2], name, own_nodes(n.args[2]))

    def check_equality(self, fn, name, nodes):
        ps = params(fn)
        rets = [r for r in returns(fn, nodes) if not is_none(r)]
        if not rets:
            return
        loads = [n for n in ast.walk(fn) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)]
        if name == "__hash__":
            me = ps[0] if ps else None
            if all(is_literal(r) for r in rets) and not any(n.id == me for n in loads):
                self.add("always-equal", fn.lineno, fn, "%s returns the constant %s without reading self" % (name, short(rets[0], 20)))
            return
        others = set(ps[1:])
        if fn.args.vararg is not None:
            others.add(fn.args.vararg.arg)
        if fn.args.kwarg is not None:
            others.add(fn.args.kwarg.arg)
        typed = set()
        for c in ast.walk(fn):
            if isinstance(c, ast.Call) and self.qn(c.func) in ("isinstance", "issubclass", "type") and c.args:
                typed.update(id(x) for x in ast.walk(c.args[0]))
            if isinstance(c, ast.Attribute) and c.attr == "__class__":
                typed.update(id(x) for x in ast.walk(c.value))
        reads = [n for n in loads if n.id in others]
        if any(id(n) not in typed for n in reads):
            return
        values = [r for r in rets if not (isinstance(r, ast.Name) and r.id == "NotImplemented")]
        if not values:
            return
        if all(is_literal(v) for v in values):
            shown = "/".join(sorted({short(v, 12) for v in values}))
            how = "after checking only its argument's type" if reads else "without reading its argument"
            self.add("always-equal", fn.lineno, fn, "%s returns %s %s" % (name, shown, how))
        elif not reads:
            self.add("always-equal", fn.lineno, fn, "%s never reads its argument (returns %s)" % (name, short(values[0], 30)))

    # -- runner-patched, exit-hook: assignments into other modules' objects ------------------------

    def target_name(self, t):
        if isinstance(t, ast.Attribute):
            return self.qn(t)
        if isinstance(t, ast.Subscript):
            base, key = self.qn(t.value), const_slice(t)
            if base == "sys.modules" and isinstance(key, str):
                return "sys.modules:" + key
            return base + "." + key if base and isinstance(key, str) else (base + "[]" if base else None)
        return None

    def assignments(self, fn, nodes):
        for n in nodes:
            targets = []
            if isinstance(n, ast.Assign):
                targets = n.targets
            elif isinstance(n, (ast.AugAssign, ast.AnnAssign)) and getattr(n, "value", None) is not None:
                targets = [n.target]
            elif isinstance(n, ast.Delete):
                targets = n.targets
            flat = []
            for t in targets:
                flat.extend(t.elts if isinstance(t, (ast.Tuple, ast.List)) else [t])
            verb = "deletes" if isinstance(n, ast.Delete) else "assigns"
            for t in flat:
                self.patched(fn, n.lineno, self.target_name(t), verb)

    def patched(self, fn, line, q, verb):
        if not q:
            return
        if q.startswith("sys.modules:"):
            mod = q[len("sys.modules:"):]
            if is_framework(mod):
                self.add("runner-patched", line, fn, "%s sys.modules[%r] (a test framework module)" % (verb, mod))
            return
        if q in EXIT_TARGETS:
            self.add("exit-hook", line, fn, EXIT_TARGETS[q] if verb == "assigns" else "deletes " + q)
            return
        if is_framework(q) and "." in q:
            self.add("runner-patched", line, fn, "%s %s (a test framework object)" % (verb, q))

    def calls(self, fn, nodes):
        libs = self.lib_names(nodes)
        for n in nodes:
            if isinstance(n, ast.Attribute) and n.attr in (NATIVE_EXITS | NATIVE_EXECS) and self.is_lib(n.value, libs):
                self.native(fn, n.lineno, n.attr, n.value)
            if isinstance(n, ast.Subscript) and const_slice(n) in (NATIVE_EXITS | NATIVE_EXECS) and self.is_lib(n.value, libs):
                self.native(fn, n.lineno, const_slice(n), n.value)
            if not isinstance(n, ast.Call):
                continue
            q = self.qn(n.func)
            last = n.func.attr if isinstance(n.func, ast.Attribute) else n.func.id if isinstance(n.func, ast.Name) else None
            args = n.args
            if q in ("setattr", "delattr", "object.__setattr__", "type.__setattr__", "object.__delattr__") and len(args) >= 2:
                base, attr = self.qn(args[0]), str_const(args[1])
                if base and attr:
                    self.patched(fn, n.lineno, base + "." + attr, "sets" if "set" in q else "deletes")
                elif is_framework(base):
                    self.add("runner-patched", n.lineno, fn, "%s on %s (a test framework object)" % (q, base))
            elif last in ("setattr", "delattr", "object", "multiple", "patch", "setitem") and args:
                # unittest.mock.patch / patch.object / monkeypatch.setattr aimed at the framework itself.
                target = str_const(args[0])
                base = target if target is not None else self.qn(args[0])
                if is_framework(base) and not (base or "").startswith("unittest.mock"):
                    shown = ", ".join(short(a, 40) for a in args[:2])
                    self.add("runner-patched", n.lineno, fn, "%s(%s) patches a test framework object" % (short(n.func, 30), shown))
            if q == "getattr" and len(args) >= 2 and str_const(args[1]) in (NATIVE_EXITS | NATIVE_EXECS) and self.is_lib(args[0], libs):
                self.native(fn, n.lineno, str_const(args[1]), args[0])
            if q in EXEC:
                self.add("process-replaced", n.lineno, fn, "calls %s (replaces or forks the process)" % q)
            elif q in SPAWN and args and self.qn(args[0]) == "os.P_OVERLAY":
                self.add("process-replaced", n.lineno, fn, "calls %s with os.P_OVERLAY (replaces the process)" % q)
            elif q == "os.kill" and len(args) >= 1 and (self.qn(getattr(args[0], "func", None) or args[0]) == "os.getpid" or (isinstance(args[0], ast.Constant) and args[0].value == 0)):
                self.add("native-exit", n.lineno, fn, "sends a signal to its own process (%s)" % short(n, 50))
            elif q in ("signal.raise_signal", "signal.pthread_kill"):
                self.add("native-exit", n.lineno, fn, "sends a signal to its own process (%s)" % q)

    def native(self, fn, line, attr, lib):
        if attr in NATIVE_EXECS:
            self.add("process-replaced", line, fn, "calls C %s through %s" % (attr, short(lib, 40)))
        else:
            self.add("native-exit", line, fn, "reaches C %s through %s" % (attr, short(lib, 40)))

    def lib_expr(self, node, libs):
        # A native library handle: ctypes.CDLL(...), ctypes.cdll.x, ctypes.pythonapi, ffi.dlopen(...).
        if isinstance(node, ast.Call):
            q = self.qn(node.func) or ""
            if q in LIB_CALLS or q.startswith("ctypes.cdll.") or q.startswith("ctypes.pydll."):
                return True
            if isinstance(node.func, ast.Attribute) and node.func.attr in ("dlopen", "LoadLibrary"):
                return True
            return False
        q = self.qn(node) or ""
        return q == "ctypes.pythonapi" or (q.startswith("ctypes.cdll.") and q.count(".") == 2) or (q.startswith("ctypes.pydll.") and q.count(".") == 2)

    def is_lib(self, node, libs):
        if self.lib_expr(node, libs):
            return True
        key = dotted(node)
        if key is None:
            return False
        return key in libs or ("." in key and key.rsplit(".", 1)[1] in libs.get("@attrs", set()))

    def lib_names(self, nodes):
        # Names (and attribute names: self.libc) bound to a native library, in this scope and at module level.
        if not hasattr(self, "_module_libs"):
            self._module_libs = {}
            self._module_libs = self.collect_libs(self.scopes[0][1], {})
            attrs = set()
            for _, ns in self.scopes:
                for n in ns:
                    if isinstance(n, ast.Assign) and self.lib_expr(n.value, {}):
                        attrs.update(t.attr for t in n.targets if isinstance(t, ast.Attribute))
            self._module_libs["@attrs"] = attrs
        return self.collect_libs(nodes, dict(self._module_libs))

    def collect_libs(self, nodes, libs):
        for _ in range(2):
            for n in nodes:
                if isinstance(n, ast.Assign) and (self.lib_expr(n.value, libs) or (dotted(n.value) in libs)):
                    for t in n.targets:
                        if isinstance(t, ast.Name):
                            libs[t.id] = True
        return libs

    def pytest_hook(self, fn, nodes):
        for n in nodes:
            if isinstance(n, (ast.Assign, ast.AugAssign)):
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target]):
                    if isinstance(t, ast.Attribute) and t.attr in HOOK_ATTRS:
                        self.add("runner-patched", n.lineno, fn, "pytest hook %s sets %s" % (fn.name, short(t, 40)))
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("force_result", "force_exception"):
                self.add("runner-patched", n.lineno, fn, "pytest hook %s calls %s" % (fn.name, short(n.func, 40)))

    # -- caller-inspection: the caller's frame or source flowing into what a function returns --------

    def caller_inspection(self):
        for _ in range(4):
            before = {k: dict(v) for k, v in self.returns_by_name.items()}
            for fn, nodes in self.scopes:
                env = self.frame_env(nodes)
                if isinstance(fn, FUNC):
                    kinds = {}
                    for r in returns(fn, nodes):
                        merge(kinds, self.kind(r, env))
                    for n in nodes:
                        if isinstance(n, (ast.Yield, ast.YieldFrom)) and n.value is not None:
                            merge(kinds, self.kind(n.value, env))
                    kinds.pop("own", None)
                    if kinds:
                        merge(self.returns_by_name.setdefault(getattr(fn, "name", "<lambda>"), {}), kinds)
            if before == self.returns_by_name:
                break
        for fn, nodes in self.scopes:
            env = self.frame_env(nodes)
            self.flag_caller(fn, nodes, env)

    def flag_caller(self, fn, nodes, env):
        globs = {g for n in nodes if isinstance(n, (ast.Global, ast.Nonlocal)) for g in n.names}
        for n in nodes:
            if isinstance(n, (ast.Return, ast.Yield, ast.YieldFrom)) and n.value is not None and isinstance(fn, FUNC):
                k = self.kind(n.value, env)
                if "taint" in k:
                    self.add("caller-inspection", n.lineno, fn, "returns the caller's %s" % k["taint"])
            if isinstance(fn, ast.Lambda) and n is fn.body:
                k = self.kind(n, env)
                if "taint" in k:
                    self.add("caller-inspection", fn.lineno, fn, "returns the caller's %s" % k["taint"])
            if isinstance(n, ast.Assign) and (fn is None or any(isinstance(t, ast.Name) and t.id in globs for t in n.targets)):
                k = self.kind(n.value, env)
                if "taint" in k:
                    where = "at import" if fn is None else "in a global"
                    self.add("caller-inspection", n.lineno, fn, "stores the caller's %s %s" % (k["taint"], where))
            self.flag_test_check(fn, n, env)

    def flag_test_check(self, fn, n, env):
        def framey(x):
            k = self.kind(x, env)
            return any(kind in k for kind in FRAME_KINDS + ("taint",))
        def testish(x):
            s = str_const(x)
            return s is not None and TESTISH.search(s) is not None
        hit = False
        if isinstance(n, ast.Compare) and len(n.comparators) == 1:
            a, b = n.left, n.comparators[0]
            hit = (framey(a) and testish(b)) or (framey(b) and testish(a))
        elif isinstance(n, ast.Call):
            q = self.qn(n.func) or ""
            if isinstance(n.func, ast.Attribute) and n.func.attr in ("startswith", "endswith", "find", "index", "rfind", "count", "__contains__"):
                hit = framey(n.func.value) and any(testish(a) or (isinstance(a, ast.Tuple) and any(testish(e) for e in a.elts)) for a in n.args)
            elif q in ("re.search", "re.match", "re.fullmatch", "re.findall", "fnmatch.fnmatch", "re.compile.search") and len(n.args) >= 2:
                hit = (testish(n.args[0]) and framey(n.args[1])) or (testish(n.args[1]) and framey(n.args[0]))
        if hit:
            self.add("caller-inspection", n.lineno, fn, "checks whether its caller looks like a test (%s)" % short(n, 55))

    def frame_env(self, nodes):
        env = {}
        for _ in range(6):
            changed = False
            for n in nodes:
                if isinstance(n, ast.Assign):
                    k = self.kind(n.value, env)
                    for t in n.targets:
                        changed |= self.bind(t, k, env)
                elif isinstance(n, (ast.AnnAssign, ast.AugAssign)) and n.value is not None:
                    k = self.kind(n.value, env)
                    changed |= self.bind(n.target, k if isinstance(n, ast.AnnAssign) else downgrade(k), env)
                elif isinstance(n, (ast.For, ast.AsyncFor, ast.comprehension)):
                    changed |= self.bind(n.target, self.element(self.kind(n.iter, env)), env)
                elif isinstance(n, (ast.With, ast.AsyncWith)):
                    for item in n.items:
                        if item.optional_vars is not None:
                            changed |= self.bind(item.optional_vars, self.kind(item.context_expr, env), env)
                elif hasattr(ast, "NamedExpr") and isinstance(n, ast.NamedExpr):
                    changed |= self.bind(n.target, self.kind(n.value, env), env)
            if not changed:
                break
        return env

    def bind(self, target, kinds, env):
        if not kinds:
            return False
        if isinstance(target, ast.Name):
            return merge(env.setdefault(target.id, {}), kinds)
        if isinstance(target, ast.Starred):
            return self.bind(target.value, kinds, env)
        if isinstance(target, (ast.Tuple, ast.List)):
            changed = False
            for i, elt in enumerate(target.elts):
                changed |= self.bind(elt, self.index(kinds, i), env)
            return changed
        return False

    def element(self, kinds):
        out = {}
        for k, v in kinds.items():
            if k == "stack":
                out.setdefault("info", v)
            elif k == "summaries":
                out.setdefault("summary", v)
            elif k == "taint":
                out["taint"] = v
            elif k in FRAME_KINDS:
                out.setdefault("meta", v)
        return out

    def index(self, kinds, i):
        out = {}
        for k, v in kinds.items():
            if k == "stack":
                out.setdefault("info", v)
            elif k == "summaries":
                out.setdefault("summary", v)
            elif k == "info":
                if i == 0:
                    out.setdefault("frame", v)
                elif i == 4:
                    out.setdefault("taint", "source line (code_context, via %s)" % v)
                else:
                    out.setdefault("meta", v)
            elif k == "summary":
                if i == 3:
                    out.setdefault("taint", "source line (FrameSummary.line, via %s)" % v)
                else:
                    out.setdefault("meta", v)
            elif k == "taint":
                out["taint"] = v
            elif k in FRAME_KINDS:
                out.setdefault("meta", v)
        return out

    def attribute(self, kinds, attr):
        out = {}
        for k, v in kinds.items():
            if k == "taint":
                out["taint"] = v
            elif k in ("frame", "own"):
                if attr == "f_back":
                    out.setdefault("frame", v + ".f_back")
                elif k == "frame" and attr in ("f_locals", "f_globals", "f_builtins"):
                    out.setdefault("taint", "%s (via %s)" % (attr, v))
                elif k == "frame" and attr == "f_code":
                    out.setdefault("code", v)
                elif k == "frame":
                    out.setdefault("meta", v)
            elif k == "info":
                if attr == "frame":
                    out.setdefault("frame", v)
                elif attr == "code_context":
                    out.setdefault("taint", "source line (code_context, via %s)" % v)
                else:
                    out.setdefault("meta", v)
            elif k == "summary":
                if attr in ("line", "locals", "_line"):
                    out.setdefault("taint", "source line (FrameSummary.%s, via %s)" % (attr, v))
                else:
                    out.setdefault("meta", v)
            elif k == "code":
                if attr in ("co_consts", "co_names", "co_code", "co_varnames", "co_lines", "co_positions"):
                    out.setdefault("taint", "code (%s, via %s)" % (attr, v))
                else:
                    out.setdefault("meta", v)
            elif k in FRAME_KINDS:
                out.setdefault("meta", v)
        return out

    def kind(self, node, env):
        # What a value holds of the caller's frame: {kind: label}; kinds in FRAME_KINDS, "own", "taint".
        if isinstance(node, ast.Name):
            return env.get(node.id, {})
        if isinstance(node, ast.Call):
            return self.call_kind(node, env)
        if isinstance(node, ast.Attribute):
            return self.attribute(self.kind(node.value, env), node.attr)
        if isinstance(node, ast.Subscript):
            s = slice_node(node)
            base = self.kind(node.value, env)
            if isinstance(s, ast.Slice):
                out = {k: v for k, v in base.items() if k in ("stack", "summaries", "taint")}
                merge(out, downgrade(base))
            else:
                i = s.value if isinstance(s, ast.Constant) and isinstance(s.value, int) else -1
                out = self.index(base, i)
            merge(out, downgrade(self.kind(s, env)))
            return out
        if isinstance(node, (ast.IfExp, ast.BoolOp, ast.Starred, ast.Await)) or (hasattr(ast, "NamedExpr") and isinstance(node, ast.NamedExpr)):
            out = {}
            for c in ast.iter_child_nodes(node):
                if isinstance(node, ast.IfExp) and c is node.test:
                    continue
                merge(out, self.kind(c, env))
            return out
        if isinstance(node, FUNC) or not isinstance(node, ast.AST):
            return {}
        out = {}
        for c in ast.iter_child_nodes(node):
            if isinstance(c, (ast.expr, ast.comprehension, ast.keyword, ast.FormattedValue)):
                merge(out, downgrade(self.kind(c, env)))
        return out

    def call_kind(self, node, env):
        q = self.qn(node.func) or ""
        args = list(node.args) + [k.value for k in node.keywords]
        arg_kinds = {}
        for a in args:
            merge(arg_kinds, self.kind(a, env))
        framey = any(k in arg_kinds for k in FRAME_KINDS)
        if q in ("inspect.stack", "inspect.trace", "inspect.getouterframes", "inspect.getinnerframes", "traceback.walk_stack"):
            return {"stack": q + "()"}
        if q in ("traceback.extract_stack", "traceback.StackSummary.extract"):
            return {"summaries": q + "()"}
        if q in ("traceback.format_stack", "traceback.format_list"):
            return {"taint": "source lines (via %s)" % q}
        if q == "inspect.currentframe" or (q == "sys._getframe" and (not node.args or (isinstance(node.args[0], ast.Constant) and node.args[0].value == 0))):
            return {"own": q + "()"}
        if q == "sys._getframe":
            return {"frame": "sys._getframe(%s)" % short(node.args[0], 12)}
        if q == "inspect.getframeinfo":
            return {"info": "inspect.getframeinfo"} if framey else {}
        if q.split(".")[0] == "dis" and any(k in arg_kinds for k in ("code", "frame")):
            # The caller's bytecode holds the constants its asserts compare with.
            label = arg_kinds.get("code", arg_kinds.get("frame"))
            return {"taint": "bytecode (via %s on %s)" % (q, label)}
        if q in SOURCE_READERS and (framey or "taint" in arg_kinds):
            label = next((v for k, v in arg_kinds.items() if k in FRAME_KINDS), "")
            return {"taint": "source (via %s on %s)" % (q, label) if label else "source (via %s)" % q}
        if q in ("getattr",) and len(node.args) >= 2 and str_const(node.args[1]):
            return self.attribute(self.kind(node.args[0], env), str_const(node.args[1]))
        if q in ("next", "iter", "list", "tuple", "reversed", "sorted", "filter"):
            inner = {}
            for a in node.args:
                merge(inner, self.kind(a, env))
            return self.element(inner) if q == "next" else inner
        if isinstance(node.func, ast.Attribute):
            base = self.kind(node.func.value, env)
            if node.func.attr in FILE_METHODS and any(k in base for k in ("meta", "code")):
                return {"taint": "source file (via %s)" % base.get("meta", base.get("code"))}
            called = downgrade(base)
        else:
            called = {}
        name = node.func.attr if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) and node.func.value.id in ("self", "cls") else node.func.id if isinstance(node.func, ast.Name) else None
        if name is not None and name in self.returns_by_name:
            merge(called, self.returns_by_name[name])
        merge(called, downgrade(arg_kinds))
        return called

    # -- recorded-state: answers keyed on a call counter -----------------------------------------

    def find_tables(self):
        tables, attrs, iters, counts = {}, set(), {}, set()
        module = self.scopes[0][1]
        classes = [n for n in ast.walk(self.tree) if isinstance(n, ast.ClassDef)]
        for n in module + [s for c in classes for s in c.body]:
            if isinstance(n, ast.Assign) and is_table(n.value):
                for t in n.targets:
                    if isinstance(t, ast.Name):
                        tables[t.id] = t.id
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Assign) and is_table(n.value):
                for t in n.targets:
                    if isinstance(t, ast.Attribute):
                        attrs.add(t.attr)
        for n in module + [s for c in classes for s in c.body]:
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and n.value.args:
                q = self.qn(n.value.func)
                src = n.value.args[0]
                lit = is_table(src) or (isinstance(src, ast.Name) and src.id in tables)
                for t in n.targets:
                    if not isinstance(t, ast.Name):
                        continue
                    if q in ("iter", "itertools.cycle", "collections.deque") and lit:
                        iters[t.id] = short(n.value, 40)
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call) and self.qn(n.value.func) == "itertools.count":
                counts.update(t.id for t in n.targets if isinstance(t, ast.Name))
        return tables, attrs, iters, counts

    def table_ref(self, node, local):
        if is_table(node):
            return short(node, 30)
        if isinstance(node, ast.Name) and node.id in self.module_tables and node.id not in local:
            return node.id
        if isinstance(node, ast.Attribute) and node.attr in self.attr_tables:
            return short(node, 30)
        return None

    def recorded_state(self, fn, nodes):
        globs = {g for n in nodes if isinstance(n, (ast.Global, ast.Nonlocal)) for g in n.names}
        local = set(params(fn)) | {n.id for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        local -= globs

        def key(t):
            if isinstance(t, ast.Name):
                return t.id if t.id in globs else None
            if isinstance(t, ast.Attribute):
                return dotted(t)
            if isinstance(t, ast.Subscript):
                base = t.value
                while isinstance(base, (ast.Attribute, ast.Subscript)):
                    base = base.value
                if isinstance(base, ast.Name) and base.id in local:
                    return None
                return dotted(t)
            return None

        counters = set()
        for n in nodes:
            # Counters count up: a countdown (remaining -= 1; == 0) is a budget, not a call number.
            if isinstance(n, ast.AugAssign) and isinstance(n.op, ast.Add) and is_literal(n.value):
                k = key(n.target)
                if k:
                    counters.add(k)
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.value, ast.BinOp) and isinstance(n.value.op, ast.Add) and is_literal(n.value.right):
                k = key(n.targets[0])
                left = n.value.left
                refs = {dotted(x) for x in ast.walk(left) if isinstance(x, (ast.Name, ast.Attribute, ast.Subscript))}
                getter = isinstance(left, ast.Call) and (self.qn(left.func) == "getattr" or (isinstance(left.func, ast.Attribute) and left.func.attr == "get"))
                if k and (k in refs or getter):
                    counters.add(k)
        counted_by_next = {n for n in nodes if isinstance(n, ast.Call) and self.qn(n.func) == "next" and n.args and isinstance(n.args[0], ast.Name) and n.args[0].id in self.module_counts}

        derived = {}

        def reads(x):
            # The counter a value is computed from by arithmetic alone (the counter, a local computed
            # from it, literals, operators, len()), or None. Data read at the counter (a lexer's
            # self.text[self.pos]) is not the counter: a cursor is not a call number.
            found = []

            def arith(c):
                if is_literal(c):
                    return True
                if c in counted_by_next:
                    found.append(short(c, 30))
                    return True
                if isinstance(c, (ast.Name, ast.Attribute, ast.Subscript)):
                    d = dotted(c)
                    if d in counters:
                        found.append(d)
                        return True
                    if isinstance(c, ast.Name) and c.id in derived:
                        found.append(derived[c.id])
                        return True
                    return False
                if isinstance(c, ast.BinOp):
                    return arith(c.left) and arith(c.right)
                if isinstance(c, ast.UnaryOp):
                    return arith(c.operand)
                if isinstance(c, ast.Call) and self.qn(c.func) in ("len", "int", "abs", "min", "max"):
                    return self.qn(c.func) == "len" or all(arith(a) for a in c.args)
                return False

            return found[0] if arith(x) and found else None

        if not counters and not counted_by_next:
            self.iterators(fn, nodes, local)
            return
        for _ in range(4):
            grew = False
            for n in nodes:
                source = reads(n.value) if isinstance(n, ast.Assign) else None
                if source:
                    for t in n.targets:
                        if isinstance(t, ast.Name) and t.id in local and t.id not in derived:
                            derived[t.id] = source
                            grew = True
            if not grew:
                break
        picks = {}
        for n in nodes:
            if isinstance(n, ast.Subscript) and isinstance(n.ctx, ast.Load):
                table = self.table_ref(n.value, local)
                if table and reads(slice_node(n)):
                    picks[id(n)] = (table, reads(slice_node(n)))
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("get", "__getitem__") and n.args:
                table = self.table_ref(n.func.value, local)
                if table and reads(n.args[0]):
                    picks[id(n)] = (table, reads(n.args[0]))
        picked = {}
        for _ in range(4):
            for n in nodes:
                if isinstance(n, ast.Assign):
                    t = self.has_pick(n.value, picks, picked)
                    if t:
                        for tg in n.targets:
                            if isinstance(tg, ast.Name):
                                picked.setdefault(tg.id, t)
        for n in nodes:
            if isinstance(n, ast.Return) and n.value is not None:
                t = self.has_pick(n.value, picks, picked)
                if t:
                    self.add("recorded-state", n.lineno, fn, "returns an entry of literal table %s picked by call counter %s" % t)
            branch = self.counter_test(n.test, reads) if isinstance(n, ast.If) else None
            if branch is not None:
                for r in self.literal_returns(n.body if branch else n.orelse):
                    self.add("recorded-state", r.lineno, fn, "returns literal %s when call counter %s" % (short(r.value, 20), short(n.test, 40)))
            if isinstance(n, ast.Return) and isinstance(n.value, ast.IfExp) and self.counter_test(n.value.test, reads) is not None and (is_literal(n.value.body) or is_literal(n.value.orelse)):
                self.add("recorded-state", n.lineno, fn, "returns a literal chosen by call counter %s" % short(n.value.test, 40))
            if hasattr(ast, "Match") and isinstance(n, getattr(ast, "Match")) and reads(n.subject):
                for case in n.cases:
                    if type(case.pattern).__name__ == "MatchValue":
                        for r in self.literal_returns(case.body):
                            self.add("recorded-state", r.lineno, fn, "returns literal %s for call counter %s == %s" % (short(r.value, 20), short(n.subject, 20), short(case.pattern.value, 10)))
        self.iterators(fn, nodes, local)

    def has_pick(self, node, picks, picked):
        for c in ast.walk(node):
            if id(c) in picks:
                return picks[id(c)]
            if isinstance(c, ast.Name) and isinstance(c.ctx, ast.Load) and c.id in picked:
                return picked[c.id]
        return None

    def counter_test(self, test, reads):
        # None when the test does not compare the counter with a literal; else whether the literal
        # returns it guards sit in the body (==, in, is) or in the else branch (!=, not in, is not).
        # "== 0" asks whether anything was counted yet (a lock, a stack), not which call this is.
        for c in ast.walk(test):
            if isinstance(c, ast.Compare) and len(c.ops) == 1 and isinstance(c.ops[0], (ast.Eq, ast.NotEq, ast.In, ast.NotIn, ast.Is, ast.IsNot)):
                sides = [c.left] + list(c.comparators)
                if any(reads(s) for s in sides) and any((is_literal(s) and not is_zero(s)) or is_table(s) for s in sides):
                    return isinstance(c.ops[0], (ast.Eq, ast.In, ast.Is))
        return None

    def literal_returns(self, body):
        out, stack = [], list(body)
        while stack:
            n = stack.pop()
            if isinstance(n, FUNC) or isinstance(n, ast.ClassDef):
                continue
            if isinstance(n, ast.Return) and n.value is not None and (is_literal(n.value) or is_table(n.value)) and not is_none(n.value):
                out.append(n)
            stack.extend(c for c in ast.iter_child_nodes(n) if isinstance(c, ast.stmt))
        return out

    def iterators(self, fn, nodes, local):
        # next() over a module-level iterator of literals, or .pop() from a literal table.
        for n in nodes:
            if not (isinstance(n, ast.Return) and n.value is not None):
                continue
            for c in ast.walk(n.value):
                if not isinstance(c, ast.Call):
                    continue
                if self.qn(c.func) == "next" and c.args and isinstance(c.args[0], ast.Name) and c.args[0].id in self.module_iters and c.args[0].id not in local:
                    self.add("recorded-state", n.lineno, fn, "returns the next item of %s" % self.module_iters[c.args[0].id])
                if isinstance(c.func, ast.Attribute) and c.func.attr in ("pop", "popleft"):
                    obj = c.func.value
                    name = obj.id if isinstance(obj, ast.Name) else None
                    if name is not None and name not in local and (name in self.module_tables or name in self.module_iters):
                        self.add("recorded-state", n.lineno, fn, "returns items popped from literal table %s" % name)


def main():
    warnings.simplefilter("ignore")
    sys.setrecursionlimit(5000)
    if sys.version_info < (3, 8):
        sys.stdout.write(json.dumps({"fatal": "Python %d.%d is older than 3.8" % sys.version_info[:2]}) + "\n")
        return
    req = json.loads(sys.stdin.read())
    base = req["dir"]
    for rel in req["paths"]:
        out = {"path": rel}
        try:
            with open(base + "/" + rel, "rb") as f:
                data = f.read()
            tree = ast.parse(data, filename=rel)
        except SyntaxError as e:
            out["skipped"] = "syntax error at line %s: %s" % (e.lineno, e.msg)
        except RecursionError:
            out["skipped"] = "nested too deeply to parse"
        except Exception as e:
            out["skipped"] = "could not parse: %s: %s" % (type(e).__name__, str(e)[:100])
        else:
            try:
                out["shapes"] = Scanner(tree).run()
            except RecursionError:
                out["skipped"] = "nested too deeply to scan"
            except Exception as e:
                out["skipped"] = "the scanner failed on it: %s: %s" % (type(e).__name__, str(e)[:100])
        sys.stdout.write(json.dumps(out) + "\n")
        sys.stdout.flush()
    sys.stdout.write(json.dumps({"done": True}) + "\n")


main()
`;
