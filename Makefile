# Kaskade — build, test and serve.
#
#   make run     open the game window (installs the run-time libraries first)
#   make test    gofmt, vet, all tests (scene tests under xvfb), the wasm build
#                and its tests in headless Chromium
#   make serve   build the WebAssembly version and serve it on http://127.0.0.1:8080/
#
# 'make deps' installs missing apt packages when run as root; otherwise it
# prints the apt-get command to run.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

GO        ?= go
BIN       ?= kaskade
ADDR      ?= 127.0.0.1:8080
WASM_DIR  := wasm
ARGS      ?=

# Run-time libraries Ebitengine loads on Linux (no cgo; dlopen at run time).
# libasound2 is handled apart: newer Debian/Ubuntu call it libasound2t64.
RUNTIME_PKGS := libgl1 libegl1 libx11-6 libxcursor1 libxi6 libxinerama1 libxrandr2 libxext6 libxrender1
# Test tools: xvfb-run is in xvfb and needs xauth (only a Recommends of xvfb);
# chromium runs the browser tests (wasm/e2e); brotli precompresses the wasm.
TEST_PKGS    := xvfb xauth chromium brotli

# What 'make deps' checks: everything for 'make test'; 'make run' checks the
# run-time libraries only.
DEPS_PKGS ?= $(RUNTIME_PKGS) $(TEST_PKGS)

# Packages whose tests need a display.
SCENE_DIRS := scene sprites

XVFB_RUN := xvfb-run -a -s "-screen 0 1280x1024x24"

.PHONY: help deps run build test test-fmt test-vet test-lint test-engine test-scene test-root test-serve test-online test-whole-game \
        test-browser measure-browser measure-idle wasm wasm-size serve bench bench-wasm clean

help:
	@echo "Kaskade make targets:"
	@echo "  make run      build and open the game window (ARGS='...' passes flags)"
	@echo "  make build    build ./$(BIN)"
	@echo "  make test     gofmt, vet, engine, scene (xvfb), root and server tests, make wasm, browser tests"
	@echo "                steps alone: test-fmt test-vet test-lint test-engine test-scene test-root test-serve test-browser"
	@echo "  make wasm     build $(WASM_DIR)/kaskade.wasm (+ .gz, + .br with brotli) and copy wasm_exec.js"
	@echo "  make wasm-size  where the wasm's bytes go: by section, package and kind (tools/wasmsize)"
	@echo "  make measure-browser  wasm sizes and time to first frame in headless Chromium"
	@echo "  make measure-idle  CPU of the idle window (menu, boards) under Xvfb"
	@echo "  make bench-wasm  engine benchmarks compiled to WebAssembly, run by Node.js"
	@echo "  make serve    make wasm, then serve it on http://$(ADDR)/"
	@echo "  make bench    engine benchmarks"
	@echo "  make deps     check/install Go and the apt packages run and test need"
	@echo "  make clean    remove build output"

# ---------------------------------------------------------------- deps

deps:
	@if ! command -v $(GO) >/dev/null 2>&1 || ! $(GO) version >/dev/null 2>&1; then \
	  echo "deps: Go is not installed or not on PATH." >&2; \
	  echo "      Install Go 1.26 from https://go.dev/dl/ (e.g. into /usr/local/go) and add /usr/local/go/bin to PATH." >&2; \
	  exit 1; \
	fi
	@if ! command -v dpkg >/dev/null 2>&1; then \
	  echo "deps: no dpkg here (not Debian/Ubuntu); not checking packages. Make sure the X11/GL libraries," >&2; \
	  echo "      ALSA, xvfb-run, chromium and brotli are installed: $(DEPS_PKGS) libasound2" >&2; \
	  exit 0; \
	fi; \
	installed() { [ "$$(dpkg -s "$$1" 2>/dev/null | sed -n 's/^Status: //p')" = "install ok installed" ]; }; \
	missing=""; \
	for p in $(DEPS_PKGS); do installed "$$p" || missing="$$missing $$p"; done; \
	alsa=""; \
	installed libasound2 || installed libasound2t64 || alsa=1; \
	if [ -z "$$missing$$alsa" ]; then echo "deps: ok ($$($(GO) env GOVERSION); apt packages present)"; exit 0; fi; \
	alsaname() { if apt-cache show libasound2t64 >/dev/null 2>&1; then echo libasound2t64; else echo libasound2; fi; }; \
	if [ "$$(id -u)" = 0 ]; then \
	  echo "deps: installing:$$missing$${alsa:+ libasound2}"; \
	  apt-get update; \
	  [ -z "$$alsa" ] || missing="$$missing $$(alsaname)"; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	else \
	  [ -z "$$alsa" ] || missing="$$missing $$(alsaname)"; \
	  echo "deps: missing packages:$$missing" >&2; \
	  echo "      run as root:  sudo apt-get update && sudo apt-get install -y --no-install-recommends$$missing" >&2; \
	  exit 1; \
	fi

# ---------------------------------------------------------------- run, build

run:
	@$(MAKE) --no-print-directory deps DEPS_PKGS='$(RUNTIME_PKGS)'
	@if [ -z "$${DISPLAY:-}" ] && [ -z "$${WAYLAND_DISPLAY:-}" ]; then \
	  echo "run: no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so the game window cannot open." >&2; \
	  echo "     On a desktop, run 'make run' from a terminal in your graphical session." >&2; \
	  echo "     Headless: 'xvfb-run -a make run' (invisible window), 'make serve' to play in a browser," >&2; \
	  echo "     or a headless mode such as '$(GO) run . replay -size 6x6 a1 f6 a1'." >&2; \
	  exit 1; \
	fi
	$(GO) run . $(ARGS)

build:
	$(GO) build -o $(BIN) .

# ---------------------------------------------------------------- test

# Each step is its own target; 'test' runs them in this order.
test: deps
	@$(MAKE) --no-print-directory test-fmt
	@$(MAKE) --no-print-directory test-vet
	@$(MAKE) --no-print-directory test-lint
	@$(MAKE) --no-print-directory test-engine
	@$(MAKE) --no-print-directory test-scene
	@$(MAKE) --no-print-directory test-root
	@$(MAKE) --no-print-directory test-serve
	@$(MAKE) --no-print-directory test-online
	@$(MAKE) --no-print-directory test-browser
	@echo "test: all passed"

test-fmt:
	@echo "== gofmt"
	@bad="$$(gofmt -l .)"; \
	if [ -n "$$bad" ]; then \
	  echo "gofmt: these files need formatting (run 'gofmt -w' on them):" >&2; \
	  echo "$$bad" >&2; \
	  exit 1; \
	fi

test-vet:
	@echo "== go vet (native, and the packages the browser build holds)"
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet ./engine/... ./scene/... ./sprites/...

# The checks a Go maintainer runs: go.mod says exactly what the code imports,
# and staticcheck (a tool of go.mod, so its version is pinned) finds nothing.
test-lint:
	@echo "== go mod tidy -diff, staticcheck"
	$(GO) mod tidy -diff
	$(GO) tool staticcheck ./...

test-engine:
	@echo "== engine tests"
	$(GO) test -timeout 30m ./engine/...

# Scene and sprite tests run Ebitengine's loop, so they need an X display
# (xvfb) and a sound device: WITH_DISPLAY prefixes a command so that it runs
# under xvfb-run with a null ALSA device.
WITH_DISPLAY = tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	printf 'pcm.!default { type null }\n' > "$$tmp/asound-null.conf"; \
	export ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$$tmp/asound-null.conf"; \
	$(XVFB_RUN)

test-scene:
	@echo "== scene and sprite tests (xvfb)"
	@command -v xvfb-run >/dev/null 2>&1 || { echo "test-scene: xvfb-run is missing; run 'make deps'" >&2; exit 1; }
	@pkgs=""; for d in $(SCENE_DIRS); do [ ! -d "$$d" ] || pkgs="$$pkgs ./$$d/..."; done; \
	if [ -z "$$pkgs" ]; then echo "(no $(SCENE_DIRS) packages yet)"; exit 0; fi; \
	$(WITH_DISPLAY) $(GO) test -timeout 30m $$pkgs

test-root:
	@echo "== root package tests"
	@if ls *_test.go >/dev/null 2>&1; then \
	  command -v xvfb-run >/dev/null 2>&1 || { echo "test-root: xvfb-run is missing; run 'make deps'" >&2; exit 1; }; \
	  $(WITH_DISPLAY) $(GO) test .; \
	else \
	  echo "(no tests in the root package)"; \
	fi

test-serve:
	@echo "== wasm server tests"
	$(GO) test ./$(WASM_DIR)/serve/...

# The online rooms: protocol, server (an embedded NATS on loopback) and client.
test-online:
	@echo "== online rooms tests"
	$(GO) test ./online/...

# The browser tests build the wasm, serve it in-process and drive Debian's
# Chromium (/usr/bin/chromium, headless) through chromedp. Outside CI they
# skip when Chromium is missing; under CI=true that fails.
# KASKADE_SCREENSHOT=1 also writes docs/browser*.png.
test-browser: wasm
	@echo "== browser tests (headless Chromium)"
	$(GO) test -count=1 -timeout 30m ./$(WASM_DIR)/e2e/...

# A whole Kaleidoskop game on a phone by taps (many minutes; not in test).
test-whole-game: wasm
	KASKADE_WHOLE_GAME=1 $(GO) test -count=1 -timeout 40m -run TestKaleidoskopWholeGameByTaps -v ./$(WASM_DIR)/e2e/

# Prints the figures of docs/browser.md: sizes, the median time from
# navigation to the first frame over 5 cold loads, and on an emulated phone
# (4G, CPU slowed 4x, 390x844 at ratio 3) 3 rounds of a cold and two warm loads.
measure-browser: wasm
	KASKADE_MEASURE=$${KASKADE_MEASURE:-5} KASKADE_MEASURE_PHONE=$${KASKADE_MEASURE_PHONE:-3} $(GO) test -count=1 -timeout 20m -run 'TestMeasure' -v ./$(WASM_DIR)/e2e/... | grep -E '^(measure|---|ok|FAIL)'

# The CPU the window uses while nothing happens: started under its own Xvfb
# with a null sound device and an empty config folder, left 5 s to start,
# then its CPU time over 10 s, as a share of one core.
IDLE_SCREENS := "" "-game kaskade -moves a1;f6;b2" "-game formation -start" "-game decktet -start" \
	"-game cascades -start" "-game kaleidoskop -start"

measure-idle: build
	@command -v Xvfb >/dev/null || { echo "measure-idle: needs Xvfb (apt-get install xvfb)" >&2; exit 1; }
	@tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	printf 'pcm.!default { type null }\n' > "$$tmp/asound.conf"; \
	export ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$$tmp/asound.conf" KASKADE_CONFIG_DIR="$$tmp"; \
	Xvfb :93 -screen 0 1280x1024x24 >/dev/null 2>&1 & xpid=$$!; sleep 1; \
	for args in $(IDLE_SCREENS); do \
	  DISPLAY=:93 ./$(BIN) $$args >/dev/null 2>&1 & pid=$$!; sleep 5; \
	  t0=$$(awk '{print $$14+$$15}' /proc/$$pid/stat); sleep 10; t1=$$(awk '{print $$14+$$15}' /proc/$$pid/stat); \
	  echo "idle: $$(( (t1-t0)/10 ))% of one core  ($${args:-menu})"; kill $$pid; wait $$pid 2>/dev/null || true; \
	done; kill $$xpid 2>/dev/null || true

# ---------------------------------------------------------------- wasm, serve

# -s -w leaves out the symbol table and DWARF; -trimpath the build paths.
# WASM_NOINLINE: no inlining in standard packages that run once or rarely
# (Go's parser and printer and text/template compile Ebitengine's shaders at
# start-up; JSON, regexp, logs, math/big): 150 KB less as served, the game's
# and Ebitengine's hot code untouched (docs/browser.md).
WASM_NOINLINE := go/... text/... encoding/... regexp/... log/... math/big
WASM_GOFLAGS ?= -trimpath -ldflags=-s\ -w $(foreach p,$(WASM_NOINLINE),-gcflags=$(p)=-l)
# brotli -q 11 takes a minute of CPU for the ~20 MB wasm; the compressed
# copies are only remade when the wasm's checksum changes.
BROTLI_Q ?= 11
# The files of one build of the page: the service worker (wasm/sw.js) caches
# them under build.json's version, a checksum of them all.
WASM_BUILD_FILES := index.html boot.js page.css wasm_exec.js kaskade.wasm manifest.json icon-192.png icon-512.png

wasm:
	@echo "== wasm build"
	GOOS=js GOARCH=wasm $(GO) build $(WASM_GOFLAGS) -o $(WASM_DIR)/kaskade.wasm .
	@root="$$($(GO) env GOROOT)"; \
	src="$$root/lib/wasm/wasm_exec.js"; \
	[ -f "$$src" ] || src="$$root/misc/wasm/wasm_exec.js"; \
	[ -f "$$src" ] || { echo "wasm: wasm_exec.js not found under $$root/lib/wasm or $$root/misc/wasm" >&2; exit 1; }; \
	cp "$$src" $(WASM_DIR)/wasm_exec.js
	@w=$(WASM_DIR)/kaskade.wasm; sum="$$(sha256sum $$w | cut -d' ' -f1)"; \
	if command -v brotli >/dev/null 2>&1; then br=1; else br=""; fi; \
	if [ -f $$w.gz ] && { [ -z "$$br" ] || [ -f $$w.br ]; } && [ "$$(cat $$w.sum 2>/dev/null)" = "$$sum" ]; then \
	  echo "   (compressed copies are up to date)"; \
	else \
	  rm -f $$w.sum; \
	  echo "gzip -9 -n -k -f $$w"; gzip -9 -n -k -f $$w; \
	  if [ -n "$$br" ]; then \
	    echo "brotli -q $(BROTLI_Q) -f -o $$w.br $$w"; brotli -q $(BROTLI_Q) -f -o $$w.br $$w; \
	  else \
	    rm -f $$w.br; echo "   (no brotli command: serving gzip only; 'apt-get install brotli' adds a .br)"; \
	  fi; \
	  echo "$$sum" > $$w.sum; \
	fi
	@ls -l $(WASM_DIR)/kaskade.wasm $(WASM_DIR)/kaskade.wasm.gz $$(ls $(WASM_DIR)/kaskade.wasm.br 2>/dev/null) | awk '{print "   " $$5 "\t" $$NF}'
	@cd $(WASM_DIR) && v="$$(cat $(WASM_BUILD_FILES) | sha256sum | cut -c1-16)"; \
	printf '{"version":"%s","files":[%s]}\n' "$$v" "$$(printf '"%s",' $(WASM_BUILD_FILES) | sed 's/,$$//')" > build.json; echo "   build $$v (build.json: the service worker's version of the page)"

# Where the bytes of kaskade.wasm go (tools/wasmsize): the same build with
# symbols (its name section names each function) and the linker's list of
# what it kept (-dumpdep), the package archives' symbol tables (go tool nm)
# for the data; by section, kind, area, package, the largest symbols.
WASM_SYMFLAGS := -trimpath $(foreach p,$(WASM_NOINLINE),-gcflags=$(p)=-l)

wasm-size: wasm
	@tmp="$$(mktemp -d)"; trap 'rm -rf "$$tmp"' EXIT; \
	GOOS=js GOARCH=wasm $(GO) build $(WASM_SYMFLAGS) -ldflags=-dumpdep -o "$$tmp/sym.wasm" . 2>"$$tmp/deps.txt"; \
	GOOS=js GOARCH=wasm $(GO) list $(WASM_SYMFLAGS) -deps -export -f '{{.ImportPath}} {{.Export}}' . >"$$tmp/exports.txt"; \
	$(GO) run ./tools/wasmsize -wasm "$$tmp/sym.wasm" -served $(WASM_DIR)/kaskade.wasm -deps "$$tmp/deps.txt" -exports "$$tmp/exports.txt" -top $${TOP:-40}; \
	echo; echo "== as served"; \
	ls -l $(WASM_DIR)/kaskade.wasm $(WASM_DIR)/kaskade.wasm.gz $$(ls $(WASM_DIR)/kaskade.wasm.br 2>/dev/null) | awk '{print "   " $$5 "\t" $$NF}'

serve: wasm
	$(GO) run ./$(WASM_DIR)/serve -addr $(ADDR) -dir $(WASM_DIR)

# ---------------------------------------------------------------- bench, clean

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./engine/...
	@echo
	@echo "bench: to measure the board scene, run: xvfb-run -a $(GO) run . -bench-render 600"

# The same engine benchmarks compiled to WebAssembly and run by Node.js (the
# V8 engine of Chromium): how fast search and playouts are in the browser build.
bench-wasm:
	@command -v node >/dev/null || { echo "bench-wasm: needs node (apt-get install nodejs)" >&2; exit 1; }
	PATH="$$PATH:$$($(GO) env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm \
	  $(GO) test -run '^$$' -bench 'Playout|Saturated|Expert' ./engine/kaskade/ ./engine/ai/

clean:
	rm -f $(BIN) $(WASM_DIR)/kaskade.wasm $(WASM_DIR)/kaskade.wasm.gz $(WASM_DIR)/kaskade.wasm.br $(WASM_DIR)/kaskade.wasm.sum $(WASM_DIR)/wasm_exec.js $(WASM_DIR)/build.json
