// Loads and starts kaskade.wasm for index.html, with a progress bar and
// an error box (a file of its own: the server's content security policy
// allows no inline script).
"use strict";
(() => {
  const WASM_URL = "kaskade.wasm";
  const VIEWPORT = "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no";

  const loader = document.getElementById("loader");
  const bar = document.getElementById("bar");
  const fill = document.getElementById("fill");
  const statusLine = document.getElementById("status");
  const errorBox = document.getElementById("error");

  // Keep the page from zooming: Ebitengine appends its own viewport meta
  // tag, which would win over ours; give it our content.
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) {
        if (n.nodeName === "META" && n.getAttribute("name") === "viewport" &&
            n.getAttribute("content") !== VIEWPORT) {
          n.setAttribute("content", VIEWPORT);
        }
      }
    }
  }).observe(document.head, { childList: true });
  for (const ev of ["gesturestart", "gesturechange", "dblclick"]) {
    document.addEventListener(ev, (e) => e.preventDefault(), { passive: false });
  }

  // Sizes as the network counts them, in decimal megabytes ("3.4 MB").
  const mb = (n) => (n / 1e6).toFixed(1) + " MB";

  function showError(title, detail) {
    bar.style.display = "none";
    statusLine.textContent = "";
    loader.style.display = "flex";
    errorBox.textContent = title;
    if (detail) {
      const pre = document.createElement("pre");
      pre.textContent = detail;
      errorBox.appendChild(pre);
    }
    errorBox.style.display = "block";
  }

  // progress shows how much of the download has travelled: done and
  // total in bytes on the wire; total 0 when unknown (an indeterminate
  // bar, with done if it is known).
  function progress(done, total) {
    if (total > 0 && done >= 0) {
      bar.classList.remove("indeterminate");
      const f = Math.min(1, done / total);
      fill.style.width = (f * 100).toFixed(1) + "%";
      statusLine.textContent = mb(done) + " of " + mb(total);
    } else if (total > 0) {
      bar.classList.add("indeterminate");
      statusLine.textContent = "Loading " + mb(total) + "…";
    } else {
      bar.classList.add("indeterminate");
      statusLine.textContent = done > 0 ? mb(done) + " loaded" : "Loading…";
    }
  }

  // wire is what travels for a response, from its headers: a function
  // from the bytes the page has read to the bytes on the wire so far (-1
  // when it cannot tell), and the wire total (0 when unknown). With
  // Content-Encoding the browser hands the page decompressed bytes while
  // Content-Length counts the compressed ones: the share of the
  // decompressed size read (X-Uncompressed-Length, from our server) is
  // then taken as the share of the compressed bytes, even enough through
  // a compressed file for a progress bar.
  function wire(headers) {
    const length = Number(headers.get("Content-Length")) || 0;
    const encoded = (headers.get("Content-Encoding") || "identity") !== "identity";
    if (!encoded) {
      return { total: length, done: (read) => read };
    }
    const unpacked = Number(headers.get("X-Uncompressed-Length")) || 0;
    if (!length || !unpacked) {
      return { total: length, done: () => -1 };
    }
    return { total: length, done: (read) => Math.round(Math.min(1, read / unpacked) * length) };
  }

  // loadError marks a failure to download, as opposed to one to compile.
  class loadError extends Error {}

  // instantiate downloads url, reports progress in the bytes that travel
  // (see wire), and compiles the module while it arrives
  // (instantiateStreaming on a counting copy of the body; browsers without
  // it get the bytes first).
  async function instantiate(url, imports) {
    let resp;
    try {
      resp = await fetch(url, { cache: "no-cache" });
    } catch (e) {
      throw new loadError(String(e && e.message || e));
    }
    if (!resp.ok) {
      throw new loadError("GET " + url + ": " + resp.status + " " + resp.statusText);
    }
    const w = wire(resp.headers);
    const report = (read) => progress(w.done(read), w.total);
    report(0);
    const starting = () => { statusLine.textContent = "Starting…"; };
    if (resp.body && typeof TransformStream === "function" && typeof WebAssembly.instantiateStreaming === "function") {
      let loaded = 0, shown = 0;
      const counted = resp.body.pipeThrough(new TransformStream({
        transform(chunk, ctl) {
          loaded += chunk.length;
          if (loaded - shown >= 65536) { shown = loaded; report(loaded); }
          ctl.enqueue(chunk);
        },
        flush() { report(loaded); starting(); },
      }));
      const streamed = new Response(counted, { headers: { "Content-Type": "application/wasm" } });
      return (await WebAssembly.instantiateStreaming(streamed, imports)).instance;
    }
    let bytes;
    try {
      bytes = new Uint8Array(await resp.arrayBuffer());
    } catch (e) {
      throw new loadError(String(e && e.message || e));
    }
    report(bytes.length);
    starting();
    return (await WebAssembly.instantiate(bytes, imports)).instance;
  }

  async function main() {
    if (typeof WebAssembly !== "object" || typeof Go !== "function") {
      showError(typeof Go !== "function"
        ? "Could not load wasm_exec.js. Build the page with 'make wasm'."
        : "This browser does not support WebAssembly.");
      return;
    }
    const go = new Go();

    // Keep the tail of the program's output to show if it stops.
    let output = "";
    const fs = globalThis.fs;
    if (fs && typeof fs.writeSync === "function") {
      const writeSync = fs.writeSync.bind(fs);
      const dec = new TextDecoder("utf-8");
      fs.writeSync = (fd, b) => {
        output = (output + dec.decode(b, { stream: true })).slice(-4000);
        return writeSync(fd, b);
      };
    }
    let exitCode = null;
    const exit = go.exit;
    go.exit = (code) => { exitCode = code; exit.call(go, code); };

    let instance;
    try {
      instance = await instantiate(WASM_URL, go.importObject);
    } catch (e) {
      showError(e instanceof loadError
        ? "Could not load the game (" + WASM_URL + ")."
        : "Could not start the game: the WebAssembly module did not load or instantiate.",
        String(e && e.message || e));
      return;
    }
    loader.style.display = "none";
    if (performance.mark) performance.mark("kaskade:instantiated");
    try {
      await go.run(instance);
    } catch (e) {
      showError("The game crashed.", (output ? output + "\n" : "") + String(e && e.stack || e));
      return;
    }
    // The game runs until the page closes; reaching here means it stopped.
    for (const c of document.querySelectorAll("canvas")) c.remove();
    showError(exitCode ? "The game stopped with exit code " + exitCode + "." : "The game has ended. Reload the page to play again.",
      output.trim());
  }

  main().catch((e) => showError("Unexpected error.", String(e && e.stack || e)));
})();
