/**
 * The grader's Python preload, as text: written out per check as `sitecustomize.py` in a folder
 * put first on PYTHONPATH (the bundle has no src/ at run time, so the source lives in a string).
 *
 * It records every way a Python process can end or have its status decided — `os._exit`,
 * `sys.exit`, `exit`/`quit`, `os.abort`, atexit handlers (with where each was registered) — with
 * the call stack (and uncaught exceptions, which set a failing status), into one file per process in the check's record folder, first line the
 * check's random token. A `sys.exit` counts as ending the process only when the interpreter
 * itself reads its status at the top level (a test that catches the SystemExit of a `main()` it
 * calls did not end anything): `_Py_HandleSystemExit` reads the exception's `code` attribute with
 * no Python frame on the stack, which the `code` property below notices.
 *
 * The same file is also written as `usercustomize.py` in the user site folder PYTHONUSERBASE
 * points at (the check's HOME is empty, so no user site is lost), which Python imports even when
 * a check sets its own PYTHONPATH; whichever loads first installs the hooks.
 *
 * Everything is wrapped so that a failure here never changes what the program does; the
 * original functions are kept and called. Another `sitecustomize` further down sys.path (a
 * distribution's) is still run, as Python would have run it.
 */

/** The preload's source; `{{TOKEN}}` and `{{RECORDS}}` are replaced by JSON string literals, `{{TRIPWIRES}}` by tripwires-python.ts's source. */
export const PYTHON_PRELOAD = String.raw`# Written by the opencode-worker grader; records how this process ends. Not part of the project.
def _ocw_install():
    import os, sys, builtins
    import atexit as _atexit
    # Loaded as sitecustomize and, should a check replace PYTHONPATH, as usercustomize: install once.
    if getattr(sys, "_ocw_exit_trace", False):
        return
    sys._ocw_exit_trace = True
    TOKEN = {{TOKEN}}
    RECORDS = {{RECORDS}}
    _open, _write, _getpid, _abspath = os.open, os.write, os.getpid, os.path.abspath
    state = {"fd": -1, "pid": None, "seq": 0, "via": None, "quiet": False}
    # Run when the process ends, by the last atexit handler or an os._exit: the tripwires' comparisons.
    at_end = []

    def run_at_end():
        for fn in list(at_end):
            try:
                fn()
            except Exception:
                pass

    def esc(v):
        if v is None or isinstance(v, bool):
            return "null" if v is None else ("true" if v else "false")
        if isinstance(v, int):
            return str(v)
        s = str(v)[:300]
        out = []
        for ch in s:
            o = ord(ch)
            if ch == '"' or ch == "\\":
                out.append("\\" + ch)
            elif o < 32 or o > 126:
                out.append("\\u%04x" % o if o < 0x10000 else "?")
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'

    def frames():
        # The caller's stack, without this file's own frames.
        out = []
        # The tripwires' audit hook ignores this walk's own frame reads.
        quiet = state["quiet"]
        state["quiet"] = True
        try:
            f = sys._getframe(1)
            while f is not None and len(out) < 40:
                co = f.f_code
                if co.co_filename != __file__ and not co.co_filename.startswith("<frozen"):
                    out.append((co.co_filename, f.f_lineno))
                f = f.f_back
        except Exception:
            pass
        finally:
            state["quiet"] = quiet
        return out

    def stack_json(fs):
        return "[" + ",".join("[" + esc(_abspath(p) if not p.startswith("<") else p) + "," + esc(n) + "]" for p, n in fs) + "]"

    def main_file():
        m = sys.modules.get("__main__")
        p = getattr(m, "__file__", None)
        return _abspath(p) if isinstance(p, str) else None

    def emit(kind, fields):
        try:
            pid = _getpid()
            if state["fd"] < 0 or state["pid"] != pid:
                name = "py-%d-%s.jsonl" % (pid, os.urandom(6).hex())
                state["fd"] = _open(os.path.join(RECORDS, name), os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND, 0o600)
                state["pid"] = pid
                _write(state["fd"], (TOKEN + "\n").encode())
            state["seq"] += 1
            parts = ['"e":' + esc(kind), '"seq":' + str(state["seq"]), '"pid":' + str(pid), '"main":' + esc(main_file())]
            for k, v in fields:
                parts.append('"' + k + '":' + v)
            _write(state["fd"], ("{" + ",".join(parts) + "}\n").encode("utf-8", "replace"))
            return state["seq"]
        except Exception:
            return 0

    def via_json():
        return stack_json(state["via"]) if state["via"] is not None else "null"

    def ok_status(code):
        return code is None or code is False or (isinstance(code, int) and code == 0)

    def record_exit(how, code):
        shown = esc(code) if code is None or isinstance(code, int) else esc(repr(code))
        return emit("exit", [("how", esc(how)), ("code", shown), ("ok", esc(ok_status(code))), ("stack", stack_json(frames())), ("via", via_json())])

    class _TracedExit(SystemExit):
        # The interpreter reads "code" with no Python frame left when this exit ends the process.
        @property
        def code(self):
            try:
                sys._getframe(1)
            except ValueError:
                emit("top", [("id", str(getattr(self, "_ocw_id", 0)))])
            if "_ocw_code" in self.__dict__:
                return self.__dict__["_ocw_code"]
            a = self.args
            return None if len(a) == 0 else (a[0] if len(a) == 1 else a)

        @code.setter
        def code(self, value):
            self.__dict__["_ocw_code"] = value

    _TracedExit.__name__ = "SystemExit"
    _TracedExit.__qualname__ = "SystemExit"
    _TracedExit.__module__ = "builtins"
    _missing = object()

    def traced_exit(how, arg):
        code = None if arg is _missing else arg
        e = _TracedExit() if arg is _missing else _TracedExit(arg)
        e._ocw_id = record_exit(how, code)
        return e

    def sys_exit(status=_missing):
        raise traced_exit("sys.exit", status)

    class Quitter(object):
        def __init__(self, name, eof):
            self.name, self.eof = name, eof

        def __repr__(self):
            return "Use %s() or %s to exit" % (self.name, self.eof)

        def __call__(self, code=_missing):
            try:
                sys.stdin.close()
            except Exception:
                pass
            raise traced_exit(self.name, code)

    orig_os_exit, orig_abort = os._exit, os.abort

    def os_exit(status):
        run_at_end()
        record_exit("os._exit", status)
        return orig_os_exit(status)

    def os_abort():
        record_exit("os.abort", 134)
        return orig_abort()

    orig_register, orig_unregister = _atexit.register, _atexit.unregister
    wrapped = {}

    def register(func, *args, **kwargs):
        where = frames()

        def run(*a, **k):
            saved = state["via"]
            state["via"] = where
            emit("handler", [("phase", '"start"'), ("via", stack_json(where))])
            try:
                return func(*a, **k)
            finally:
                emit("handler", [("phase", '"end"'), ("via", stack_json(where))])
                state["via"] = saved

        wrapped.setdefault(id(func), []).append((func, run))
        orig_register(run, *args, **kwargs)
        return func

    def unregister(func):
        for f, run in wrapped.pop(id(func), []):
            orig_unregister(run)
        return orig_unregister(func)

    try:
        import posix
        posix._exit = os_exit
        posix.abort = os_abort
    except Exception:
        pass
    os._exit, os.abort, sys.exit = os_exit, os_abort, sys_exit
    _atexit.register, _atexit.unregister = register, unregister
    if hasattr(builtins, "exit"):
        builtins.exit = Quitter("exit", getattr(builtins.exit, "eof", "Ctrl-D (i.e. EOF)"))
    if hasattr(builtins, "quit"):
        builtins.quit = Quitter("quit", getattr(builtins.quit, "eof", "Ctrl-D (i.e. EOF)"))

    # An uncaught exception sets a failing status without a SystemExit; atexit handlers run after it.
    orig_hook = sys.excepthook

    def excepthook(kind, value, tb):
        emit("uncaught", [("how", esc(getattr(kind, "__name__", "?")))])
        return orig_hook(kind, value, tb)

    sys.excepthook = excepthook
{{TRIPWIRES}}

    # Registered first, so it runs last: a process that reaches it finished its atexit handlers.
    def final():
        run_at_end()
        if state["fd"] >= 0 and state["pid"] == _getpid():
            emit("final", [])

    orig_register(final)

    # os.fork: the child writes its own file.
    try:
        os.register_at_fork(after_in_child=lambda: state.update(fd=-1, pid=None))
    except Exception:
        pass


def _ocw_chain():
    # Run the module of this name that this one shadows, as Python would have.
    import sys, importlib.machinery, importlib.util
    here = __file__.rsplit("/", 1)[0]
    path = [p for p in sys.path if p and p.rstrip("/") != here.rstrip("/")]
    spec = importlib.machinery.PathFinder.find_spec(__name__, path)
    if spec is not None and spec.loader is not None:
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)


try:
    _ocw_install()
except Exception:
    pass
try:
    _ocw_chain()
except Exception:
    pass
del _ocw_install, _ocw_chain
`;
