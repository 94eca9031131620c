// The floor the benchmark compares pages with: a bare Node server sending the built HTML (apps/web/dist/index.html,
// read once into memory) to every request, with nothing else — no routing, no middleware, no compression. Whatever
// the real server does per page on top of this is what its ratio to the floor measures.
//   node floor-server.mjs <file>   listens on a free loopback port and prints it; stops on SIGTERM
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const html = readFileSync(process.argv[2] ?? "apps/web/dist/index.html");
const server = createServer((_, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.length });
  res.end(html);
});
server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
// the benchmark holds this pipe open: if it dies without stopping the floor, the floor goes with it
process.stdin.on("close", () => process.exit(0));
process.stdin.resume();
