// The service worker of the Kaskade page (docs/browser.md, "Installed and
// offline"). It keeps each build of the page in a cache of its own, named
// by the build's version (build.json, written by 'make wasm'), and serves
// the page, its scripts and the module from the current build's cache:
// a second visit starts without a download, and with no network at all.
//
// A new build is found and fetched in the background when the page asks
// (boot.js, after the game has started) and becomes the current build at
// the next start (the next navigation): the page that runs never changes
// under the player. The module is stored as the browser hands it to the
// worker, decompressed; it travels compressed (brotli or gzip, as the
// server negotiates).
"use strict";

const PREFIX = "kaskade-";
const META = PREFIX + "meta"; // "current" and "next": {version}
// build.json names the build's files, relative to the worker's folder;
// the page, index.html, is kept as "./".
const BUILD = "build.json";
const key = (f) => new URL(f === "index.html" ? "./" : f, scope()).href;

const scope = () => self.registration.scope; // ends in "/"
const cacheName = (version) => PREFIX + "v-" + version;

async function readMeta(key) {
  const c = await caches.open(META);
  const r = await c.match(scope() + "meta/" + key);
  return r ? r.json() : null;
}

async function writeMeta(key, value) {
  const c = await caches.open(META);
  if (value === null) {
    await c.delete(scope() + "meta/" + key);
    return;
  }
  await c.put(scope() + "meta/" + key, new Response(JSON.stringify(value), { headers: { "Content-Type": "application/json" } }));
}

// serverBuild is the server's build.json, from the network.
async function serverBuild() {
  const r = await fetch(scope() + BUILD, { cache: "no-store" });
  if (!r.ok) throw new Error("GET " + BUILD + ": " + r.status);
  const b = await r.json();
  if (!b || typeof b.version !== "string" || !b.version || !Array.isArray(b.files)) throw new Error(BUILD + " names no version and files");
  return b;
}

// complete tells whether the cache of version holds the whole build
// (build.json is stored last).
async function complete(version) {
  if (!(await caches.has(cacheName(version)))) return false;
  const c = await caches.open(cacheName(version));
  return !!(await c.match(scope() + BUILD));
}

// fetchBuild stores the server's build in a cache of its own and returns
// its version, or null if the server changed its build meanwhile (the
// files might then be of two builds; the next check tries again). The
// files are revalidated against the HTTP cache ("no-cache"): those the
// page has just downloaded come from there with a 304, not again over the
// network.
async function fetchBuild() {
  const b = await serverBuild();
  if (await complete(b.version)) return b.version;
  const c = await caches.open(cacheName(b.version));
  for (const f of b.files) {
    const r = await fetch(key(f), { cache: "no-cache" });
    if (!r.ok) throw new Error("GET " + f + ": " + r.status);
    await c.put(key(f), r);
  }
  const again = await serverBuild();
  if (again.version !== b.version) {
    await caches.delete(cacheName(b.version));
    return null;
  }
  await c.put(scope() + BUILD, new Response(JSON.stringify(b), { headers: { "Content-Type": "application/json" } }));
  return b.version;
}

// check looks for a new build and fetches it; the answer says which build
// runs and whether another is ready for the next start.
async function check() {
  const current = await readMeta("current");
  let version = null;
  try {
    version = await fetchBuild();
  } catch (e) {
    return { current: current && current.version, offline: true, error: String(e && e.message || e) };
  }
  if (!current) { // the first install: this build is the one the page runs
    if (version) await writeMeta("current", { version });
    return { current: version };
  }
  if (version && version !== current.version) {
    await writeMeta("next", { version });
    return { current: current.version, next: version };
  }
  return { current: current.version };
}

// promote makes a fetched next build the current one and deletes the
// other builds' caches: at a navigation, when no page of the old build is
// left to need them.
async function promote() {
  const next = await readMeta("next");
  let current = await readMeta("current");
  if (next && await complete(next.version)) {
    const open = await self.clients.matchAll({ type: "window" });
    if (open.length <= 1) { // the page that navigates, or none yet
      current = next;
      await writeMeta("current", next);
      await writeMeta("next", null);
    }
  }
  if (current) {
    for (const k of await caches.keys()) {
      if (k.startsWith(PREFIX + "v-") && k !== cacheName(current.version) && !(next && k === cacheName(next.version))) {
        await caches.delete(k);
      }
    }
  }
  return current;
}

let currentVersion = null; // this worker's view of "current", read at navigations

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    // The build the page runs now (already in the HTTP cache): fetched
    // here so that the next visit needs no network. A failure leaves the
    // worker installed without a cache; the page's check tries again.
    try {
      if (!(await readMeta("current"))) {
        const v = await fetchBuild();
        if (v) await writeMeta("current", { version: v });
      }
    } catch (e) { /* offline or the server changed: check() retries */ }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

// inScope tells whether a request is one the current build may answer:
// a GET of the worker's folder (the rooms' socket is no fetch).
function inScope(request) {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  const base = new URL(scope());
  return url.origin === base.origin && url.pathname.startsWith(base.pathname) && !url.search;
}

self.addEventListener("fetch", (event) => {
  if (!inScope(event.request)) return; // anything else: the network as usual
  event.respondWith((async () => {
    if (event.request.mode === "navigate" || currentVersion === null) {
      const cur = event.request.mode === "navigate" ? await promote() : await readMeta("current");
      currentVersion = cur ? cur.version : null;
    }
    if (currentVersion !== null) {
      const c = await caches.open(cacheName(currentVersion));
      const rel = new URL(event.request.url).pathname.slice(new URL(scope()).pathname.length);
      const hit = await c.match(key(rel === "" ? "index.html" : rel));
      if (hit) return hit;
    }
    return fetch(event.request);
  })());
});

self.addEventListener("message", (event) => {
  if (!event.data || event.data.type !== "check") return;
  event.waitUntil((async () => {
    const answer = await check();
    answer.type = "build";
    answer.running = currentVersion;
    if (event.source) event.source.postMessage(answer);
  })());
});
