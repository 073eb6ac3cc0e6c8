package i18n

import (
	"fmt"
	"strings"
)

// Every text the program shows is here, in English and German, under a
// short key. tr(key) gives it in the current language; trf formats it.
// A missing key shows as the key itself, so a slip is visible, not fatal;
// a test checks that every key has both languages.

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

// tr is the text of key in the current language.
func Tr(key string) string {
	t, ok := Texts[key]
	if !ok {
		return key
	}
	if CurLang == "de" && t.De != "" {
		return t.De
	}
	return t.En
}

// localized is text in the current language if it is the text of key in
// any language (a seat still named by its default colour, "Black", shows
// as "Schwarz" in German), else text as it is.
func Localized(key, text string) string {
	if t, ok := Texts[key]; ok && (text == t.En || text == t.De) {
		return Tr(key)
	}
	return text
}

// trf formats the text of key with args.
func Trf(key string, args ...any) string { return fmt.Sprintf(Tr(key), args...) }

type Phrase struct{ En, De string }

var Texts = map[string]Phrase{
	// Seats and levels
	"white":    {"White", "Weiß"},
	"black":    {"Black", "Schwarz"},
	"human":    {"Human", "Mensch"},
	"easy":     {"Easy", "Leicht"},
	"medium":   {"Medium", "Mittel"},
	"hard":     {"Hard", "Schwer"},
	"expert":   {"Expert", "Experte"},
	"computer": {"Computer", "Computer"},

	// Header and footer of the table
	"to move":         {"to move", "ist am Zug"},
	"thinking":        {"thinking", "denkt nach"},
	"wins!":           {"wins!", "gewinnt!"},
	"draw":            {"Draw", "Unentschieden"},
	"moving…":         {"moving…", "zieht…"},
	"cascading…":      {"cascading…", "kaskadiert…"},
	"move n":          {"move %d", "Zug %d"},
	"undo":            {"Undo", "Zurück"},
	"redo":            {"Redo", "Vor"},
	"hint":            {"Hint", "Tipp"},
	"settings":        {"Settings", "Einstellungen"},
	"menu":            {"Menu", "Menü"},
	"game over":       {"Game over", "Spiel vorbei"},
	"hint shown":      {"Hint: %s", "Tipp: %s"},
	"no hint":         {"No move to suggest", "Kein Zug vorzuschlagen"},
	"no undo":         {"Nothing to take back", "Nichts zurückzunehmen"},
	"no redo":         {"Nothing to redo", "Nichts zu wiederholen"},
	"computer's turn": {"Wait for the computer", "Der Computer ist am Zug"},
	"leave?":          {"Leave this game?", "Dieses Spiel verlassen?"},
	"leave note":      {"It is saved: Resume brings it back.", "Es ist gespeichert: Fortsetzen holt es zurück."},
	"leave lost":      {"The game in progress will be lost.", "Das laufende Spiel geht verloren."},
	"yes":             {"Yes (Y)", "Ja (J)"},
	"no":              {"No (N)", "Nein (N)"},
	"save failed":     {"Could not save: %v", "Speichern fehlgeschlagen: %v"},
	"illegal":         {"That move is not allowed", "Dieser Zug ist nicht erlaubt"},
	"over refuse":     {"The game is over", "Das Spiel ist vorbei"},

	// Kaskade's view
	"kaskade help":    {"Click a cell, or arrows and Enter  ·  H: hint  ·  Ctrl+Z: undo  ·  Esc: menu", "Feld anklicken oder Pfeile und Enter  ·  H: Tipp  ·  Strg+Z: zurück  ·  Esc: Menü"},
	"wave step":       {"Wave %d of %d  ·  click or Space: next wave  ·  End: finish", "Welle %d von %d  ·  Klick oder Leertaste: nächste Welle  ·  Ende: fertig"},
	"wave run":        {"Wave %d of %d  ·  click to finish", "Welle %d von %d  ·  Klick beendet"},
	"wave back":       {"Taking back: wave %d of %d", "Rücknahme: Welle %d von %d"},
	"cell belongs":    {"That cell belongs to %s", "Dieses Feld gehört %s"},
	"cannot place":    {"You cannot place there", "Dort kannst du nicht setzen"},
	"longest cascade": {"%d moves  ·  longest cascade %d %s", "%d Züge  ·  längste Kaskade %d %s"},
	"wave":            {"wave", "Welle"},
	"waves":           {"waves", "Wellen"},
	"board":           {"Board", "Spielfeld"},
	"columns":         {"Columns", "Spalten"},
	"rows":            {"Rows", "Zeilen"},
	"white first":     {"White moves first", "Weiß beginnt"},
	"kaskade tagline": {"a game of chain reactions for two", "ein Spiel der Kettenreaktionen für zwei"},

	// Menu
	"players":           {"Players", "Spieler"},
	"start":             {"Start", "Start"},
	"quit":              {"Quit", "Beenden"},
	"resume":            {"Resume", "Fortsetzen"},
	"resume?":           {"Resume %s? (%s, move %d)", "%s fortsetzen? (%s, Zug %d)"},
	"export":            {"Export", "Exportieren"},
	"import":            {"Import", "Importieren"},
	"replay":            {"Replay", "Wiedergabe"},
	"exported":          {"Saved to %s", "Gespeichert in %s"},
	"nothing to export": {"No game to export yet", "Noch kein Spiel zum Exportieren"},
	"autosave bad":      {"The saved game could not be read: %v", "Das gespeicherte Spiel ist nicht lesbar: %v"},
	"autosave newer":    {"it was saved by a newer Kaskade: update to resume it", "es wurde von einem neueren Kaskade gespeichert: zum Fortsetzen bitte aktualisieren"},
	"game":              {"Game", "Spiel"},
	"seat type":         {"‹ %s ›", "‹ %s ›"},

	// Game over
	"rematch":       {"Rematch", "Revanche"},
	"playing":       {"playing %s", "spielt %s"},
	"n moves":       {"%d moves", "%d Züge"},
	"nobody":        {"Nobody wins", "Niemand gewinnt"},
	"shared win":    {"A shared win", "Ein geteilter Sieg"},
	"curtain pass":  {"Pass the device to %s", "Gib das Gerät an %s weiter"},
	"curtain ready": {"I am %s: show my view", "Ich bin %s: zeigen"},
	"look at board": {"Look at the board", "Brett ansehen"},

	// Settings
	"settings title": {"Settings", "Einstellungen"},
	"animation":      {"Animation", "Animation"},
	"speed":          {"Animation speed", "Animationstempo"},
	"sound":          {"Sound", "Ton"},
	"expert time":    {"Expert's time per move", "Bedenkzeit des Experten"},
	"language":       {"Language", "Sprache"},
	"on":             {"On", "An"},
	"off":            {"Off", "Aus"},
	"done":           {"Done", "Fertig"},
	"animated":       {"Animated", "Animiert"},
	"stepwise":       {"Step by step", "Schrittweise"},
	"instant":        {"Instant", "Sofort"},
	"system":         {"System", "System"},
	"lang en":        {"English", "English"},
	"lang de":        {"Deutsch", "Deutsch"},

	// Records, import, replay
	"records title": {"Import a game record", "Partie importieren"},
	"no records":    {"No records in %s yet", "Noch keine Partien in %s"},
	"back":          {"Back", "Zurück"},
	"ok":            {"OK", "OK"},
	"cancel":        {"Cancel", "Abbrechen"},
	"paste title":   {"Paste a game record", "Partie einfügen"},
	"paste help":    {"Ctrl+V or type; then OK", "Strg+V oder tippen; dann OK"},
	"copy title":    {"Your game record", "Deine Partie"},
	"copy help":     {"Copied to the clipboard if the browser allows; else select and copy", "In die Zwischenablage kopiert, wenn der Browser es erlaubt; sonst markieren und kopieren"},
	"record bad":    {"Cannot open this record: %v", "Diese Partie lässt sich nicht öffnen: %v"},
	"replay title":  {"Replay", "Wiedergabe"},
	"replay help":   {"← →: step  ·  Home/End  ·  Esc: back", "← →: Schritt  ·  Pos1/Ende  ·  Esc: zurück"},
	"replay pos":    {"Move %d of %d", "Zug %d von %d"},
	"play on":       {"Play from here", "Ab hier spielen"},
	"first":         {"|‹", "|‹"},
	"prev":          {"‹", "‹"},
	"next":          {"›", "›"},
	"last":          {"›|", "›|"},
	"no game view":  {"This game cannot be shown yet", "Dieses Spiel kann noch nicht gezeigt werden"},
}
