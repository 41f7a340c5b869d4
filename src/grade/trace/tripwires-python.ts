/**
 * The tripwires of the grader's Python preload, as text: spliced into preload-python.ts's
 * `_ocw_install` (they share its `emit`, `frames` and `at_end`), so they run in every Python
 * process of a check before any of the project's code.
 *
 * What the code under test can do from inside the test runner's process, and how each is seen:
 *
 * - `sys.addaudithook` (PEP 578; Python code cannot remove it) records the exec family replacing
 *   the process (`os.exec`), `ctypes` looking up an exit of the C library or the interpreter
 *   (`ctypes.dlsym` of `_exit`, `exit`, `Py_Exit`…), an excepthook the interpreter called that is
 *   not ours, and — while the worker's code runs under a test — reads of the calling frames
 *   (`sys._getframe`, `tb_frame`, `gi_frame`…). Reading the source of a file that is calling the
 *   worker's code at that moment (the test's own lines) is refused with PermissionError: linecache,
 *   inspect and traceback treat that as "no source", so an honest logger still works.
 * - What the interpreter does not audit — replacing `unittest.TestCase.assertEqual`, pytest's
 *   report classes, pluggy's hooks — is seen by a snapshot: every callable and descriptor of the
 *   test frameworks' modules and classes, taken as each module finishes loading (a meta-path
 *   finder wraps its loader), compared when the process ends. pytest plugins registered from
 *   elsewhere are recorded as they register.
 * - A `start` record per process, so one that never reaches the preload's last atexit handler (an
 *   exit no hook saw) still shows.
 * - With `TARGETS` (functions the grader's static scan found a cheat's shape in), a profile
 *   function notes the first call of each and then removes itself: "the checks ran it".
 *
 * `{{CHANGED}}` (absolute paths of the worker's files, under every root the copy is seen by),
 * `{{ROOTS}}` and `{{TARGETS}}` (`[file, name, line, endLine]`) are JSON literals.
 */
export const PYTHON_TRIPWIRES = String.raw`
    CHANGED = frozenset({{CHANGED}})
    ROOTS = tuple(r.rstrip("/") + "/" for r in {{ROOTS}})
    TARGETS = {{TARGETS}}
    _getframe = sys._getframe
    busy = [False]
    noted = set()
    emit("start", [("ppid", esc(os.getppid()))])

    def src_of(v):
        # Where a value was defined: [file, line] of its code, or of its class's module.
        try:
            for o in (v, getattr(v, "__func__", None), getattr(v, "fget", None), getattr(v, "__wrapped__", None)):
                co = getattr(o, "__code__", None)
                # A mock answers every attribute: only a real code object says where.
                if type(co).__name__ == "code":
                    return "[" + esc(_abspath(co.co_filename)) + "," + esc(co.co_firstlineno) + "]"
            t = v if isinstance(v, type) else None
            if t is not None:
                f = getattr(sys.modules.get(t.__module__), "__file__", None)
                if isinstance(f, str):
                    return "[" + esc(_abspath(f)) + ",null]"
        except Exception:
            pass
        return "null"

    def in_copy(p):
        return p.startswith(ROOTS)

    def caller_of_worker(target=None):
        # The innermost frame in a worker's file, and the first frame calling it from another file of
        # the copy (a test); with target, only when that file is target.
        by = None
        f = _getframe(2)
        n = 0
        while f is not None and n < 80:
            n += 1
            p = f.f_code.co_filename
            if not p.startswith("/"):
                p = _abspath(p)
            if by is None:
                if p in CHANGED:
                    by = (p, f.f_lineno)
            elif p not in CHANGED and in_copy(p) and (target is None or p == target):
                return by, (p, f.f_lineno)
            f = f.f_back
        return None

    EXIT_SYMBOLS = frozenset(("_exit", "_Exit", "exit", "quick_exit", "Py_Exit", "Py_FinalizeEx", "execv", "execve", "execvp", "execvpe", "execl", "execlp", "execle", "fexecve"))
    FRAME_ATTRS = frozenset(("tb_frame", "gi_frame", "cr_frame", "ag_frame"))
    # Frame reads and opens are the most frequent events: watched only where there are worker's files (grading, not the baseline).
    WATCH = frozenset(("os.exec", "ctypes.dlsym", "sys.excepthook") + (("sys._getframe", "sys._current_frames", "object.__getattr__", "open") if CHANGED else ()))
    WRITES = frozenset("wax+")

    def hook(event, args):
        if event not in WATCH or busy[0] or state["quiet"]:
            return
        if event == "object.__getattr__" and (len(args) < 2 or args[1] not in FRAME_ATTRS):
            return
        refuse = None
        busy[0] = True
        try:
            if event == "os.exec":
                emit("exec", [("how", esc("os.exec")), ("path", esc(args[0])), ("stack", stack_json(frames()))])
            elif event == "ctypes.dlsym":
                name = args[1] if len(args) > 1 else None
                if isinstance(name, bytes):
                    name = name.decode("ascii", "replace")
                if name in EXIT_SYMBOLS:
                    emit("native", [("how", esc(name)), ("stack", stack_json(frames()))])
            elif event == "sys.excepthook":
                if args[0] is not excepthook:
                    emit("hook", [("how", esc("sys.excepthook")), ("at", src_of(args[0])), ("exc", esc(getattr(args[1], "__name__", "?")))])
            elif event == "open":
                path, mode = args[0], args[1] if len(args) > 1 else None
                if isinstance(path, str) and path.endswith(".py") and not (isinstance(mode, str) and WRITES.intersection(mode)):
                    p = _abspath(path)
                    if p not in CHANGED and in_copy(p):
                        hit = caller_of_worker(p)
                        if hit is not None:
                            refuse = p
                            emit("peek", [("how", esc("read")), ("by", stack_json([hit[0]])), ("of", stack_json([hit[1]])), ("refused", "true")])
            else:
                hit = caller_of_worker()
                if hit is not None and hit[0] not in noted:
                    noted.add(hit[0])
                    how = args[1] if event == "object.__getattr__" else event
                    emit("peek", [("how", esc(how)), ("by", stack_json([hit[0]])), ("of", stack_json([hit[1]]))])
        except Exception:
            pass
        finally:
            busy[0] = False
        if refuse is not None:
            raise PermissionError(13, "the opencode-worker grader does not let the code under test read the test that calls it", refuse)

    # The frameworks' objects, as each module finished loading.
    FRAMEWORKS = frozenset(("unittest", "_pytest", "pytest", "doctest", "pluggy"))
    snaps = []

    def watchable(v):
        return callable(v) or isinstance(v, (property, classmethod, staticmethod))

    def snapshot(module):
        name = module.__name__
        items = []
        for k, v in list(vars(module).items()):
            if watchable(v):
                items.append((name, module, k, v))
            if isinstance(v, type) and getattr(v, "__module__", None) == name:
                for ck, cv in list(vars(v).items()):
                    if watchable(cv):
                        items.append((name + "." + v.__qualname__, v, ck, cv))
        snaps.append(items)

    def plugins(module):
        # pluggy's PluginManager.register: who registers a plugin, before the snapshot so the wrapper is the original.
        pm = getattr(module, "PluginManager", None)
        orig = getattr(pm, "register", None)
        if orig is None:
            return

        def register(self, plugin, name=None):
            try:
                where = getattr(plugin, "__file__", None) if isinstance(plugin, type(sys)) else None
                if not isinstance(where, str):
                    t = plugin if isinstance(plugin, type) else type(plugin)
                    where = getattr(sys.modules.get(t.__module__), "__file__", None)
                # Only plugins from the copy: pytest registers dozens of its own.
                if isinstance(where, str) and in_copy(_abspath(where)):
                    emit("plugin", [("at", "[" + esc(_abspath(where)) + ",null]"), ("name", esc(name))])
            except Exception:
                pass
            return orig(self, plugin, name)

        register.__wrapped__ = orig
        pm.register = register

    class _Finder(object):
        @classmethod
        def find_spec(cls, name, path=None, target=None):
            if name.partition(".")[0] not in FRAMEWORKS or name.startswith("unittest.mock"):
                return None
            spec = None
            for finder in sys.meta_path:
                if finder is cls or not hasattr(finder, "find_spec"):
                    continue
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    break
            loader = getattr(spec, "loader", None)
            run = getattr(loader, "exec_module", None)
            if run is None:
                return spec

            def exec_module(module):
                run(module)
                try:
                    if module.__name__ == "pluggy._manager":
                        plugins(module)
                    snapshot(module)
                except Exception:
                    pass

            try:
                loader.exec_module = exec_module
            except Exception:
                pass
            return spec

    def compare():
        for items in snaps:
            for where, holder, k, v in items:
                now = vars(holder).get(k, _missing)
                key = where + "." + k
                if now is v or key in noted:
                    continue
                noted.add(key)
                emit("patched", [("target", esc(key)), ("at", src_of(now) if now is not _missing else "null"), ("gone", esc(now is _missing))])
        # The exits the preload traces: replaced, a failing status no longer reaches the interpreter.
        for key, holder, attr, mine in (("sys.exit", sys, "exit", sys_exit), ("os._exit", os, "_exit", os_exit)):
            now = getattr(holder, attr, None)
            if now is not mine and key not in noted:
                noted.add(key)
                emit("patched", [("target", esc(key)), ("at", src_of(now)), ("gone", "false"), ("family", '"exit-hook"')])
        if sys.excepthook is not excepthook and "sys.excepthook" not in noted:
            noted.add("sys.excepthook")
            emit("patched", [("target", '"sys.excepthook"'), ("at", src_of(sys.excepthook)), ("gone", "false")])

    at_end.append(compare)

    if TARGETS:
        pending = {}
        for f, name, line, end in TARGETS:
            pending.setdefault((f, name), []).append((line, end))

        def profile(frame, event, arg):
            if event != "call":
                return
            co = frame.f_code
            spans = pending.get((co.co_filename, co.co_name))
            if spans is None:
                return
            first = co.co_firstlineno
            for span in spans:
                if span[0] - 20 <= first <= span[0]:
                    spans.remove(span)
                    emit("ran", [("at", "[" + esc(co.co_filename) + "," + esc(span[0]) + "]")])
                    break
            if not spans:
                del pending[(co.co_filename, co.co_name)]
            if not pending:
                sys.setprofile(None)
                try:
                    import threading
                    threading.setprofile(None)
                except Exception:
                    pass

        sys.setprofile(profile)
        try:
            import threading
            threading.setprofile(profile)
        except Exception:
            pass

    sys.meta_path.insert(0, _Finder)
    sys.addaudithook(hook)
`;
