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

  // The page's news, in the browser's language (the game's own texts are
  // the game's; these show before and beside it).
  const de = /^de\b/i.test(navigator.language || "");
  const T = de ? {
    offline: "Offline: die Spiele auf diesem Gerät laufen weiter; Online-Räume brauchen das Netz.",
    online: "Wieder online.",
    ready: "Eine neue Version von Kaskade ist geladen: sie startet beim nächsten Öffnen.",
    updated: "Kaskade ist auf die neue Version aktualisiert.",
  } : {
    offline: "Offline: the games on this device play on; online rooms need the network.",
    online: "Back online.",
    ready: "A new version of Kaskade is ready: it starts the next time you open it.",
    updated: "Kaskade has been updated to the new version.",
  };
  const noticeBox = document.getElementById("notice");
  let noticeTimer = 0;
  // notice shows a line over the game for ms milliseconds; kaskadePage
  // keeps the last for the browser tests.
  function notice(key, ms) {
    page.notices.push(key);
    if (!noticeBox) return;
    noticeBox.textContent = T[key];
    noticeBox.classList.add("shown");
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => noticeBox.classList.remove("shown"), ms);
  }
  // kaskadePage is what the page knows of itself: the build it runs
  // (build.json), the service worker's last answer, the notices shown.
  const page = window.kaskadePage = { version: "", worker: null, notices: [] };

  addEventListener("offline", () => notice("offline", 8000));
  addEventListener("online", () => notice("online", 3000));

  // build reads build.json (through the service worker: the build that
  // runs), the version 'make wasm' wrote.
  async function build() {
    try {
      const r = await fetch("build.json", { cache: "no-cache" });
      if (r.ok) page.version = (await r.json()).version || "";
    } catch (e) { /* a page served without build.json */ }
  }

  // offlineReady registers the service worker (sw.js) once the game runs,
  // so that its downloads never compete with the start, and asks it for a
  // new build; a new build is used at the next start and the page says so.
  async function offlineReady() {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    await build();
    const last = localStorage.getItem("kaskade.build");
    if (page.version && last && last !== page.version) notice("updated", 6000);
    if (page.version) localStorage.setItem("kaskade.build", page.version);
    navigator.serviceWorker.addEventListener("message", (e) => {
      const a = e.data;
      if (!a || a.type !== "build") return;
      page.worker = a;
      if (a.next || (a.current && page.version && a.current !== page.version)) notice("ready", 10000);
    });
    try {
      const reg = await navigator.serviceWorker.register("sw.js");
      const ask = () => {
        const w = navigator.serviceWorker.controller || reg.active;
        if (w) w.postMessage({ type: "check" });
      };
      if (navigator.serviceWorker.controller) {
        ask();
      } else {
        navigator.serviceWorker.addEventListener("controllerchange", ask, { once: true });
      }
    } catch (e) {
      console.warn("kaskade: no service worker:", e && e.message || e);
    }
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
    if (resp.body && typeof WebAssembly.instantiateStreaming === "function") {
      // The module compiles from the response itself, not from a copy:
      // Chromium keeps the compiled code of a response that came from its
      // HTTP cache or the service worker's cache and uses it at the next
      // start. The bar counts the bytes of a clone.
      const counter = resp.clone();
      (async () => {
        const rd = counter.body.getReader();
        let loaded = 0, shown = 0;
        for (;;) {
          const { done, value } = await rd.read();
          if (done) break;
          loaded += value.length;
          if (loaded - shown >= 65536) { shown = loaded; report(loaded); }
        }
        report(loaded);
        starting();
      })().catch(() => {});
      return (await WebAssembly.instantiateStreaming(resp, imports)).instance;
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
    // After the first frame (the game's mark "kaskade:drawn"; at the
    // latest after 20 s): the notices, then the service worker, whose
    // install stores the whole build and must not slow the start.
    let after = false;
    const afterStart = () => {
      if (after) return;
      after = true;
      if (!navigator.onLine) notice("offline", 8000);
      setTimeout(() => offlineReady().catch((e) => console.warn("kaskade:", e && e.message || e)), 1000);
    };
    if (typeof PerformanceObserver === "function") {
      try {
        new PerformanceObserver((list, obs) => {
          if (list.getEntriesByName("kaskade:drawn").length) { obs.disconnect(); afterStart(); }
        }).observe({ type: "mark", buffered: true });
      } catch (e) { /* no observer of marks: the timeout below */ }
    }
    setTimeout(afterStart, 20000);
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
