/**
 * The grader's Node preload, as text: written out per check and loaded into every node process
 * of the check with `NODE_OPTIONS=--require <file>` (the bundle has no src/ at run time).
 *
 * It records every way a Node process can end or have its status decided — `process.exit`,
 * `process.reallyExit`, `process.abort`, and `process.exitCode` changed inside an `exit` or
 * `beforeExit` listener (with where each listener was registered) — with the call stack, into
 * one file per process in the check's record folder, first line the check's random token.
 * `process.exitCode` itself is a non-configurable accessor in Node 20+, so its changes are seen
 * around the listeners, where a status is overridden after the tests decided it.
 *
 * The functions it needs are captured before any project code runs, so a project that patches
 * `fs` or `JSON` later does not change what is written; any failure here is swallowed and the
 * original behaviour kept.
 */

/** The preload's source; `{{TOKEN}}` and `{{RECORDS}}` are replaced by JSON string literals, `{{TRIPWIRES}}` by tripwires-node.ts's source. */
export const NODE_PRELOAD = String.raw`"use strict";
// Written by the opencode-worker grader; records how this process ends. Not part of the project.
(() => {
  // In a worker thread, process.exit ends only that thread: its exits are not recorded (the tripwires are).
  const mainThread = require("node:worker_threads").isMainThread;
  const TOKEN = {{TOKEN}};
  const RECORDS = {{RECORDS}};
  const fs = require("node:fs");
  const path = require("node:path");
  const { fileURLToPath } = require("node:url");
  const openSync = fs.openSync, writeSync = fs.writeSync, join = path.join, resolve = path.resolve;
  const stringify = JSON.stringify, captureStackTrace = Error.captureStackTrace;
  const self = __filename;
  let fd = -1;
  let fdPid = -1;
  let seq = 0;
  let via = null;
  let exiting = false;

  const main = (() => {
    const m = process.argv[1];
    try {
      return typeof m === "string" && m !== "" ? resolve(m) : null;
    } catch {
      return null;
    }
  })();

  function file(name) {
    if (typeof name !== "string") return null;
    if (name.startsWith("file://")) {
      try {
        return fileURLToPath(name);
      } catch {
        return name;
      }
    }
    return name;
  }

  // The caller's stack from V8's call sites, without this file's frames.
  function frames() {
    const holder = {};
    const prepare = Error.prepareStackTrace;
    const limit = Error.stackTraceLimit;
    try {
      Error.prepareStackTrace = (_e, sites) => sites;
      Error.stackTraceLimit = 40;
      captureStackTrace(holder, frames);
      const sites = holder.stack;
      const out = [];
      if (Array.isArray(sites)) {
        for (const s of sites) {
          const f = file(s.getFileName());
          if (f === null || f === self) continue;
          out.push([f, s.getLineNumber()]);
        }
      }
      return out;
    } catch {
      return [];
    } finally {
      Error.prepareStackTrace = prepare;
      Error.stackTraceLimit = limit;
    }
  }

  function emit(e, fields) {
    try {
      if (fd < 0 || fdPid !== process.pid) {
        fd = openSync(join(RECORDS, "node-" + process.pid + "-" + Date.now() + "-" + Math.floor(Math.random() * 1e9) + ".jsonl"), "wx", 0o600);
        fdPid = process.pid;
        writeSync(fd, TOKEN + "\n");
      }
      seq += 1;
      writeSync(fd, stringify(Object.assign({ e, seq, pid: process.pid, main }, fields)) + "\n");
    } catch {
      // Recording must never change what the program does.
    }
  }

  const code = (c) => (c === undefined || c === null ? null : typeof c === "number" ? c : String(c));
  const ok = (c) => c === undefined || c === null || c === "" || Number(c) === 0;

  if (mainThread) {
  const exit = process.exit;
  const reallyExit = process.reallyExit;
  const abort = process.abort;
  process.exit = function (c) {
    const status = c === undefined ? process.exitCode : c;
    emit("exit", { how: "process.exit", code: code(status), ok: ok(status), wasOk: ok(process.exitCode), stack: frames(), via });
    // process.exit calls reallyExit itself once the exit listeners ran; that call is not news.
    exiting = true;
    return exit.apply(this, arguments);
  };
  process.reallyExit = function (c) {
    if (!exiting) emit("exit", { how: "process.reallyExit", code: code(c), ok: ok(c), wasOk: ok(process.exitCode), stack: frames(), via });
    return reallyExit.apply(this, arguments);
  };
  process.abort = function () {
    emit("exit", { how: "process.abort", code: 134, ok: false, stack: frames(), via });
    return abort.apply(this, arguments);
  };

  // exit/beforeExit listeners: run each under its registration stack and note exitCode changes.
  const watched = new Set(["exit", "beforeExit"]);
  // uncaughtException/unhandledRejection listeners keep an error from ending the process: note each that ran, with where it was registered.
  const swallowing = new Set(["uncaughtException", "unhandledRejection"]);
  function swallower(event, listener) {
    const where = frames();
    const wrapped = function (err) {
      emit("hook", { how: event, exc: err && typeof err === "object" && typeof err.name === "string" ? err.name : typeof err, via: where });
      return listener.apply(this, arguments);
    };
    wrapped.listener = listener;
    return wrapped;
  }
  const capture = process.setUncaughtExceptionCaptureCallback;
  if (typeof capture === "function") {
    process.setUncaughtExceptionCaptureCallback = function (fn) {
      return capture.call(this, typeof fn === "function" ? swallower("uncaughtExceptionCaptureCallback", fn) : fn);
    };
  }
  for (const method of ["on", "addListener", "once", "prependListener", "prependOnceListener"]) {
    const original = process[method];
    if (typeof original !== "function") continue;
    process[method] = function (event, listener) {
      if (swallowing.has(event) && typeof listener === "function") return original.call(this, event, swallower(event, listener));
      if (!watched.has(event) || typeof listener !== "function") return original.apply(this, arguments);
      const where = frames();
      const wrapped = function () {
        const saved = via;
        const wasExiting = exiting;
        via = where;
        exiting = false;
        const before = process.exitCode;
        try {
          return listener.apply(this, arguments);
        } finally {
          const after = process.exitCode;
          if (after !== before) emit("exitCode", { in: event, from: code(before), to: code(after), ok: ok(after), wasOk: ok(before), via: where });
          via = saved;
          exiting = wasExiting;
        }
      };
      // removeListener(event, listener) finds the wrapper by this property, as for once().
      wrapped.listener = listener;
      return original.call(this, event, wrapped);
    };
  }
  }
{{TRIPWIRES}}
})();
`;
