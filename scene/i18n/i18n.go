package i18n

import (
	"fmt"
	"strconv"
	"strings"
)

// Every text the program shows has a short key and a text per language;
// Tr(key) gives it in the current language, Trf formats it. A test in the
// shell checks that every key has every language, that no key is added
// twice and that every key is used.

// Langs are the languages offered, in the settings' order.
var Langs = []string{"en", "de"}

// curLang is the language in use; the manager sets it from the settings
// every tick (it is read while drawing, from the same goroutine).
var CurLang = "en"

// sysLang is the system's language, read once.
var sysLang string

// setLang switches the language; "" follows the system.
func SetLang(l string) {
	if l == "" {
		if sysLang == "" {
			sysLang = systemLang()
		}
		l = sysLang
	}
	CurLang = LangOf(l)
}

// langOf maps a locale such as "de_DE.UTF-8" or "de-AT" to a language we
// have, English when we do not have it.
func LangOf(locale string) string {
	l := strings.ToLower(locale)
	if i := strings.IndexAny(l, "_-.@"); i >= 0 {
		l = l[:i]
	}
	if l == "de" {
		return "de"
	}
	return "en"
}

// tables are the texts by language, then key: each package adds its own
// with Add, one file per language (texts_en.go, texts_de.go), so a new
// language is a new file per package. Keys are short and carry their
// package's prefix ("fm ", "dk ", "cascades.", ...); the shell's have none.
var tables = map[string]map[string]string{}

// Collisions are the keys added twice for one language, "lang:key": a
// test requires none (the first text stays).
var Collisions []string

// Add adds texts in lang. It is called from init functions.
func Add(lang string, texts map[string]string) {
	t := tables[lang]
	if t == nil {
		t = map[string]string{}
		tables[lang] = t
	}
	for k, v := range texts {
		if _, dup := t[k]; dup {
			Collisions = append(Collisions, lang+":"+k)
			continue
		}
		t[k] = v
	}
}

// Text is the text of key in lang, if it has one.
func Text(lang, key string) (string, bool) {
	t, ok := tables[lang][key]
	return t, ok
}

// Keys are the keys that have a text in lang.
func Keys(lang string) []string {
	var ks []string
	for k := range tables[lang] {
		ks = append(ks, k)
	}
	return ks
}

// Tr is the text of key in the current language, English when that
// language lacks it, the key itself when nobody has it (a slip is visible,
// not fatal).
func Tr(key string) string {
	if t, ok := tables[CurLang][key]; ok {
		return t
	}
	if t, ok := tables[Langs[0]][key]; ok {
		return t
	}
	return key
}

// Is reports whether text is the text of key in some language.
func Is(key, text string) bool {
	for _, t := range tables {
		if v, ok := t[key]; ok && v == text {
			return true
		}
	}
	return false
}

// Localized is text in the current language if it is the text of key in
// any language (a seat still named by its default colour, "Black", shows
// as "Schwarz" in German), else text as it is.
func Localized(key, text string) string {
	if Is(key, text) {
		return Tr(key)
	}
	return text
}

// Trf formats the text of key with args.
func Trf(key string, args ...any) string { return fmt.Sprintf(Tr(key), args...) }

// Has reports whether key has a text in some language.
func Has(key string) bool {
	_, ok := tables[Langs[0]][key]
	return ok
}

// Trn is the text of key for the count n: key+" one" when n is 1 and that
// key exists (English and German both have one form for one and another
// for every other count), else key; formatted with args, or with n alone.
func Trn(key string, n int, args ...any) string {
	if n == 1 && Has(key+" one") {
		key += " one"
	}
	if len(args) == 0 {
		args = []any{n}
	}
	return Trf(key, args...)
}

// Number writes a number with the language's decimal mark (the shortest
// that reads back exactly): "0.5" in English, "0,5" in German. Every
// number with a fraction on screen goes through it, so that one screen
// never mixes the two (the speeds "0.5×" beside the thinking times "0,25 s").
func Number(v float64) string {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	if CurLang == "de" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
