// A stand-in for `opencode serve` in liveness tests: a real process that answers health like
// OpenCode (basic auth, {healthy, version}) and can be made slow in the ways a loaded machine
// makes the real one slow. Prints "listening <url>" once ready.
//   GET /global/health   {"healthy":true,"version":"1.18.33"}
// Any other request answers `[]`, in the way its `directory` (query or x-opencode-directory) names:
//   /block-N   after keeping its one event loop busy (burning CPU) for N ms, like an instance boot
//   /idle-N    after N ms with the loop free (health keeps answering)
//   /hang      never
import { createServer } from "node:http";

const password = process.argv[2] ?? "";
const expected = `Basic ${Buffer.from(`opencode:${password}`).toString("base64")}`;

const server = createServer((req, res) => {
  if (req.headers.authorization !== expected) {
    res.writeHead(401).end();
    return;
  }
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/global/health") {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ healthy: true, version: "1.18.33" }));
    return;
  }
  const directory = url.searchParams.get("directory") ?? String(req.headers["x-opencode-directory"] ?? "");
  const [, how, n] = /^\/(block|idle|hang)-?(\d*)$/.exec(directory) ?? [];
  const answer = () => res.writeHead(200, { "content-type": "application/json" }).end("[]");
  if (how === "hang") return;
  if (how === "idle") {
    setTimeout(answer, Number(n));
    return;
  }
  if (how === "block") {
    const until = Date.now() + Number(n);
    let x = 0;
    while (Date.now() < until) x += Math.sqrt(x + 1);
  }
  answer();
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}\n`);
});
